import { matchRoutes, type RouteObject } from 'react-router';
import type { FormatterUse } from '../../domain/index.ts';
import { activateTexts, notFoundTextKeys, type RouteServices } from './create-routes.tsx';
import type { RouteHandle } from './route-types.ts';

/** Id of the JSON block that carries the router state from the prerendered HTML to the browser. */
export const ROUTER_STATE_ELEMENT_ID = 'router-state';

/**
 * What the JSON block carries: React Router's hydration data, and the Intl formatters the page's render
 * used, for the browser to build before hydrating (issue 7).
 */
export type PrerenderedState = {
  readonly loaderData?: unknown;
  readonly actionData?: unknown;
  readonly errors?: Record<string, unknown> | null;
  readonly formatters?: readonly FormatterUse[];
};

/**
 * Prepares the browser to hydrate exactly what the server rendered: the matched routes' lazy page
 * code and the page's texts must be in memory before React hydrates, or the first render differs.
 * Returns where a browser-only guard (auth) sends the visitor, if anywhere.
 */
export async function prepareHydration(routes: RouteObject[], services: RouteServices, location: Location, state: PrerenderedState): Promise<string | undefined> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const leaf = matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!handle) return undefined;
  const failed = state.errors !== undefined && state.errors !== null && Object.keys(state.errors).length > 0;
  const keys = failed || !handle.route ? notFoundTextKeys(handle.route) : handle.route.textKeys;
  await activateTexts(services, handle.language, keys);
  if (failed || !handle.route) return undefined;
  const access = services.access.check({ route: handle.route, language: handle.language, params: leaf?.params ?? {}, where: 'browser', returnTo: `${location.pathname}${location.search}` });
  return access.kind === 'redirect' ? access.to : undefined;
}
