import { expect, test, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { ROUTED_LANGUAGES, ROUTE_RULES, languageTag, textDirection, type Language } from '../../src/domain/index.ts';
import { cardLinks, englishArticles, blogArticleTitle, listedArticles, listingPageCount } from '../support/blog.ts';
import { firstElementText, headElements, metaContent } from '../support/html.ts';
import { catalogMessages, isCatalogMessage, sitePages } from '../support/site.ts';

// What only the built server's answer shows: statuses, redirects, headers, content types and the pages it
// renders on demand (unknown paths, queries). Request fixture only, so no browser starts. The prerendered
// pages' HTML is read from disk by the dist tests (tests/dist).

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
    readonly status: 200 | 301 | 302;
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
