import { parse } from 'hono/utils/cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGUAGE_COOKIE, parseAcceptLanguage, payloadPagePath, payloadPath, resolveLanguageRoute } from '../src/domain/index.ts';
import { prerenderedFile } from './html-document.ts';
import { negotiate, type StaticFile, type StaticFiles } from './static-files.ts';

/** Responses that depend on who asks (cookie or browser language) must not be shared by caches. */
export const PAGE_VARY = 'Cookie, Accept-Language';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Dotfiles (the build's `.vite/` manifest) and source maps stay on the server, whatever the build leaves in client/. */
export function isHiddenOrSourceMap(path: string): boolean {
  return /(^|\/)\./.test(path) || path.endsWith('.map');
}

/** A file of the build (asset, public file, feed, sitemap) and how long it may be cached; the template and the build manifests are not files to serve. */
export function clientFileAnswer(clientFiles: StaticFiles, path: string): { file: StaticFile; cacheControl: string } | undefined {
  if (path === '/index.html' || path.startsWith('/builds/') || isHiddenOrSourceMap(path)) return undefined;
  const file = clientFiles.get(path);
  if (file === undefined) return undefined;
  return { file, cacheControl: path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600' };
}

/**
 * A path that may name a file of dist/pages: decoded, and nothing but word characters, hyphens and single slashes
 * (no dot segments, no encoded tricks); undefined otherwise.
 */
function plainPagePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return /^[\w\-/]*$/.test(decoded) && !decoded.includes('//') ? decoded : undefined;
}

/**
 * The prerendered page for a path the language rules let through. Blog listings read their query while
 * rendering (?page= on /blog/more, ?q= on /blog/search), so with one they render on demand; only plain
 * path segments can name a prerendered file.
 */
export function prerenderedAnswer(pages: StaticFiles, pathname: string, search: string): StaticFile | undefined {
  if (search.length > 1 && /\/blog\/(more|search)\/?$/.test(pathname)) return undefined;
  const page = plainPagePath(pathname);
  return page === undefined ? undefined : pages.get(`/${prerenderedFile(page)}`);
}

/**
 * The address of a prerendered page that the path names in other capitals (`/DE/Pricing` → `/de/pricing`), or
 * undefined. The browser's router matches paths whatever their case, so such a path is that page, which lives at one
 * address (issue 16: it is no reason to render on demand).
 */
export function prerenderedCaseVariant(pages: StaticFiles, pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  if (lower === pathname) return undefined;
  const page = plainPagePath(lower);
  return page !== undefined && pages.get(`/${prerenderedFile(page)}`) !== undefined ? page : undefined;
}

/**
 * A prerendered page's payload (SPEC §7), beside its HTML. Asked for with the build id as the query, it is revalidated
 * each time all the same: the address is the page's, whatever the build.
 */
export function payloadAnswer(pages: StaticFiles, pathname: string): StaticFile | undefined {
  const page = payloadPagePath(pathname);
  const plain = page === undefined ? undefined : plainPagePath(page);
  return plain === undefined ? undefined : pages.get(payloadPath(plain));
}

/**
 * Issue 7 (p99 under load): the answers that are files of the build — assets and prerendered pages — written
 * straight to Node's response, without a Fetch Request and Response and the middleware chain per hit. It
 * answers only what the Hono app would answer with the same file and headers (the same lookups above) and
 * returns false for everything else: redirects, on-demand renders, the API, HEAD/GET variants it does not know.
 */
type HeaderEntries = readonly (readonly [string, string])[];

/**
 * Security headers for the build's files: `pages` for a prerendered document (its policy names its inline styles),
 * `assets` for the rest, and `perRequest` for what depends on the connection (HSTS over TLS only, issue 16).
 */
export type BuildFileHeaders = {
  readonly pages: (page: StaticFile) => HeaderEntries;
  readonly assets: HeaderEntries;
  readonly perRequest?: (request: IncomingMessage) => HeaderEntries;
};

export function createBuildFilePath(clientFiles: StaticFiles, pages: StaticFiles, securityHeaders: BuildFileHeaders) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = request.url ?? '/';
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? '' : target.slice(queryAt);
    if (!path.startsWith('/') || path.includes('%') || path.includes('//')) return false;

    const asset = clientFileAnswer(clientFiles, path);
    const connectionHeaders = securityHeaders.perRequest?.(request) ?? [];
    if (asset !== undefined) return send(request, response, asset.file, asset.cacheControl, undefined, [...securityHeaders.assets, ...connectionHeaders]);

    const payload = payloadAnswer(pages, path);
    if (payload !== undefined) return send(request, response, payload, 'no-cache', undefined, [...securityHeaders.assets, ...connectionHeaders]);

    const decision = resolveLanguageRoute({
      pathname: path,
      search,
      hash: '',
      cookieLanguage: request.headers.cookie === undefined ? undefined : parse(request.headers.cookie, LANGUAGE_COOKIE)[LANGUAGE_COOKIE],
      browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    });
    if (decision.kind !== 'render') return false;
    const page = prerenderedAnswer(pages, path, search);
    return page === undefined ? false : send(request, response, page, 'no-cache', PAGE_VARY, [...securityHeaders.pages(page), ...connectionHeaders]);
  };
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  cacheControl: string,
  vary: string | undefined,
  securityHeaders: HeaderEntries,
): true {
  const varies = [vary, file.br !== undefined || file.gzip !== undefined ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  const headers: Record<string, string | number> = { 'Cache-Control': cacheControl, ETag: file.etag };
  if (varies !== '') headers['Vary'] = varies;
  for (const [name, value] of securityHeaders) headers[name] = value;
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, headers).end();
    return true;
  }
  const { body, encoding } = negotiate(file, request.headers['accept-encoding']);
  headers['Content-Type'] = file.type;
  headers['Content-Length'] = body.byteLength;
  if (encoding !== undefined) headers['Content-Encoding'] = encoding;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
