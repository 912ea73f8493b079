import { describe, expect, it } from 'vitest';
import { ROUTE_DEFINITIONS } from '../routing/route-definitions.ts';
import { DEFAULT_GUARDS } from '../routing/route-guards.ts';
import { buildRouteTable } from '../routing/route-table.ts';
import { routeValueCatalog } from '../routing/route-values.ts';
import { articleLanguages, robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts';

const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
const values = routeValueCatalog({ blogCategories: ['privacy'], blogArticles: ['wifi-safety', 'only-german'], blogTags: ['dns'] });

describe('sitemapPages', () => {
  const pages = sitemapPages(table, values, { en: ['wifi-safety'], de: ['wifi-safety', 'only-german'] });
  const paths = pages.map((page) => page.path);

  it('lists indexable pages with their known values and leaves flows and account pages out', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/pricing', '/download/windows', '/vpn-server/usa-vpn', '/accessibility', '/blog/tag/dns']));
    for (const hidden of ['/login', '/404', '/myaccount', '/pricing/checkout', '/paystatus', '/paysuc', '/redirect', '/forgetpassword', '/resetpassword']) expect(paths).not.toContain(hidden);
  });

  it('keeps each blog article to the languages it is written in', () => {
    expect(pages.find((page) => page.path === '/blog/only-german')?.languages).toEqual(['de']);
    expect(pages.find((page) => page.path === '/blog/wifi-safety')?.languages).toEqual(['en', 'de']);
    expect(pages.find((page) => page.path === '/pricing')?.languages).toHaveLength(11);
  });
});

describe('articleLanguages', () => {
  it('assumes every language when the blog index has no per-language lists', () => {
    expect(articleLanguages(undefined, 'x')).toHaveLength(11);
  });
});

describe('sitemapXml', () => {
  it('writes one url per language, each with every alternate and x-default', () => {
    const xml = sitemapXml([{ path: '/blog/a&b', languages: ['en', 'pt'] }], 'https://harbor.test');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://harbor.test/pt/blog/a&amp;b</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://harbor.test/pt/blog/a&amp;b"/>');
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(2);
  });
});

describe('robotsTxt', () => {
  it('disallows the flows under every prefix and names the sitemap', () => {
    const robots = robotsTxt('https://harbor.test/', ['de']).split('\n');
    expect(robots).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api', 'Disallow: /sandbox', 'Disallow: /de/myaccount', 'Sitemap: https://harbor.test/sitemap.xml']));
    expect(robots).not.toContain('Disallow: /de/api');
  });
});
