import { expect, test } from '@playwright/test';
import { ROUTED_LANGUAGES, languageTag, textDirection } from '../../src/domain/index.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogMessages, firstElementText, isCatalogMessage, sitePages } from './support/site.ts';

function blogArticleTitle(language: string, unikey: string): string {
  const file = (lang: string) => join(import.meta.dirname, '../../content/blog/generated', lang, 'articles', `${unikey}.json`);
  let source: string;
  try {
    source = readFileSync(file(language), 'utf8');
  } catch {
    source = readFileSync(file('en'), 'utf8');
  }
  return (JSON.parse(source) as { entry: { title: string } }).entry.title;
}

// Issue 2 acceptance: every route in every language answers 200 from the server, with its translated
// heading in the HTML before any script runs, and the right lang/dir.
for (const language of ROUTED_LANGUAGES) {
  test(`every page answers 200 with its ${language} heading, title and lang/dir`, async ({ request }) => {
    const pages = sitePages.filter((page) => page.language === language);
    expect(pages.length).toBeGreaterThan(60);
    for (const { path, route } of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${languageTag(language)}" dir="${textDirection(language)}">`);
      const heading = firstElementText(html, 'h1');
      expect(heading, `${path} has a heading`).toBeTruthy();
      if (route.name === 'blog-unikey') {
        // An article's heading is its own title (issue 6 blog): the translation's, or the English original's.
        expect(heading, path).toBe(blogArticleTitle(language, path.split('/').at(-1) ?? ''));
      } else {
        expect(isCatalogMessage(heading ?? '', catalogMessages(language, route.pageKey)), `${path} heading "${heading}" comes from the ${language} catalogue`).toBe(true);
      }
      expect(firstElementText(html, 'title'), path).toMatch(/ \| Harbor VPN$/);
      expect(html, path).toContain('id="router-state"');
    }
  });
}

test.describe('not found', () => {
  for (const path of ['/download/amiga', '/vpn-server/mars-vpn', '/vpn-for-social-media/myspace', '/blog/tag/no-such-tag', '/blog/no-such-article', '/de/download/amiga']) {
    test(`an unknown value of a validated parameter answers 404: ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(firstElementText(await response.text(), 'h1')).toMatch(/404|Page Not Found|Seite|página|Страница|ページ|الصفحة|Pagina|Strona|Page/);
    });
  }

  test("a failed category guard shows 'Page Not Found: {path}' with status 404", async ({ request }) => {
    const response = await request.get('/blog/category/no-such-category', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(firstElementText(await response.text(), 'h1')).toBe('Page Not Found: /blog/category/no-such-category');
  });

  for (const [path, language] of [
    ['/no-such-page', 'en'],
    ['/de/no-such-page', 'de'],
    ['/ar/pricing/nothing/here', 'ar'],
  ] as const) {
    test(`an unknown path answers 404 with the ${language} not-found page: ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${languageTag(language)}" dir="${textDirection(language)}">`);
      expect(isCatalogMessage(firstElementText(html, 'h1') ?? '', catalogMessages(language, '404'))).toBe(true);
    });
  }
});

test('security headers forbid inline scripts and framing', async ({ request }) => {
  const response = await request.get('/pricing');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  // Data blocks (router state, JSON-LD) are never executed, so they are the only inline <script> elements allowed.
  expect(await response.text()).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(?:ld\+)?json"))[^>]*>/);
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
