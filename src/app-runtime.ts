// Composition root, part two: the page's duties (page-duties.ts) for the app, started after hydration in a chunk of
// their own, following the router's navigations.
import type { Container } from 'inversify';
import { matchRoutes, type createBrowserRouter } from 'react-router';
import { TOKENS } from './application/tokens.ts';
import { rendersOnDemand } from './domain/index.ts';
import { AttributionAdapter } from './infrastructure/attribution/attribution.adapter.ts';
import { payloadPrefetcher } from './infrastructure/browser/payload-prefetch.ts';
import { ExpiringStorage } from './infrastructure/storage/expiring-storage.ts';
import { startPageDuties } from './page-duties.ts';
import type { RouteHandle } from './ui/app/route-types.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Starts the machines that run on every page, and tells them of each client-side navigation. */
export async function startAppRuntime(router: DataRouter, container: Container): Promise<void> {
  const runtimeConfig = container.get(TOKENS.RuntimeConfig);
  const duties = await startPageDuties({
    config: () => runtimeConfig.load(),
    attribution: new AttributionAdapter(new ExpiringStorage(() => localStorage, () => Date.now())),
    manifest: container.get(TOKENS.BuildManifest),
    analytics: container.get(TOKENS.AnalyticsPort),
    geo: container.get(TOKENS.GeoPort),
    pathKnown: !router.state.matches.some((match) => match.route.id.endsWith(':not-found')),
  });

  // The app's prerendered pages only: a document route is a page load (issue 17), its payload never read, and a route
  // rendered on demand (an invoice, issue 19) has no payload file.
  const hasPayloadFile = (pathname: string) => {
    const route = (matchRoutes(router.routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.route;
    return route?.mode === 'app' && !rendersOnDemand(route);
  };
  const prefetchPayloads = payloadPrefetcher(container.get(TOKENS.PagePayloads), hasPayloadFile);
  prefetchPayloads();

  let lastLocation = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastLocation) return;
    lastLocation = state.location.key;
    duties.navigated(state.location.pathname);
    prefetchPayloads();
  });
}
