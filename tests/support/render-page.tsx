import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { sessionMachine } from '../../src/application/session/session.machine.ts';
import { SessionActor } from '../../src/ui/app/app-actors.tsx';
import type { PageLoaderData } from '../../src/ui/app/route-types.ts';
import { ContainerProvider } from '../../src/ui/di/container-context.tsx';

export type PageUnderTest = {
  /** The route pattern, as the route table has it ('/pricing/checkout/:id'). */
  readonly path: string;
  readonly routeName: string;
  readonly element: ReactElement;
};

/** Where the page sent the visitor: any other address renders this, with the address it was given. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a router inside what the app puts around it: the container, English copy, and a session without a token. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, container: Container) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  return render(
    <ContainerProvider container={container}>
      <I18nProvider i18n={i18n}>
        <SessionActor.Provider logic={sessionMachine} options={{ input: { token: undefined } }}>
          <RouterProvider router={router} />
        </SessionActor.Provider>
      </I18nProvider>
    </ContainerProvider>,
  );
}

/**
 * Renders one page module's `Page` at `url`, as the app does: in English, under a router whose loader gives
 * the page its PageLoaderData, with the container the test built (fakes for the machines' ports) and a
 * session without a token. Any navigation away lands on a stand-in that shows the new address.
 */
export function renderPage(page: PageUnderTest, url: string, container: Container) {
  const loaderData = (params: PageLoaderData['params']): PageLoaderData => ({
    language: 'en',
    routeName: page.routeName,
    params,
    title: 'Harbor VPN',
    description: '',
    pageData: undefined,
    head: { path: new URL(url, 'http://localhost').pathname, indexable: false },
  });
  const router = createMemoryRouter(
    [
      { path: page.path, loader: ({ params }) => loaderData(params), element: page.element, HydrateFallback: () => null },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = renderRouter(router, container);
  return { router, view };
}
