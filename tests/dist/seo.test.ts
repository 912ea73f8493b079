import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import listPrices from '../../content/pricing/list-prices.json' with { type: 'json' };
import {
  ROBOTS_DISALLOW,
  ROUTED_LANGUAGES,
  canonicalUrl,
  languageTag,
  listPriceOffers,
  localizedPath,
  siteOrigin,
  sitemapPages,
  type BlogByLanguage,
} from '../../src/domain/index.ts';
import { headElements, jsonLd, metaContent, titleOf } from '../support/html.ts';
import { table, values } from '../support/site.ts';
import { clientFile, clientFilePath, prerenderedHtml } from './support/prerendered-pages.ts';

// Issue 6: the structured data of particular pages, the share image, sitemap.xml and robots.txt, as the build wrote them.
const origin = siteOrigin(process.env);
const schema = join(import.meta.dirname, '../fixtures/sitemap/sitemap-with-hreflang.xsd');

function types(html: string): string[] {
  return jsonLd(html).map((data) => String(data['@type']));
}

describe('structured data and share tags', () => {
  it('the default share image is a 1200×630 PNG of the build', () => {
    const html = prerenderedHtml('/');
    const [image] = metaContent(html, 'og:image');
    expect(metaContent(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(html, 'og:image:height')).toEqual(['630']);
    const png = clientFile(new URL(image ?? '').pathname);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100_000);
  });

  it.each(['en', 'de', 'ar'] as const)('the %s home page says who runs the site (Organization and WebSite in its language)', (language) => {
    const html = prerenderedHtml(localizedPath(language, '/'));
    expect(types(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = jsonLd(html).find((data) => data['@type'] === 'WebSite');
    expect(site?.['inLanguage']).toBe(languageTag(language));
    expect(site?.['url']).toBe(canonicalUrl(origin, language, '/'));
  });

  it('the pricing page offers each plan at the sandbox list price in USD', () => {
    const product = jsonLd(prerenderedHtml('/fr/pricing')).find((data) => data['@type'] === 'Product');
    expect(product).toBeDefined();
    const offers = product?.['offers'] as { price: string; priceCurrency: string; url: string; name: string }[];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(listPriceOffers(listPrices, 'USD').map((offer) => [offer.price.toFixed(2), 'USD']));
    // The sandbox API answers the same list prices the structured data states.
    const monthly = listPriceOffers(listPrices, 'USD')[0];
    expect(offers[0]?.price).toBe('12.99');
    expect(monthly?.price).toBe(12.99);
    expect(offers[1]?.name).toMatch(/1\san/u);
  });

  it.each([
    ['/download/windows', '/download'],
    ['/de/vpn-server/germany-vpn', '/de/vpn-server'],
    ['/ja/vpn-for-social-media/youtube', '/ja/vpn-for-social-media'],
  ] as const)('%s carries a BreadcrumbList from home through %s, in the page language', (path, parent) => {
    const html = prerenderedHtml(path);
    const trail = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList');
    const items = (trail?.['itemListElement'] ?? []) as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items[1]?.item).toBe(`${origin}${parent}`);
    expect(items[2]?.item).toBe(`${origin}${path}`);
    expect(`${items[2]?.name} | Harbor VPN`).toBe(titleOf(html));
  });

  it('a top-level page carries no BreadcrumbList', () => {
    expect(types(prerenderedHtml('/download'))).not.toContain('BreadcrumbList');
  });

  // The not-found answers of unknown paths are rendered on demand: tests/e2e/conformance.spec.ts reads them.
  it.each(['/login', '/de/login', '/myaccount', '/pricing/checkout', '/paystatus', '/404'])('%s is not indexable and says noindex, without a canonical', (path) => {
    const html = prerenderedHtml(path);
    expect(metaContent(html, 'robots')).toEqual(['noindex']);
    expect(headElements(html, 'link').filter((link) => link['rel'] === 'canonical')).toEqual([]);
  });

  it('the accessibility statement is translated and linked from the footer', () => {
    const html = prerenderedHtml('/de/accessibility');
    expect(titleOf(html)).toBe('Erklärung zur Barrierefreiheit | Harbor VPN');
    expect(html).toContain('WCAG');
    expect(html).toContain('mailto:accessibility@harborvpn.com');
    expect(html).toContain('25. November 2026');
    expect(html).toMatch(/<a[^>]*href="\/de\/accessibility"[^>]*>Barrierefreiheit<\/a>/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('sitemap.xml validates against the sitemaps.org schema (with xhtml:link alternates) and lists every indexable page in every language', () => {
    // xmllint exits non-zero (and execFileSync throws with its message) when the file does not validate.
    const output = execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, clientFilePath('/sitemap.xml')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toBe('');

    const xml = clientFile('/sitemap.xml').toString('utf8');
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

  it('robots.txt allows crawling, keeps flows and the API out, and names the sitemap', () => {
    const lines = clientFile('/robots.txt').toString('utf8').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ROBOTS_DISALLOW) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Disallow: /de/myaccount');
    expect(lines).toContain('Disallow: /pt/pricing/checkout');
    expect(lines).not.toContain('Disallow: /pricing');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
