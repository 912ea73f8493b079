import { compress } from 'hono/compress';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  ROUTE_DEFINITIONS,
  ROUTE_RULES,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  documentSpeculationRules,
  parseAcceptLanguage,
  resolveLanguageRoute,
  routeRedirect,
  splitLanguagePrefix,
  type LanguageRouteDecision,
} from '../src/domain/index.ts';
import type { RenderResult, RouteMatch } from '../src/entry-server.tsx';
import type { RuntimeConfigSchema } from '../src/infrastructure/contract/runtime.schema.ts';
import { connectionOfSocket, overTls, requestOverTls, trustedProxies } from './client-address.ts';
import { BUSY, boundedRenders, DEFAULT_RENDER_LIMITS, type RenderLimits } from './bounded-renders.ts';
import { createBuildFilePath, clientFileAnswer, PAGE_VARY, payloadAnswer, prerenderedAnswer, prerenderedCaseVariant } from './build-files.ts';
import { htmlDocument } from './html-document.ts';
import { readNotFoundPages } from './not-found-pages.ts';
import { renderAnswer } from './render-answer.ts';
import { inlinedStylesheets, pageStyleElements, pageStylesheets, readBuildStylesheets, readViteManifest } from './page-assets.ts';
import { contentSecurityPolicy, nonDocumentHeaderEntries, securityHeaderEntries, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { negotiate, StaticFiles, type StaticFile } from './static-files.ts';

export type SiteOptions = {
  /** The build output: client/ (assets, template), server/ (renderer), pages/ (prerendered HTML). */
  readonly distDir: string;
  /** What the browser reads from /runtime-config.json, in the contract's shape that the browser decodes. */
  readonly runtimeConfig: typeof RuntimeConfigSchema.Type;
  /** The sandbox API (issue 4), mounted before the pages so API and sandbox paths never render HTML; absent when API_BASE is set. */
  readonly sandbox?: { readonly app: Hono };
  /** Proxies whose X-Forwarded-Proto is believed (TRUSTED_PROXIES): HSTS and the Secure cookie follow it (issue 16). */
  readonly trustedProxies?: readonly string[];
  /** Where browsers report CSP violations (the sandbox's endpoint, or CSP_REPORT_URI); none when absent. */
  readonly cspReportUri?: string | undefined;
  /** The render entry; by default dist/server/entry-server.js (tests pass one that counts its renders). */
  readonly renderer?: Renderer;
  /** Bounds of the on-demand renders (bounded-renders.ts). */
  readonly renderLimits?: RenderLimits;
  /** Whether pages name the Speculation Rules (issue 17; SPECULATION_RULES=off for the bench's comparison). On by default. */
  readonly speculationRules?: boolean;
};

export type Site = {
  /** Every answer of the site. */
  readonly app: Hono;
  /** Answers build files (assets, prerendered pages) straight from Node, or returns false to leave the request to `app`. */
  readonly serveBuildFile: (request: IncomingMessage, response: ServerResponse) => boolean;
};

export type Renderer = { render(url: string): Promise<RenderResult>; matchRoute(pathname: string): RouteMatch | undefined };

/** An on-demand render as it is answered and cached: the document, its status and its policy. */
type RenderedAnswer = { readonly kind: 'page'; readonly status: number; readonly html: string; readonly policy: string } | Extract<RenderResult, { kind: 'redirect' }>;

/** How long a visitor turned away by a full render queue is asked to wait before trying again. */
const RENDER_RETRY_AFTER_SECONDS = 2;


function languageRedirect(c: Context, decision: Extract<LanguageRouteDecision, { kind: 'redirect' }>, secure: boolean): Response {
  c.header('Location', decision.location);
  c.header('Cache-Control', decision.permanent ? 'public, max-age=3600' : 'no-store');
  if (!decision.permanent) c.header('Vary', PAGE_VARY);
  if (decision.rememberLanguage) {
    c.header(
      'Set-Cookie',
      `${LANGUAGE_COOKIE}=${decision.rememberLanguage}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  return c.body(null, decision.permanent ? 301 : 302);
}

/**
 * The site: static assets, SPEC §2.1 language rules as HTTP redirects, prerendered pages, route rules' redirects, and
 * for an unknown path or a failed validation the prerendered not-found page of its route and language (404), the path
 * written in. Only blog listings with a query are rendered on demand, bounded and cached (issue 16).
 */
export async function createSite({
  distDir,
  runtimeConfig,
  sandbox,
  trustedProxies: proxyAddresses = [],
  cspReportUri,
  renderer: givenRenderer,
  renderLimits = DEFAULT_RENDER_LIMITS,
  speculationRules = true,
}: SiteOptions): Promise<Site> {
  const template = await readFile(join(distDir, 'client/index.html'), 'utf8');
  const renderer = givenRenderer ?? ((await import(join(distDir, 'server/entry-server.js'))) as Renderer);
  const notFoundPages = readNotFoundPages(distDir);
  const [clientFiles, pages] = await Promise.all([StaticFiles.load(join(distDir, 'client')), StaticFiles.load(join(distDir, 'pages'))]);
  const manifest = readViteManifest(join(distDir, 'client'));
  const { cssOf, policySourceOf, policySources: inlineStyles } = readBuildStylesheets(join(distDir, 'client'), manifest);

  const policySources = {
    apiOrigin: runtimeConfig.apiBase === '' ? undefined : new URL(runtimeConfig.apiBase).origin,
    googleChallenge: runtimeConfig.challenge.mode === 'google',
    inlineStyles,
    reportUri: cspReportUri,
  };
  const proxies = trustedProxies(proxyAddresses);
  // A page's policy allows the stylesheets it inlines and no others (security-headers.ts).
  const pageSources = (stylesheets: readonly string[]) => ({ ...policySources, inlineStyles: stylesheets.map(policySourceOf) });
  // Issue 17: every page names the rules that fetch document pages ahead (a header: the CSP allows no inline rules).
  const speculationHeader: readonly (readonly [string, string])[] = speculationRules ? [['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`]] : [];
  /** A page's headers: its security headers (its own policy), and the Speculation Rules. */
  const pageHeaders = (html: string) => [...securityHeaderEntries(pageSources(inlinedStylesheets(html))), ...speculationHeader];
  const headersOfPage = new WeakMap<StaticFile, ReturnType<typeof pageHeaders>>();
  const prerenderedPageHeaders = (page: StaticFile) => {
    let headers = headersOfPage.get(page);
    if (headers === undefined) {
      headers = pageHeaders(new TextDecoder().decode(page.plain));
      headersOfPage.set(page, headers);
    }
    return headers;
  };
  const notFoundHeaders = new Map([...notFoundPages].map(([id, page]) => [id, pageHeaders(page.template)]));
  const renders = boundedRenders<RenderedAnswer>(
    renderLimits,
    (answer) => (answer.kind === 'page' ? answer.html.length : 0),
    (answer) => answer.kind === 'page',
  );
  const renderOnDemand = async (url: URL): Promise<RenderedAnswer> => {
    const result = await renderAnswer(() => renderer.render(url.href), url.pathname, (message, error) => console.error(message, ...(error === undefined ? [] : [error])));
    if (result.kind === 'redirect') return result;
    const html = htmlDocument(template, result, pageStyleElements(manifest, result.pageKey, cssOf));
    return { kind: 'page', status: result.status, html, policy: contentSecurityPolicy(pageSources(pageStylesheets(manifest, result.pageKey))) };
  };

  const app = new Hono();
  // Dynamic answers (on-demand renders, the sandbox API) are compressed per request; files from the build
  // carry precompressed variants, which this skips because they already have a Content-Encoding.
  app.use('*', compress());
  app.use('*', securityHeaders(policySources, proxies));
  if (sandbox !== undefined) app.route('/', sandbox.app);

  if (speculationRules) {
    const rules = JSON.stringify(documentSpeculationRules(ROUTE_DEFINITIONS));
    app.get(SPECULATION_RULES_PATH, (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', SPECULATION_RULES_TYPE);
      return c.body(rules);
    });
  }

  app.get('/runtime-config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig);
  });
  // The build manifest (SPEC §7) is read from disk on each request: it is how a deployment tells open pages
  // that a newer build exists, so it must not be frozen with the rest of the build. A build's own meta file
  // never changes once written.
  app.get('/builds/*', async (c, next) => {
    const [, meta, file] = /^\/builds\/(meta\/)?([\w.-]+\.json)$/.exec(c.req.path) ?? [];
    if (file === undefined) return next();
    const body = await readFile(join(distDir, 'client/builds', meta ?? '', file)).catch(() => undefined);
    if (body === undefined) return next();
    c.header('Cache-Control', meta === undefined ? 'no-cache' : 'public, max-age=31536000, immutable');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(body);
  });
  // Every other file of the build (assets, public/ files, feeds, sitemap), from memory.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const answer = clientFileAnswer(clientFiles, c.req.path);
    if (answer === undefined) return next();
    c.header('Cache-Control', answer.cacheControl);
    return sendFile(c, answer.file);
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const payload = payloadAnswer(pages, c.req.path);
    if (payload === undefined) return next();
    c.header('Cache-Control', 'no-cache');
    return sendFile(c, payload);
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const decision = resolveLanguageRoute({
      pathname: url.pathname,
      search: url.search,
      hash: '',
      cookieLanguage: getCookie(c, LANGUAGE_COOKIE),
      browserLanguages: parseAcceptLanguage(c.req.header('Accept-Language')),
    });
    if (decision.kind === 'redirect') return languageRedirect(c, decision, requestOverTls(c, proxies));

    c.header('Vary', PAGE_VARY);
    c.header('Cache-Control', 'no-cache');
    const prerendered = prerenderedAnswer(pages, url.pathname, url.search);
    if (prerendered !== undefined) {
      for (const [name, value] of prerenderedPageHeaders(prerendered)) c.header(name, value);
      return sendFile(c, prerendered, PAGE_VARY);
    }

    // A page's address in other capitals (the browser's router matches either way) moves to the page's own.
    const caseVariant = prerenderedCaseVariant(pages, url.pathname);
    if (caseVariant !== undefined) return pageRedirect(c, `${caseVariant}${url.search}`, 301);

    const match = renderer.matchRoute(url.pathname);
    if (match?.unknownPath === true) {
      // SPEC §7 route rules: an address the site no longer serves goes on, as the browser's router would send it.
      const rule = routeRedirect(ROUTE_RULES, match.language, splitLanguagePrefix(url.pathname).pathWithoutPrefix, url.search);
      if (rule !== undefined) return pageRedirect(c, rule.location, rule.status);
    }
    const notFound = match === undefined ? undefined : notFoundPages.get(match.id);
    if (match !== undefined && notFound !== undefined) {
      for (const [name, value] of notFoundHeaders.get(match.id) ?? []) c.header(name, value);
      return c.html(notFound.html(url.pathname), 404);
    }

    const answer = await renders.run(`${url.pathname}${url.search}`, () => renderOnDemand(url));
    if (answer === BUSY) {
      c.header('Retry-After', String(RENDER_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.body(null, 503);
    }
    if (answer.kind === 'redirect') return pageRedirect(c, answer.location, answer.status === 301 ? 301 : 302);
    c.header('Content-Security-Policy', answer.policy);
    for (const [name, value] of speculationHeader) c.header(name, value);
    return c.html(answer.html, answer.status as 200 | 404 | 500);
  });

  const hsts = [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]] as const;
  const perRequest = (request: IncomingMessage) => (overTls(connectionOfSocket(request.socket), request.headers['x-forwarded-proto']?.toString(), proxies) ? hsts : []);
  return { app, serveBuildFile: createBuildFilePath(clientFiles, pages, { pages: prerenderedPageHeaders, assets: nonDocumentHeaderEntries(policySources), perRequest }) };
}

/** A route rule's 301 may be cached like the language redirects; any other redirect is asked again each time. */
function pageRedirect(c: Context, location: string, status: number): Response {
  c.header('Location', location);
  c.header('Cache-Control', status === 301 ? 'public, max-age=3600' : 'no-store');
  return c.body(null, status === 301 ? 301 : 302);
}

/** A file in the variant the browser accepts, or 304 when the browser's copy is current. */
function sendFile(c: Context, file: StaticFile, vary?: string): Response {
  c.header('ETag', file.etag);
  const varies = file.br !== undefined || file.gzip !== undefined ? [vary, 'Accept-Encoding'] : [vary];
  if (varies.some(Boolean)) c.header('Vary', varies.filter(Boolean).join(', '));
  if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304);
  const { body, encoding } = negotiate(file, c.req.header('Accept-Encoding'));
  c.header('Content-Type', file.type);
  if (encoding !== undefined) c.header('Content-Encoding', encoding);
  return c.req.method === 'HEAD' ? c.body(null) : c.body(body);
}
