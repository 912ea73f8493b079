import { expect, test, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTED_LANGUAGES, ROUTE_RULES, languageTag, textDirection, type Language } from '../../src/domain/index.ts';
import { cardLinks, englishArticles, blogArticleTitle, listedArticles, listingPageCount } from '../support/blog.ts';
import { firstElementText, headElements, metaContent } from '../support/html.ts';
import { catalogMessages, isCatalogMessage, sitePages } from '../support/site.ts';
import { EMBEDDED_ORIGIN } from './support/servers.ts';

/** The build's hashed assets, by file name. */
const ASSETS = readdirSync(join(import.meta.dirname, '../../dist/client/assets'));

// What only the built server's answer shows: statuses, redirects, headers, content types and the pages it
// renders on demand (unknown paths, queries). Request fixture only, so no browser starts. The prerendered
// pages' HTML is read from disk by the dist tests (tests/dist).
//
// Issue 18: one suite, two servers. Playwright runs it as the `embedded` project (server/main.ts) and as the `nginx`
// project (Debian's nginx with the configuration the build generates, server/deploy), each case against each; the
// last describe block asks both servers the same questions and fails on any difference between their answers.

/** Fetches many paths with a few requests in flight at once; answers in the paths' order. */
async function statuses(request: APIRequestContext, paths: readonly string[], concurrency = 12): Promise<{ path: string; status: number }[]> {
  const results: { path: string; status: number }[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const path = paths[index] ?? '/';
      results[index] = { path, status: (await request.head(path, { maxRedirects: 0 })).status() };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

test.describe('every page answers 200', () => {
  test('every URL in the sitemap is a page of the site', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(paths.length).toBeGreaterThan(500);
    const pages = new Set(sitePages.map((page) => page.path));
    expect(paths.filter((path) => !pages.has(path))).toEqual([]);
  });

  // HEAD is enough for the status; the dist tests read each page's HTML. One language a test keeps each sweep short.
  for (const language of ROUTED_LANGUAGES) {
    test(`every ${language} page answers 200`, async ({ request }) => {
      const answers = await statuses(request, sitePages.filter((page) => page.language === language).map((page) => page.path));
      expect(answers.filter(({ status }) => status !== 200).map(({ path, status }) => `${path} ${status}`)).toEqual([]);
    });
  }
});

// SPEC §2.1 at the HTTP level, no redirect following.
test.describe('language redirects on the server', () => {
  type Case = {
    readonly name: string;
    readonly path: string;
    readonly headers?: Record<string, string>;
    readonly status: 200 | 301 | 302 | 404;
    readonly location?: string;
    /** Answers that depend on who asks must not be shared by caches. */
    readonly varies?: boolean;
    readonly setCookie?: RegExp;
  };
  const permanent = (path: string, location: string): Case => ({ name: `${path} moves permanently to ${location}`, path, status: 301, location });
  const CASES: readonly Case[] = [
    permanent('/en/pricing?a=1', '/pricing?a=1'),
    permanent('/en', '/'),
    permanent('//pricing', '/pricing'),
    permanent('/home', '/'),
    permanent('/home/de', '/de'),
    permanent('/pricing/', '/pricing'),
    {
      name: '/pricing with the de cookie goes to /de/pricing, varying on cookie and language',
      path: '/pricing',
      headers: { cookie: 'i18n_redirected=de' },
      status: 302,
      location: '/de/pricing',
      varies: true,
    },
    { name: '/fr/pricing with the ru cookie goes to /ru/pricing', path: '/fr/pricing', headers: { cookie: 'i18n_redirected=ru' }, status: 302, location: '/ru/pricing' },
    {
      name: 'a first visit to / from a German browser goes to /de and remembers German for a year',
      path: '/',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      status: 302,
      location: '/de',
      setCookie: /i18n_redirected=de; Max-Age=31536000; Path=\/; SameSite=Lax/,
    },
    { name: 'a first visit from an English browser stays on English', path: '/', headers: { 'accept-language': 'en-US,en;q=0.9' }, status: 200 },
    { name: 'a cookie that matches the path renders the page', path: '/ja/pricing', headers: { cookie: 'i18n_redirected=ja' }, status: 200 },
    { name: 'a cookie naming no language exactly (DE) is no choice', path: '/pricing', headers: { cookie: 'i18n_redirected=DE' }, status: 200 },
    { name: 'a language the browser refuses (q=0) is skipped for the next one', path: '/features', headers: { 'accept-language': 'fr;q=0, de-AT' }, status: 302, location: '/de/features', varies: true },
    { name: 'a first visit keeps its query on the way to its language', path: '/pricing?utm_source=mail', headers: { 'accept-language': 'ja' }, status: 302, location: '/ja/pricing?utm_source=mail' },
    { name: 'the cookie wins over the browser language, and English drops the prefix', path: '/de/pricing', headers: { cookie: 'i18n_redirected=en', 'accept-language': 'de' }, status: 302, location: '/pricing' },
    { name: 'a prefixed path is not moved by the browser language', path: '/fr/pricing', headers: { 'accept-language': 'de' }, status: 200 },
    permanent('/a//b///c?x=1', '/a/b/c?x=1'),
    permanent('/de/home', '/de'),
    { name: 'a path in other capitals is not a home alias', path: '/HOME', status: 404 },
  ];

  for (const { name, path, headers = {}, status, location, varies, setCookie } of CASES) {
    test(name, async ({ request }) => {
      // An absolute URL: a relative '//pricing' would be read as a protocol-relative address.
      const response = await request.get(`${test.info().project.use.baseURL}${path}`, { maxRedirects: 0, headers });
      expect(response.status()).toBe(status);
      if (location !== undefined) expect(response.headers()['location']).toBe(location);
      if (varies) {
        expect(response.headers()['vary']).toContain('Cookie');
        expect(response.headers()['vary']).toContain('Accept-Language');
      }
      if (setCookie !== undefined) expect(response.headers()['set-cookie']).toMatch(setCookie);
    });
  }
});

test.describe('route rules on the server (SPEC §7)', () => {
  const CASES = [
    { path: '/buy?utm_source=mail', status: 301, location: '/pricing?utm_source=mail' },
    { path: '/de/account', status: 301, location: '/de/myaccount' },
    { path: '/ru/support', status: 302, location: 'https://help.harborvpn.com/hc/ru' },
    { path: '/DE/Pricing?ref=1', status: 301, location: '/de/pricing?ref=1' },
  ] as const;
  for (const { path, status, location } of CASES) {
    test(`${path} answers ${status} to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers()['location']).toBe(location);
    });
  }

  test("the build's manifest names its rules, and the newest build's id is asked afresh", async ({ request }) => {
    const latest = await request.get('/builds/latest.json?t=1');
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const { id } = (await latest.json()) as { id: string };
    const meta = await request.get(`/builds/meta/${id}.json?t=1`);
    expect(meta.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await meta.json()) as { routeRules: unknown }).routeRules).toEqual(ROUTE_RULES);
  });
});

// Unknown paths and failed validations are rendered on demand: 404, in the path's language, kept out of indexes.
test.describe('not found', () => {
  type Case = {
    readonly name: string;
    readonly path: string;
    readonly language: Language;
    /** The heading: exactly this text, matching this pattern, or (absent) a message of the not-found catalogue. */
    readonly h1?: string | RegExp;
    readonly html?: readonly string[];
  };
  const SOME_NOT_FOUND = /404|Page Not Found|Seite|página|Страница|ページ|الصفحة|Pagina|Strona|Page/;
  const validation = (path: string, language: Language = 'en'): Case => ({ name: `an unknown value of a validated parameter answers 404: ${path}`, path, language, h1: SOME_NOT_FOUND });
  const unknownPath = (path: string, language: Language): Case => ({ name: `an unknown path answers 404 with the ${language} not-found page: ${path}`, path, language });
  const CASES: readonly Case[] = [
    validation('/download/amiga'),
    validation('/vpn-server/mars-vpn'),
    validation('/vpn-for-social-media/myspace'),
    validation('/blog/tag/no-such-tag'),
    validation('/blog/no-such-article'),
    validation('/de/download/amiga', 'de'),
    validation('/ar/download/amiga', 'ar'),
    {
      name: "a failed category guard shows 'Page Not Found: {path}' and keeps the way back",
      path: '/blog/category/no-such-category',
      language: 'en',
      h1: 'Page Not Found: /blog/category/no-such-category',
      html: ['Plans and pricing'],
    },
    { name: 'an unknown category answers 404 with the message in English', path: '/blog/category/x', language: 'en', h1: 'Page Not Found: /blog/category/x' },
    { name: 'an unknown category answers 404 with the message in German', path: '/de/blog/category/x', language: 'de', h1: 'Seite nicht gefunden: /de/blog/category/x' },
    // Issue 15: a plan no longer sold (or never sold) is not found, never silently another plan with its price.
    { name: 'a plan not on sale answers 404 at checkout', path: '/pricing/checkout/3y', language: 'en', h1: 'Page Not Found: /pricing/checkout/3y', html: ['href="/pricing"'] },
    unknownPath('/no-such-page', 'en'),
    unknownPath('/de/no-such-page', 'de'),
    unknownPath('/ar/pricing/nothing/here', 'ar'),
    {
      name: 'an unknown English path shows the path and the way back',
      path: '/harbour-lights/old-page',
      language: 'en',
      h1: 'We can’t find that page',
      html: [
        'Nothing is published at <code>/harbour-lights/old-page</code>.',
        'href="/"',
        'href="/pricing"',
        'href="/download"',
        'href="/blog"',
        'href="https://help.harborvpn.com/hc/en-us"',
      ],
    },
    {
      name: 'an unknown Arabic path answers in Arabic, right to left, with Arabic links',
      path: '/ar/harbour-lights',
      language: 'ar',
      h1: 'لم نتمكّن من العثور على هذه الصفحة',
      html: ['لا يوجد أي محتوى منشور على العنوان <code>/ar/harbour-lights</code>.', 'href="/ar/pricing"', 'الخطط والأسعار'],
    },
    { name: 'the help-centre link is Russian on Russian pages', path: '/ru/no-such-page', language: 'ru', html: ['href="https://help.harborvpn.com/hc/ru"'] },
  ];

  for (const { name, path, language, h1, html: fragments = [] } of CASES) {
    test(name, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      // A not-found page is a document (issue 17), marked as not found.
      expect(html).toContain(`<html lang="${languageTag(language)}" dir="${textDirection(language)}" data-mode="document" data-not-found>`);
      const heading = firstElementText(html, 'h1') ?? '';
      if (typeof h1 === 'string') expect(heading).toBe(h1);
      else if (h1 instanceof RegExp) expect(heading).toMatch(h1);
      else expect(isCatalogMessage(heading, catalogMessages(language, '404')), `"${heading}" is a ${language} not-found message`).toBe(true);
      for (const fragment of fragments) expect(html).toContain(fragment);
      expect(metaContent(html, 'robots')).toEqual(['noindex']);
      expect(headElements(html, 'link').filter((link) => link['rel'] === 'canonical')).toEqual([]);
    });
  }
});

test.describe('headers and content types', () => {
  test('security headers forbid inline scripts and framing', async ({ request }) => {
    const headers = (await request.get('/pricing')).headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  });

  test("a page's stylesheets are inline, each one allowed by its hash and no other inline style", async ({ request }) => {
    const response = await request.get('/ar/pricing');
    const policy = response.headers()['content-security-policy'] ?? '';
    const styles = [...(await response.text()).matchAll(/<style data-href="[^"]+">([^]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles.length).toBeGreaterThan(1);
    const styleSources = /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(styleSources).not.toContain("'unsafe-inline'");
    // Exactly this page's stylesheets: the build's other hashes stay off its headers (issue 7: the first round trip).
    expect(styleSources.toSorted()).toEqual(["'self'", ...styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`)].toSorted());
    // Assets are not documents: the hashes stay off their answers.
    const asset = await request.get('/favicon.svg');
    expect(asset.headers()['content-security-policy']).toMatch(/style-src 'self';/);
  });

  const RSS = /^application\/rss\+xml; charset=utf-8$/i;
  const SVG = /image\/svg\+xml/;
  const FILES: readonly (readonly [path: string, contentType: RegExp, body?: string])[] = [
    ['/sitemap.xml', /xml/],
    ['/robots.txt', /text\/plain/],
    ['/harbor-vpn-share.png', /^image\/png$/],
    ['/blog/covers/public-wifi-risks.svg', SVG],
    ['/press/harbor-vpn-logo.svg', SVG, '<svg'],
    ['/press/harbor-vpn-logo-white.svg', SVG, '<svg'],
    ['/press/harbor-vpn-icon.svg', SVG, '<svg'],
    ['/blog/rss.xml', RSS],
    ['/ru/blog/rss.xml', RSS],
    ['/ja/blog/rss.xml', RSS],
    ['/de/blog/rss.xml', RSS],
  ];
  for (const [path, contentType, body] of FILES) {
    test(`${path} answers 200 with a Content-Type matching ${contentType}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(contentType);
      if (body !== undefined) expect(await response.text()).toContain(body);
    });
  }
});

test('the runtime config names the loopback STUN server', async ({ request }) => {
  const config = (await (await request.get('/runtime-config.json')).json()) as { stunServers: string[] };
  expect(config.stunServers).toEqual([expect.stringMatching(/^stun:127\.0\.0\.1:\d+$/)]);
});

// Blog listings read their query while rendering (server/build-files.ts), so these answers are rendered on demand.
test.describe('blog pages with a query', () => {
  test('/blog/more?page=2 lists the next nine articles with a link back to the first page', async ({ request }) => {
    test.skip(listingPageCount < 2, 'the listing fits on one page');
    const second = await (await request.get('/blog/more?page=2')).text();
    expect(cardLinks(second)).toEqual(listedArticles.slice(9, 18).map((unikey) => `/blog/${unikey}`));
    expect(second).toMatch(/href="\/blog\/more"[^>]*rel="prev"|rel="prev"[^>]*href="\/blog\/more"/);
  });

  test('a page past the last says so and links back to the first page', async ({ request }) => {
    const response = await request.get(`/blog/more?page=${listingPageCount + 1}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(cardLinks(html)).toEqual([]);
    expect(html).toContain(`This page has no articles: the list ends on page ${listingPageCount}.`);
    expect(html).toMatch(/<a[^>]*href="\/blog\/more"[^>]*>Back to the first page<\/a>/);
  });

  test('the server answers a search for ?q= with results, without JavaScript', async ({ request }) => {
    const unikey = englishArticles[0] ?? '';
    const word = blogArticleTitle('en', unikey).split(/\s+/).find((part) => /^\p{L}{5,}$/u.test(part)) ?? '';
    const results = await (await request.get(`/blog/search?q=${encodeURIComponent(word)}`)).text();
    expect(results).toContain(`href="/blog/${unikey}"`);
    expect(results).toContain('<mark>');
  });
});

// Issue 18: how each kind of answer may be cached, and that it comes precompressed.
test.describe('caching and compression', () => {
  const script = `/assets/${ASSETS.find((file) => /^document-runtime-.*\.js$/.test(file)) ?? 'missing.js'}`;

  test('a page is revalidated each time, varies with the visitor, and answers 304 to its own ETag', async ({ request }) => {
    const page = await request.get('/features', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['vary']).toMatch(/Cookie/);
    expect(page.headers()['vary']).toMatch(/Accept-Language/);
    const etag = page.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    expect((await request.get('/features', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).status()).toBe(304);
  });

  test('a hashed asset is immutable for a year, in brotli or gzip as the browser accepts', async ({ request }) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await request.get(script, { headers: { 'accept-encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });

  test('a public file is kept for an hour; the payload and the speculation rules are revalidated', async ({ request }) => {
    expect((await request.get('/robots.txt')).headers()['cache-control']).toBe('public, max-age=3600');
    expect((await request.get('/pricing/_payload.json')).headers()['cache-control']).toBe('no-cache');
    const rules = await request.get('/speculation-rules.json');
    expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
    expect(rules.headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/pricing')).headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  });

  test('plain HTTP gets no HSTS, and nothing names the server software version', async ({ request }) => {
    const response = await request.get('/pricing');
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    expect(response.headers()['server'] ?? '').not.toMatch(/\d/);
  });
});

test.describe('what is never served', () => {
  for (const path of ['/.vite/manifest.json', '/.env', '/.git/config', '/assets/.hidden', '/index.html', '/builds/nothing.json', '/BUY'] as const) {
    test(`${path} answers the not-found page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain('data-not-found');
    });
  }

  test("a source map of the build's script is not served", async ({ request }) => {
    const script = ASSETS.find((file) => file.endsWith('.js')) ?? '';
    expect((await request.get(`/assets/${script}.map`)).status()).toBe(404);
  });
});

// The same questions to both servers: any difference in status, redirect, the headers that matter, or the body is a
// failure. Redirect bodies are the server's own (nginx writes a short page); no browser shows them.
test.describe('nginx answers as the embedded server does', () => {
  test.skip(({ baseURL }) => baseURL === EMBEDDED_ORIGIN, 'compares the nginx project with the embedded server');

  const HEADERS = ['location', 'content-type', 'content-encoding', 'cache-control', 'content-security-policy', 'set-cookie', 'speculation-rules', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'strict-transport-security'];
  const varyTokens = (value: string | undefined) => [...new Set((value ?? '').split(/,\s*/).filter(Boolean))].toSorted();
  type Request = readonly [path: string, headers?: Record<string, string>];
  const REQUESTS: readonly Request[] = [
    ['/'],
    ['/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }],
    ['/', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' }],
    ['/pricing', { cookie: 'i18n_redirected=ar' }],
    ['/ar/pricing', { cookie: 'i18n_redirected=ar', 'accept-encoding': 'gzip' }],
    ['/ja/blog', { 'accept-encoding': 'br' }],
    ['/de/vpn-server/germany-vpn'],
    ['/fr/download/windows'],
    ['/en/features?a=1'],
    ['/home/pt'],
    ['/blog/more?page=2'],
    ['/blog/search?q=wifi'],
    ['/no-such-page'],
    ['/de/no-such-page?ref=a&b=%22x%22'],
    ['/%3Cscript%3Ealert(1)%3C/script%3E'],
    ['/%E2%82%AC/%F0%9F%98%80'],
    ['/blog/no-such-article'],
    ['/de/blog/category/x?page=2'],
    ['/ja/vpn-server/mars?x=1'],
    ['/pricing/checkout/3y'],
    ['/es/blog/x/y'],
    ['/xx/no-such-page'],
    ['/de/buy?utm_source=mail'],
    ['/help'],
    ['/Pricing'],
    ['/%64e/pricing'],
    ['/robots.txt', { 'accept-encoding': 'gzip' }],
    ['/de/blog/rss.xml'],
    ['/favicon.svg'],
    ['/builds/latest.json'],
    ['/features/_payload.json', { 'accept-encoding': 'br' }],
  ];

  for (const [path, headers = {}] of REQUESTS) {
    test(`${path} ${JSON.stringify(headers)}`, async ({ request, baseURL }) => {
      const [embedded, nginx] = await Promise.all([
        request.get(`${EMBEDDED_ORIGIN}${path}`, { headers, maxRedirects: 0 }),
        request.get(`${baseURL}${path}`, { headers, maxRedirects: 0 }),
      ]);
      expect(nginx.status(), 'status').toBe(embedded.status());
      for (const name of HEADERS) {
        if (name === 'content-type' && embedded.status() >= 300 && embedded.status() < 400) continue;
        expect(nginx.headers()[name]?.toLowerCase(), name).toBe(embedded.headers()[name]?.toLowerCase());
      }
      expect(varyTokens(nginx.headers()['vary']), 'vary').toEqual(varyTokens(embedded.headers()['vary']));
      if (embedded.status() < 300 || embedded.status() >= 400) expect((await nginx.body()).equals(await embedded.body()), 'body').toBe(true);
    });
  }
});
