import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { createMemoryRouter, matchPath, RouterProvider, useLocation } from 'react-router';
import { sessionMachine } from '../../src/application/session/session.machine.ts';
import type { Language } from '../../src/domain/index.ts';
import { SessionActor } from '../../src/ui/app/app-actors.tsx';
import type { PageLoaderData } from '../../src/ui/app/route-types.ts';
import { ContainerProvider } from '../../src/ui/di/container-context.tsx';
import { IslandServicesContext, type IslandServices } from '../../src/ui/islands/island.tsx';

const PAGE_ROUTE = 'page';

/** Where the page sent the visitor: any other address renders this, with the address it was given. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a router inside what the app puts around it: the container, English copy, and a session without a token. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, container: Container, islandServices: IslandServices = { chooseLanguage: () => undefined }) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  return render(
    <ContainerProvider container={container}>
      <I18nProvider i18n={i18n}>
        <IslandServicesContext value={islandServices}>
          <SessionActor.Provider logic={sessionMachine} options={{ input: { token: undefined } }}>
            <RouterProvider router={router} />
          </SessionActor.Provider>
        </IslandServicesContext>
      </I18nProvider>
    </ContainerProvider>,
  );
}

export type PageOptions = {
  /** Fakes for the machines' ports, bound as the app's container binds the real ones. */
  readonly container: Container;
  readonly url: string;
  readonly language?: Language;
  /** The route pattern, as the route table has it ('/pricing/checkout/:id'); by default the url's own path. */
  readonly path?: string;
  readonly routeName?: string;
};

/**
 * Renders a page module's `Page` at `url` as the app's router would: in English copy, inside a container of fakes
 * and a session without a token. The route loader's answer is given up front, so the page is on screen when this
 * returns; any other address renders a stand-in showing it (`findByTestId('elsewhere')`), and `addressOf(router)`
 * says where the page sent the visitor.
 */
export function renderPage(Page: ComponentType, { container, url, language = 'en', path, routeName }: PageOptions) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const pattern = path ?? pathname;
  const params = matchPath(pattern, pathname)?.params ?? {};
  const data: PageLoaderData = { language, routeName: routeName ?? pathname, params, title: '', description: '', pageData: undefined, head: { path: pathname, indexable: false } };
  const router = createMemoryRouter(
    [
      { id: PAGE_ROUTE, path: pattern, loader: () => data, Component: Page, handle: { language } },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { [PAGE_ROUTE]: data } } },
  );
  const view = renderRouter(router, container);
  return { router, view };
}

/** Where the page sent the visitor: path and query, as the address bar would show them. */
export function addressOf(router: ReturnType<typeof renderPage>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
