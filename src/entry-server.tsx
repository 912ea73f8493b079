// Composition root for prerendering and on-demand server rendering (SPEC §2.2, issue 2 §7).
import 'reflect-metadata';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import blogIndex from '../content/blog/index.json';
import { DEFAULT_LANGUAGE, languageTag, routeValueCatalog, textDirection, type Language } from './domain/index.ts';
import { createPrerenderContainer } from './infrastructure/di/containers.ts';
import { AppProviders } from './ui/app/app.tsx';
import type { NotFoundData, PageLoaderData, RouteHandle } from './ui/app/create-routes.tsx';
import { ROUTER_STATE_ELEMENT_ID } from './ui/app/hydration.ts';
import { routerSetup } from './ui/app/router-setup.ts';

export type RenderResult =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly language: Language;
      /** Attributes for `<html>`. */
      readonly htmlAttributes: { readonly lang: string; readonly dir: string };
      /** Markup for `<head>`: title and description. */
      readonly head: string;
      readonly body: string;
      /** A non-executable JSON block with the router state, allowed under a CSP without inline scripts. */
      readonly state: string;
    };

const container = createPrerenderContainer(routeValueCatalog(blogIndex));

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

type HeadFacts = { title: string; description: string | undefined; language: Language; extras: PageLoaderData['head'] | undefined };

/** The page module's head facts beyond title and description: links, share image, type, JSON-LD. */
function extrasMarkup(extras: PageLoaderData['head'] | undefined): string {
  if (!extras) return '';
  const attribute = (name: string, value: string | undefined) => (value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`);
  return [
    ...(extras.links ?? []).map((link) => `<link${attribute('rel', link.rel)}${attribute('type', link.type)}${attribute('title', link.title)}${attribute('href', link.href)} />`),
    extras.ogType === undefined ? '' : `<meta property="og:type" content="${escapeHtml(extras.ogType)}" />`,
    extras.image === undefined ? '' : `<meta property="og:image" content="${escapeHtml(extras.image)}" />`,
    ...(extras.structuredData ?? []).map((item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`),
  ].join('');
}

function headOf(context: StaticHandlerContext): HeadFacts {
  const leaf = context.matches.at(-1);
  const language = (leaf?.route.handle as RouteHandle | undefined)?.language ?? DEFAULT_LANGUAGE;
  const error = Object.values(context.errors ?? {})[0];
  if (error !== undefined) {
    const data = isRouteErrorResponse(error) ? (error.data as NotFoundData | undefined) : undefined;
    return { title: data?.title ?? '', description: undefined, language, extras: undefined };
  }
  const data = leaf ? (context.loaderData[leaf.route.id] as PageLoaderData | undefined) : undefined;
  return { title: data?.title ?? '', description: data?.description, language, extras: data?.head };
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
  const body = renderToString(
    <AppProviders container={container} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const { title, description, language, extras } = headOf(context);
  const state = JSON.stringify({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  }).replace(/</g, '\\u003c');
  return {
    kind: 'page',
    status: context.statusCode,
    language,
    htmlAttributes: { lang: languageTag(language), dir: textDirection(language) },
    head: [
      `<title>${escapeHtml(title)}</title>`,
      description === undefined ? '' : `<meta name="description" content="${escapeHtml(description)}" />`,
      extrasMarkup(extras),
    ].join(''),
    body,
    state: `<script type="application/json" id="${ROUTER_STATE_ELEMENT_ID}">${state}</script>`,
  };
}
