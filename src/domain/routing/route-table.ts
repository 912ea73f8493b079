import type { PageKey, RoutePageKey } from '../i18n/page-keys.ts';
import { SHELL_TEXT_KEYS } from '../i18n/page-keys.ts';
import type { GuardRegistry, RouteGuard } from './route-guards.ts';
import type { RouteValueCatalog, RouteValueSet } from './route-values.ts';

export type Layout = 'default' | 'blog' | 'standalone';

/**
 * How a route's page runs in the browser (issue 17). A `document` is finished HTML whose few controls are islands,
 * each hydrated on its own; links between documents are page loads. An `app` page keeps the router and hydrates whole:
 * its content depends on the visitor (prices by country, an account, a payment) or is one long interaction.
 */
export type RenderingMode = 'document' | 'app';

/** A route as written in the table: plain data, guard names as strings. */
export type RouteDefinition = {
  /** Stable name (SPEC §2.2 names the checkout route 'pricing-checkout-id'). */
  readonly name: string;
  /** Path without language prefix; `:param` segments, `?` marks an optional one. */
  readonly path: string;
  readonly pageKey: RoutePageKey;
  readonly layout: Layout;
  readonly mode: RenderingMode;
  readonly guards?: readonly string[];
  readonly transparentNav?: boolean;
  /** SPEC §2.2 validation check: the parameter must be one of a known set, else 404 'Page Not Found: {path}'. */
  readonly validate?: { readonly param: string; readonly among: RouteValueSet };
  /** Pages that show one visitor's data are kept out of prerendering and search indexes. */
  readonly indexable?: boolean;
  /** A page where the visitor is buying, paying or managing the account: no promotion popup interrupts it. */
  readonly quiet?: boolean;
};

export type Route = Omit<RouteDefinition, 'guards'> & {
  readonly guards: readonly RouteGuard[];
  readonly transparentNav: boolean;
  readonly indexable: boolean;
  readonly quiet: boolean;
  /** SPEC §2.2: texts for every path prefix level, then header, location and footer. */
  readonly textKeys: readonly PageKey[];
};

export type RouteTable = readonly Route[];

export class UnknownGuardError extends Error {
  readonly _tag = 'UnknownGuard';
  readonly guardName: string;
  readonly routeName: string;
  constructor(guardName: string, routeName: string) {
    super(`Route '${routeName}' names unknown guard '${guardName}'.`);
    this.guardName = guardName;
    this.routeName = routeName;
  }
}

function staticPrefixes(path: string): string[] {
  const segments = path.split('/').filter((s) => s !== '' && !s.startsWith(':'));
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/**
 * Builds the route table (SPEC §2.2). Throws UnknownGuardError when a definition names a guard the
 * registry lacks: a typo there would silently open a protected page, so it must fail the build.
 */
export function buildRouteTable(definitions: readonly RouteDefinition[], guards: GuardRegistry): RouteTable {
  const keyByPath = new Map(definitions.map((d) => [d.path, d.pageKey]));
  return definitions.map((definition) => {
    const resolvedGuards = (definition.guards ?? []).map((name) => {
      const guard = guards.get(name);
      if (!guard) throw new UnknownGuardError(name, definition.name);
      return guard;
    });
    const levelKeys = staticPrefixes(definition.path).flatMap((prefix) => keyByPath.get(prefix) ?? []);
    const textKeys: PageKey[] = [...new Set<PageKey>([...levelKeys, definition.pageKey, ...SHELL_TEXT_KEYS])];
    return {
      ...definition,
      guards: resolvedGuards,
      transparentNav: definition.transparentNav ?? false,
      quiet: definition.quiet ?? false,
      indexable: definition.indexable ?? true,
      textKeys,
    };
  });
}

/** The route's parameter names, in order, with whether each is optional. */
export function routeParams(route: Pick<RouteDefinition, 'path'>): { name: string; optional: boolean }[] {
  return route.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => ({ name: segment.slice(1).replace(/\?$/, ''), optional: segment.endsWith('?') }));
}

/**
 * Issue 19: a route whose parameter no catalogue bounds (an order id) has no page per value to prerender and no value
 * that fails validation; each address is rendered when asked for (docs/decisions.md, Issue 19 "Invoices").
 */
export function rendersOnDemand(route: Pick<RouteDefinition, 'path' | 'validate'>): boolean {
  return routeParams(route).length > 0 && route.validate === undefined;
}

/** SPEC §2.2 validation: true when the route has no check, or the parameter is one of its known values (or an optional one left out). */
export function passesValidation(route: Pick<RouteDefinition, 'validate' | 'path'>, params: Readonly<Record<string, string | undefined>>, values: RouteValueCatalog): boolean {
  if (!route.validate) return true;
  const { param, among } = route.validate;
  const value = params[param];
  // An optional parameter may be left out (/pricing/checkout); given, it must be a known value.
  if (value === undefined) return routeParams(route).some((candidate) => candidate.name === param && candidate.optional);
  return values[among].includes(value);
}

/** Fills `:param` segments; an optional parameter without a value is dropped. */
export function fillPath(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const filled = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1).replace(/\?$/, '')];
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}

/**
 * Every concrete path a route has when prerendered: one per known value of its validated or
 * guarded parameter, the bare path for optional parameters, nothing for unbounded ones.
 */
export function prerenderPaths(route: Route, values: RouteValueCatalog): string[] {
  const params = routeParams(route);
  if (params.length === 0) return [route.path];
  const [param] = params;
  if (params.length > 1 || !param) return [];
  const among = route.validate?.param === param.name ? route.validate.among : undefined;
  const known = among ? values[among].map((value) => fillPath(route.path, { [param.name]: value })) : [];
  return param.optional ? [fillPath(route.path, {}), ...known] : known;
}

/** Every concrete page of the site: each route, each known parameter value, each routed language (prerender, tests, sitemap). */
export function sitePages<L extends string>(
  table: RouteTable,
  values: RouteValueCatalog,
  languages: readonly L[],
  localize: (language: L, path: string) => string,
): { language: L; route: Route; path: string }[] {
  return languages.flatMap((language) => table.flatMap((route) => prerenderPaths(route, values).map((path) => ({ language, route, path: localize(language, path) }))));
}
