import type { I18n } from '@lingui/core';
import { data, redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PageTextsLoader } from '../../application/i18n/load-page-texts.use-case.ts';
import type { PagePayloadsPort } from '../../application/ports/page-payloads.port.ts';
import type { RouteRulesPort } from '../../application/ports/route-rules.port.ts';
import type { RouteAccessChecker } from '../../application/routing/route-access.use-case.ts';
import {
  ROUTED_LANGUAGES,
  SHELL_TEXT_KEYS,
  documentTitle,
  languageTag,
  withWesternDigits,
  localizedPath,
  routeRedirect,
  splitLanguagePrefix,
  type Language,
  type PageKey,
  type Route,
  type RouteTable,
} from '../../domain/index.ts';
import { NOT_FOUND_COPY } from '../pages/404/not-found.copy.ts';
import { RouteErrorPage } from '../pages/404/route-error.page.tsx';
import { PAGE_MODULES } from './page-modules.ts';
import { pageHeadFacts } from './page-seo.ts';
import { RootLayout } from './root-layout.tsx';
import { ShellError } from './shell-error.tsx';
import type { NotFoundData, PageLoaderData, RouteHandle } from './route-types.ts';
import { SITE_ORIGIN } from './site-origin.ts';

export type RouteServices = {
  readonly table: RouteTable;
  readonly i18n: I18n;
  readonly pageTexts: PageTextsLoader;
  readonly access: RouteAccessChecker;
  /** Rules for addresses no route serves: old addresses redirect before the not-found page (SPEC §7). */
  readonly routeRules: RouteRulesPort;
  /** Prerendered pages' data fetched ahead (SPEC §7): a navigation there uses it instead of working it out again. */
  readonly payloads: PagePayloadsPort;
  /** Where loaders run: prerendering skips guards that need the visitor's session. */
  readonly where: 'server' | 'browser';
  /**
   * Issue 17: in the browser, over prerendered pages, a document route is its own page with its own runtime: the app
   * goes there with a page load. Gives the hash of the navigation under way (a loader's request has none).
   */
  readonly documentsLoadAsPages?: { readonly navigationHash: () => string };
};

export const NOT_FOUND_TEXT_KEYS: readonly PageKey[] = ['404', ...SHELL_TEXT_KEYS];

/**
 * The texts of a not-found page: a failed validation stays in its route's layout (the blog's navigation on a blog
 * route), so it needs the route's texts too, or that layout shows message ids.
 */
export function notFoundTextKeys(route: Route | undefined): readonly PageKey[] {
  return route === undefined ? NOT_FOUND_TEXT_KEYS : [...new Set([...NOT_FOUND_TEXT_KEYS, ...route.textKeys])];
}

/** The page keys each i18n instance was last activated with: the page on screen until the next one renders. */
const keysOnScreen = new WeakMap<I18n, readonly PageKey[]>();

export async function activateTexts(services: Pick<RouteServices, 'i18n' | 'pageTexts'>, language: Language, keys: readonly PageKey[]) {
  // Activating a language re-renders the page still on screen in it; when the language changes, that
  // page's texts are loaded too, so it never shows message ids for a moment.
  const onScreen = services.i18n.locale === language ? [] : (keysOnScreen.get(services.i18n) ?? []);
  const wanted = [...new Set([...keys, ...onScreen])];
  const texts = await services.pageTexts.load(language, wanted);
  services.i18n.load(language, { ...texts.messages } as Record<string, string>);
  services.i18n.activate(language, [withWesternDigits(languageTag(language))]);
  keysOnScreen.set(services.i18n, keys);
}

async function notFound(services: Pick<RouteServices, 'i18n' | 'pageTexts'>, language: Language, kind: NotFoundData['kind'], path: string, route?: Route): Promise<never> {
  await activateTexts(services, language, notFoundTextKeys(route));
  const title = documentTitle(services.i18n._(NOT_FOUND_COPY.title));
  throw data<NotFoundData>({ kind, path, title }, { status: 404 });
}

/**
 * An address no route serves: a route rule may send it on (SPEC §7; React Router follows an address of another origin
 * with a full page load), otherwise it is not found.
 */
export function unknownPathLoader(services: Pick<RouteServices, 'routeRules' | 'i18n' | 'pageTexts'>, language: Language) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<never> => {
    const url = new URL(request.url);
    const rule = routeRedirect(await services.routeRules.rules(), language, splitLanguagePrefix(url.pathname).pathWithoutPrefix, url.search);
    if (rule !== undefined) throw redirect(rule.location, rule.status);
    return notFound(services, language, 'unknown-path', url.pathname);
  };
}

/** A payload is used only for the page it was written for (a stale or foreign one is ignored). */
function isPayloadOf(payload: unknown, route: Route, language: Language): payload is PageLoaderData {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<PageLoaderData>;
  return candidate.routeName === route.name && candidate.language === language && typeof candidate.title === 'string';
}

function pageRoute(services: RouteServices, language: Language, route: Route): RouteObject {
  const loadModule = PAGE_MODULES[route.pageKey];
  const documents = services.documentsLoadAsPages;
  if (documents !== undefined && route.mode === 'document') return documentRoute(route, language, documents.navigationHash);
  const loader = async ({ params, request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const url = new URL(request.url);
    const path = url.pathname;
    const access = services.access.check({ route, language, params, where: services.where, returnTo: `${path}${url.search}` });
    if (access.kind === 'redirect') throw redirect(access.to);
    if (access.kind === 'not-found') return notFound(services, language, 'failed-validation', path, route);
    const prefetched = url.search === '' ? await services.payloads.prefetched(path) : undefined;
    if (isPayloadOf(prefetched, route, language)) {
      await Promise.all([loadModule(), activateTexts(services, language, route.textKeys)]);
      return prefetched;
    }
    const [module] = await Promise.all([loadModule(), activateTexts(services, language, route.textKeys)]);
    const context = { routeName: route.name, params, language };
    const copy = module.copy(context);
    const pageData = module.data === undefined ? undefined : await module.data({ ...context, query: url.searchParams });
    const { title, description, ...extras } = module.head?.({ ...context, query: url.searchParams, i18n: services.i18n, data: pageData, origin: SITE_ORIGIN }) ?? {};
    const pageTitle = title ?? services.i18n._(copy.title);
    const head = await pageHeadFacts({ table: services.table, route, language, params, module, i18n: services.i18n, pageTitle, extras });
    return {
      language,
      routeName: route.name,
      params,
      title: documentTitle(pageTitle),
      description: description ?? services.i18n._(copy.description),
      pageData,
      head,
    };
  };
  const relativePath = route.path === '/' ? undefined : route.path.slice(1);
  return {
    id: `${language}:${route.name}`,
    ...(relativePath === undefined ? { index: true } : { path: relativePath }),
    handle: { language, route } satisfies RouteHandle,
    loader,
    lazy: async () => ({ Component: (await loadModule()).Page }),
    ErrorBoundary: RouteErrorPage,
  };
}

/** A document route as the app knows it: any navigation there is a page load of its prerendered page (issue 17). */
function documentRoute(route: Route, language: Language, navigationHash: () => string): RouteObject {
  const relativePath = route.path === '/' ? undefined : route.path.slice(1);
  return {
    id: `${language}:${route.name}`,
    ...(relativePath === undefined ? { index: true } : { path: relativePath }),
    handle: { language, route } satisfies RouteHandle,
    loader: ({ request }) => {
      const url = new URL(request.url);
      throw redirectDocument(`${url.pathname}${url.search}${navigationHash()}`);
    },
  };
}

/**
 * The React Router tree built from the route table (SPEC §2.2): one subtree per routed language,
 * each holding every route, plus a catch-all that answers the not-found page with status 404.
 */
export function createRoutes(services: RouteServices): RouteObject[] {
  return ROUTED_LANGUAGES.map((language) => ({
    id: `${language}:root`,
    path: localizedPath(language, '/'),
    Component: RootLayout,
    ErrorBoundary: () => <ShellError language={language} />,
    handle: { language } satisfies RouteHandle,
    children: [
      ...services.table.map((route) => pageRoute(services, language, route)),
      {
        id: `${language}:not-found`,
        path: '*',
        handle: { language } satisfies RouteHandle,
        loader: unknownPathLoader(services, language),
        ErrorBoundary: RouteErrorPage,
      },
    ],
  }));
}
