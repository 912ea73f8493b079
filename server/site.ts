import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  parseAcceptLanguage,
  asLanguage,
  localizedPath,
  resolveLanguageRoute,
  type LanguageRouteDecision,
} from '../src/domain/index.ts';
import type { RuntimeConfig } from '../src/application/ports/runtime-config.port.ts';
import type { RenderResult } from '../src/entry-server.tsx';
import { htmlDocument, prerenderedFile } from './html-document.ts';
import { securityHeaders } from './security-headers.ts';

export type SiteOptions = {
  /** The build output: client/ (assets, template), server/ (renderer), pages/ (prerendered HTML). */
  readonly distDir: string;
  /** What the browser reads from /runtime-config.json. */
  readonly runtimeConfig: RuntimeConfig;
  /** The sandbox API (issue 4), mounted before the pages so API and sandbox paths never render HTML; absent when API_BASE is set. */
  readonly sandbox?: { readonly app: Hono };
};

type Renderer = { render(url: string): Promise<RenderResult> };

// Responses that depend on who asks (cookie or browser language) must not be shared by caches.
const VARY = 'Cookie, Accept-Language';

function languageRedirect(c: Context, decision: Extract<LanguageRouteDecision, { kind: 'redirect' }>): Response {
  c.header('Location', decision.location);
  c.header('Cache-Control', decision.permanent ? 'public, max-age=3600' : 'no-store');
  if (!decision.permanent) c.header('Vary', VARY);
  if (decision.rememberLanguage) {
    c.header(
      'Set-Cookie',
      `${LANGUAGE_COOKIE}=${decision.rememberLanguage}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${new URL(c.req.url).protocol === 'https:' ? '; Secure' : ''}`,
    );
  }
  return c.body(null, decision.permanent ? 301 : 302);
}

/**
 * The site: static assets, SPEC §2.1 language rules as HTTP redirects, prerendered pages, and an
 * on-demand render for everything else (unknown paths and failed validations answer 404 with the
 * page that says so, in the path's language).
 */
export async function createSiteApp({ distDir, runtimeConfig, sandbox }: SiteOptions): Promise<Hono> {
  const template = await readFile(join(distDir, 'client/index.html'), 'utf8');
  const renderer = (await import(join(distDir, 'server/entry-server.js'))) as Renderer;
  const pagesDir = join(distDir, 'pages');
  const clientDir = join(distDir, 'client');

  const app = new Hono();
  // Dynamic answers (on-demand renders, the sandbox API) are compressed per request; files from the build
  // carry precompressed variants, which this skips because they already have a Content-Encoding.
  app.use('*', compress());
  app.use(
    '*',
    securityHeaders({
      apiOrigin: runtimeConfig.apiBase === '' ? undefined : new URL(runtimeConfig.apiBase).origin,
      googleChallenge: runtimeConfig.challenge.mode === 'google',
    }),
  );
  if (sandbox !== undefined) app.route('/', sandbox.app);

  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '/builds/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('/runtime-config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig);
  });
  app.use('/:file{[^/]+\\.[a-z0-9]+}', serveStatic({ root: clientDir, precompressed: true }));
  // Blog covers (public/blog/covers) and each language's RSS feed, written by the blog build.
  app.use('/blog/covers/*', serveStatic({ root: clientDir, precompressed: true }));
  app.get('/:language{[a-z]{2}}/blog/rss.xml', (c, next) => serveFeed(c, next, clientDir, c.req.param('language')));
  app.get('/blog/rss.xml', (c, next) => serveFeed(c, next, clientDir, DEFAULT_LANGUAGE));

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const decision = resolveLanguageRoute({
      pathname: url.pathname,
      search: url.search,
      hash: '',
      cookieLanguage: getCookie(c, LANGUAGE_COOKIE),
      browserLanguages: parseAcceptLanguage(c.req.header('Accept-Language')),
    });
    if (decision.kind === 'redirect') return languageRedirect(c, decision);

    c.header('Vary', VARY);
    c.header('Cache-Control', 'no-cache');
    // Blog listings read their query while rendering (?page= on /blog/more, ?q= on /blog/search): rendered on demand.
    const readsQuery = url.search.length > 1 && /\/blog\/(more|search)\/?$/.test(url.pathname);
    const prerendered = readsQuery ? undefined : await readPrerendered(pagesDir, url.pathname, c.req.header('Accept-Encoding'));
    if (prerendered !== undefined) {
      c.header('Vary', `${VARY}, Accept-Encoding`);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      if (prerendered.encoding !== undefined) c.header('Content-Encoding', prerendered.encoding);
      return c.body(prerendered.body);
    }

    const result = await renderer.render(url.href);
    if (result.kind === 'redirect') {
      c.header('Location', result.location);
      return c.body(null, 302);
    }
    return c.html(htmlDocument(template, result), result.status as 200 | 404 | 500);
  });

  return app;
}

/** A language's RSS feed (issue 6 blog) with its own media type; /en/blog/rss.xml goes on to the language redirect. */
async function serveFeed(c: Context, next: () => Promise<void>, clientDir: string, language: string): Promise<Response | void> {
  const routed = asLanguage(language);
  if (routed === undefined || localizedPath(routed, '/blog/rss.xml') !== c.req.path) return next();
  const body = await readFile(join(clientDir, localizedPath(routed, '/blog/rss.xml'))).catch(() => undefined);
  if (body === undefined) return next();
  c.header('Content-Type', 'application/rss+xml; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  return c.body(body);
}

/** The prerendered file for a path, as the best precompressed variant the browser accepts. */
async function readPrerendered(pagesDir: string, pathname: string, acceptEncoding: string | undefined): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: 'br' | 'gzip' | undefined } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // Only plain path segments can name a prerendered file; anything else is rendered on demand.
  if (!/^[\w\-/]*$/.test(decoded) || decoded.includes('..')) return undefined;
  const file = join(pagesDir, prerenderedFile(decoded));
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim()));
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepted.has(encoding)) continue;
    try {
      return { body: await readFile(file + suffix), encoding };
    } catch {
      // No variant (a page under 1 KB): try the next, then the plain file.
    }
  }
  try {
    return { body: await readFile(file), encoding: undefined };
  } catch {
    return undefined;
  }
}
