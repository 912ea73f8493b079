// Composition root for prerendering and on-demand server rendering (SPEC §2.2, issue 2 §7).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router';
import blogIndex from '../content/blog/index.json';
import { DEFAULT_LANGUAGE, formattersUsedBy, headTagsHtml, languageTag, pageHeadTags, routeValueCatalog, textDirection, type Language, type PageHead, type RenderingMode } from './domain/index.ts';
import { createPrerenderContainer } from './infrastructure/di/containers.ts';
import { AppProviders } from './ui/app/app.tsx';
import { ROUTER_STATE_ELEMENT_ID, type PrerenderedState } from './ui/app/hydration.ts';
import type { NotFoundData, PageLoaderData, RouteHandle } from './ui/app/route-types.ts';
import { routerSetup } from './ui/app/router-setup.ts';
import { SITE_ORIGIN } from './ui/app/site-origin.ts';

export type RenderResult =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly language: Language;
      /** Attributes for `<html>`; `mode` (issue 17) tells the page's first script whether to start the app or the document runtime. */
      readonly htmlAttributes: { readonly lang: string; readonly dir: string; readonly mode: RenderingMode; readonly notFound: boolean };
      /** Markup for `<head>`: title, description and the search and share tags (issue 6). */
      readonly head: string;
      /** The matched route's page key, whose stylesheets the server links (undefined for error pages). */
      readonly pageKey: string | undefined;
      readonly body: string;
      /** A non-executable JSON block with the router state, allowed under a CSP without inline scripts. */
      readonly state: string;
      /** The page route's loader data as JSON: the prerendered page's `_payload.json` (SPEC §7). */
      readonly payload: string;
    };

const container = createPrerenderContainer(routeValueCatalog(blogIndex));

/** The route a path reaches, as the browser's router matches it: which not-found page hydrates there, and in what language. */
export type RouteMatch = {
  /** React Router's id of the deepest match: the route a not-found answer's error belongs to. */
  readonly id: string;
  readonly language: Language;
  /** True for the catch-all (no route of the table serves the path); false for a table route, whose parameters may still fail validation. */
  readonly unknownPath: boolean;
};

/** A path segment as React Router matches it (decoded, any case; left as it is when it does not decode). */
function matchedSegment(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '').toLowerCase();
  } catch {
    return (segment ?? '').toLowerCase();
  }
}

/** One language's route tree, cut by the first segment after the language prefix (see matchRoute). */
type LanguageTree = { readonly bySegment: ReadonlyMap<string, RouteObject>; readonly others: RouteObject };

let trees: ReadonlyMap<string, LanguageTree> | undefined;

function languageTrees(): ReadonlyMap<string, LanguageTree> {
  return new Map(
    routerSetup(container, 'server').routes.map((root) => {
      const children = root.children ?? [];
      const always = children.filter((child) => child.index === true || child.path === '*');
      const groups = new Map<string, RouteObject[]>();
      for (const child of children.filter((candidate) => !always.includes(candidate))) {
        const segment = matchedSegment((child.path ?? '').split('/')[0]);
        groups.set(segment, [...(groups.get(segment) ?? []), child]);
      }
      const tree = (group: RouteObject[]): RouteObject => ({ ...root, children: [...always, ...group] }) as RouteObject;
      return [matchedSegment(root.path?.slice(1)), { bySegment: new Map([...groups].map(([segment, group]) => [segment, tree(group)])), others: tree([]) }];
    }),
  );
}

/**
 * Issue 16: the route a path matches, without loading or rendering anything, so the server can answer an unknown path
 * with the prerendered not-found page the browser will hydrate (the same routes, so the same match). React Router
 * flattens and ranks every route it is given on each call (11 ms for the whole tree here, under load: a flood's
 * cost), so it is given only the routes that can match: those of the path's language (a path under `/de` matches
 * German routes or the German catch-all, which outranks the English one) whose first segment is the path's (every
 * table route but the index begins with a fixed one), with the index and the catch-all.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  trees ??= languageTrees();
  const [, first, second] = pathname.split('/');
  const prefixed = trees.get(matchedSegment(first));
  const [tree, segment] = prefixed !== undefined && matchedSegment(first) !== '' ? [prefixed, second] : [trees.get(''), first];
  const root = tree?.bySegment.get(matchedSegment(segment)) ?? tree?.others;
  const leaf = root === undefined ? undefined : matchRoutes([root], pathname)?.at(-1)?.route;
  const handle = leaf?.handle as RouteHandle | undefined;
  if (leaf?.id === undefined || handle === undefined) return undefined;
  return { id: leaf.id, language: handle.language, unknownPath: handle.route === undefined };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** React Router's own error serialisation for hydration, which `createBrowserRouter` revives. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
      return [id, error];
    }),
  );
}

/**
 * Issue 17: a matched route's own mode; an error answer (an unknown path, a failed validation) is the not-found page,
 * finished HTML with nothing to run, so a document.
 */
function modeOf(context: StaticHandlerContext): RenderingMode {
  if (context.errors) return 'document';
  return (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route?.mode ?? 'document';
}

function headOf(context: StaticHandlerContext): { head: PageHead; pageKey: string | undefined } {
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const language = handle?.language ?? DEFAULT_LANGUAGE;
  const error = Object.values(context.errors ?? {})[0];
  if (error !== undefined) {
    // Not-found answers and failed validations are kept out of search indexes.
    const data = isRouteErrorResponse(error) ? (error.data as NotFoundData | undefined) : undefined;
    return { head: { language, path: '/', title: data?.title ?? '', description: undefined, indexable: false }, pageKey: undefined };
  }
  const data = leaf ? (context.loaderData[leaf.route.id] as PageLoaderData | undefined) : undefined;
  if (data === undefined) return { head: { language, path: '/', title: '', description: undefined, indexable: false }, pageKey: undefined };
  return { head: { ...data.head, language, title: data.title, description: data.description }, pageKey: handle?.route?.pageKey };
}

/** Renders one URL to HTML, or says where it redirects. */
export async function render(url: string): Promise<RenderResult> {
  const { i18n, routes } = routerSetup(container, 'server');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: body, formatters } = formattersUsedBy(() =>
    renderToString(
      <AppProviders container={container} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  const { head, pageKey } = headOf(context);
  const language = head.language;
  const mode = modeOf(context);
  const state = JSON.stringify({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
    formatters,
  } satisfies PrerenderedState).replace(/</g, '\\u003c');
  return {
    kind: 'page',
    status: context.statusCode,
    language,
    htmlAttributes: { lang: languageTag(language), dir: textDirection(language), mode, notFound: context.statusCode === 404 },
    head: `<title>${escapeHtml(head.title)}</title>${headTagsHtml(pageHeadTags(head, SITE_ORIGIN))}`,
    pageKey,
    body,
    payload: JSON.stringify(context.loaderData[context.matches.at(-1)?.route.id ?? ''] ?? null),
    // A document page is never hydrated by the router: it carries no router state.
    state: mode === 'document' ? '' : `<script type="application/json" id="${ROUTER_STATE_ELEMENT_ID}">${state}</script>`,
  };
}
