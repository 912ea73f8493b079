import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import { ROBOTS_DISALLOW, ROUTED_LANGUAGES, siteOrigin, sitemapPages, type BlogByLanguage } from '../../src/domain/index.ts';
import { fetchAll } from './support/seo-html.ts';
import { table, values } from './support/site.ts';

// Issue 6: sitemap.xml and robots.txt as the built server answers them.
const origin = siteOrigin(process.env);
const schema = join(import.meta.dirname, '../fixtures/sitemap/sitemap-with-hreflang.xsd');

test('sitemap.xml validates against the sitemaps.org schema (with xhtml:link alternates) and lists every indexable page in every language', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();

  const scratch = mkdtempSync(join(tmpdir(), 'sitemap-'));
  try {
    writeFileSync(join(scratch, 'sitemap.xml'), xml);
    // xmllint exits non-zero (and execFileSync throws with its message) when the file does not validate.
    const output = execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, join(scratch, 'sitemap.xml')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toBe('');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const blogByLanguage = (blogIndex as { blogByLanguage?: BlogByLanguage }).blogByLanguage;
  const expectedCount = sitemapPages(table, values, blogByLanguage).reduce((sum, page) => sum + page.languages.length, 0);
  expect(locs.length).toBe(expectedCount);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs).toContain(`${origin}/`);
  expect(locs).toContain(`${origin}/pt/accessibility`);
  expect(locs).toContain(`${origin}/de/download/windows`);
  for (const excluded of ['/login', '/de/login', '/404', '/myaccount', '/pricing/checkout', '/paystatus', '/paysuc', '/redirect', '/forgetpassword', '/resetpassword']) {
    expect(locs, `${excluded} is left out`).not.toContain(`${origin}${excluded}`);
  }
  // Each <url> names all eleven languages and x-default.
  const urls = xml.split('<url>').slice(1);
  for (const url of urls.slice(0, 20)) expect(url.match(/<xhtml:link /g)?.length).toBe(ROUTED_LANGUAGES.length + 1);
});

test('every URL in the sitemap answers 200 from the built server', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(500);
  // HEAD is enough for the status; seo-head.spec.ts reads each page's canonical (its own address).
  const answers = await fetchAll(request, paths, 12, 'head');
  const failing = answers.filter(({ status }) => status !== 200).map(({ path, status }) => `${path} ${status}`);
  expect(failing).toEqual([]);
});

test('robots.txt allows crawling, keeps flows and the API out, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of ROBOTS_DISALLOW) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain('Disallow: /de/myaccount');
  expect(lines).toContain('Disallow: /pt/pricing/checkout');
  expect(lines).not.toContain('Disallow: /pricing');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
