// Composition root for the browser: the only module that wires every layer together.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import blogIndex from '../content/blog/index.json';
import { routeValueCatalog, splitLanguagePrefix, warmFormatter, type FormatterUse, type Language } from './domain/index.ts';
import { nextTask } from './infrastructure/browser/next-task.ts';
import { createBrowserContainer } from './infrastructure/di/containers.ts';
import { buildLazyMachine } from './application/lazy-machine.ts';
import { TOKENS, type Token } from './application/tokens.ts';
import type { Container } from 'inversify';
import { AppProviders } from './ui/app/app.tsx';
import { whenPageHydrated } from './ui/app/hydrated.ts';
import { prepareHydration, ROUTER_STATE_ELEMENT_ID, type PrerenderedState } from './ui/app/hydration.ts';
import type { RouteHandle } from './ui/app/route-types.ts';
import { routerSetup } from './ui/app/router-setup.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * React Router flattens and ranks its whole route table at start and on every navigation; twelve languages
 * of it made long tasks of both (issue 7: TBT). The router starts with the page's language only, and
 * another language's routes join at the first navigation that reaches it.
 */
function routesOfLanguageFirst(routes: RouteObject[], pathname: string) {
  const languageOf = (route: RouteObject) => (route.handle as RouteHandle).language;
  const pageLanguage = splitLanguagePrefix(pathname).language;
  const present = new Set<Language>([pageLanguage]);
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const language = splitLanguagePrefix(path).language;
    if (present.has(language)) return;
    present.add(language);
    patch(null, routes.filter((route) => languageOf(route) === language));
  };
  return { routes: routes.filter((route) => languageOf(route) === pageLanguage), patchRoutesOnNavigation };
}

/**
 * A page's first `Intl.NumberFormat` makes V8 list every locale that has number data (~25 ms here, about
 * 100 ms at a phone's 4× slowdown; it cannot be split), and a first date format costs a few milliseconds
 * more. Inside hydration they lengthened one of its slices (issue 7). The prerenderer lists the formatters
 * the page's render asked for; each is built here in a task of its own, and a page that formats nothing
 * builds none (intl-formats shares them with the pages).
 */
async function warmPageFormatters(formatters: readonly FormatterUse[]): Promise<void> {
  for (const use of formatters) {
    try {
      warmFormatter(use);
    } catch {
      // A formatter the browser cannot build fails the same way when the page asks for it.
    }
    await nextTask();
  }
}

/**
 * The machines the shell starts on every page, each built in a task of its own: built inside hydration,
 * where React cannot pause in the middle of a component, they made one long task (issue 7).
 */
async function buildShellMachines(container: Container): Promise<void> {
  const shellMachines: readonly Token<object>[] = [TOKENS.SessionMachine, TOKENS.ConsentMachine, TOKENS.ToastMachine, TOKENS.MessageBoxMachine, TOKENS.PopupsMachine];
  for (const token of shellMachines) {
    buildLazyMachine(container.get(token));
    await nextTask();
  }
}

async function start() {
  // Evaluating the app's modules is a task of its own; building the container is the next.
  await nextTask();
  const container = await createBrowserContainer(routeValueCatalog(blogIndex));
  await nextTask();
  await buildShellMachines(container);
  const stateElement = document.getElementById(ROUTER_STATE_ELEMENT_ID);
  // Over prerendered pages a document route is a page of its own (issue 17); `npm run dev` has none, and renders all.
  let navigationHash = () => '';
  const { i18n, routes: allRoutes, services } = routerSetup(container, 'browser', stateElement ? { navigationHash: () => navigationHash() } : undefined);
  const { routes, patchRoutesOnNavigation } = routesOfLanguageFirst(allRoutes, window.location.pathname);
  const rootElement = document.getElementById('root') as HTMLElement;
  if (!stateElement) {
    // `npm run dev` serves the bare template: render in the browser alone.
    const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
    attachNavigation(router);
    createRoot(rootElement).render(app(router));
    void import('./app-runtime.ts').then(({ startAppRuntime }) => startAppRuntime(router, container));
    return;
  }
  await nextTask();
  const state = JSON.parse(stateElement.textContent) as PrerenderedState;
  // React Router reads (and revives the errors of) its hydration state from this global.
  window.__staticRouterHydrationData = state;
  const guardRedirect = await prepareHydration(routes, services, window.location, state);
  if (guardRedirect) {
    // The visitor may not see this page (a signed-out visitor on the account): go where its guard sends them before
    // anything on it starts. Hydrating it and then navigating raced: the account's calls went out (and answered
    // 401), and the page being hydrated could mismatch the one navigated to. The target is a prerendered page.
    location.replace(guardRedirect);
    return;
  }
  await nextTask();
  await warmPageFormatters(state.formatters ?? []);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  navigationHash = () => router.state.navigation.location?.hash ?? '';
  attachNavigation(router);
  await nextTask();
  // In a transition, hydration is done in slices that yield to the browser between them, instead of
  // one task as long as the page; a tap on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(rootElement, app(router), {
      // A mismatch means the prerendered HTML and the browser disagree: make it loud for tests and QA.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
  // The app-wide machines wait for hydration: started alongside it, their work lengthened its tasks.
  await whenPageHydrated();
  await nextTask();
  void import('./app-runtime.ts').then(({ startAppRuntime }) => startAppRuntime(router, container));

  /** Machines that move the visitor on (the checkout to /paystatus and /paysuc) do it through the router. */
  function attachNavigation(router: ReturnType<typeof createBrowserRouter>) {
    container.get(TOKENS.Navigation).attach((path, options) => void router.navigate(path, options));
  }

  function app(router: ReturnType<typeof createBrowserRouter>) {
    return (
      <AppProviders container={container} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  }
}

void start();
