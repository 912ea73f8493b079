import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '../../src/domain/index.ts';
import type { PageLoaderData } from '../../src/ui/app/create-routes.tsx';
import { ContainerProvider } from '../../src/ui/di/container-context.tsx';
import { renderWithI18n } from './render-ui.tsx';

const PAGE_ROUTE = 'page';

/**
 * Renders a page module's `Page` at `url` as the app's router would, inside a container of fakes. The route
 * loader's answer is given up front, so the page is on screen when this returns; any other path shows
 * "elsewhere", and `router.state.location` says where the page sent the visitor.
 */
export function renderPage(Page: ComponentType, { container, url, language = 'en' }: { container: Container; url: string; language?: Language }) {
  const path = new URL(url, 'http://localhost').pathname;
  const data: PageLoaderData = { language, routeName: path, params: {}, title: '', description: '', pageData: undefined, head: { path, indexable: false } };
  const router = createMemoryRouter(
    [
      { id: PAGE_ROUTE, path, loader: () => data, Component: Page, handle: { language } },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { [PAGE_ROUTE]: data } } },
  );
  const view = renderWithI18n(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { router, view };
}

/** Where the page sent the visitor: path and query, as the address bar would show them. */
export function addressOf(router: ReturnType<typeof renderPage>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
