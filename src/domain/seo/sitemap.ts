import { ROUTED_LANGUAGES, asLanguage, type Language } from '../i18n/languages.ts';
import { prerenderPaths, type RouteTable } from '../routing/route-table.ts';
import type { RouteValueCatalog } from '../routing/route-values.ts';
import { canonicalUrl, hreflangLinks } from './site-url.ts';

/** One page of the site (its address without language prefix) and the languages it exists in. */
export type SitemapPage = { readonly path: string; readonly languages: readonly Language[] };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/**
 * Issue 6: sitemap.xml with one `<url>` per page and language, each listing every language version as
 * an `xhtml:link` alternate plus `x-default` (Google's hreflang-in-sitemap form).
 */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const urls = pages.flatMap((page) => {
    const alternates = hreflangLinks(origin, page.path, page.languages)
      .map((link) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`)
      .join('\n');
    return ROUTED_LANGUAGES.filter((language) => page.languages.includes(language)).map(
      (language) => `  <url>\n    <loc>${escapeXml(canonicalUrl(origin, language, page.path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Issue 6: paths crawlers are asked to skip: one visitor's account and payment flows, the sandbox, the API. */
export const ROBOTS_DISALLOW = ['/myaccount', '/pricing/checkout', '/paystatus', '/paysuc', '/redirect', '/resetpassword', '/forgetpassword', '/sandbox', '/api'] as const;

/** Issue 6: robots.txt allowing everything else, each disallowed path also under every language prefix, and the sitemap. */
export function robotsTxt(origin: string, prefixes: readonly string[]): string {
  const disallow = ['', ...prefixes.map((prefix) => `/${prefix}`)].flatMap((prefix) =>
    ROBOTS_DISALLOW.filter((path) => prefix === '' || !['/sandbox', '/api'].includes(path)).map((path) => `Disallow: ${prefix}${path}`),
  );
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}

/** The blog index's optional per-language article lists (`content/blog/index.json`). */
export type BlogByLanguage = Readonly<Partial<Record<string, readonly string[]>>>;

/** The languages an article is written in: those whose list names it, or every language when the index has no lists. */
export function articleLanguages(blogByLanguage: BlogByLanguage | undefined, unikey: string): Language[] {
  if (blogByLanguage === undefined) return [...ROUTED_LANGUAGES];
  return Object.entries(blogByLanguage).flatMap(([code, articles]) => {
    const language = asLanguage(code);
    return language !== undefined && articles?.includes(unikey) ? [language] : [];
  });
}

/**
 * Issue 6: every indexable page of the route table with every known parameter value, in every routed
 * language; blog articles only in the languages they are written in.
 */
export function sitemapPages(table: RouteTable, values: RouteValueCatalog, blogByLanguage?: BlogByLanguage): SitemapPage[] {
  return table
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const isArticle = route.validate?.among === 'blogArticles';
      return prerenderPaths(route, values).map((path) => ({
        path,
        languages: isArticle ? articleLanguages(blogByLanguage, decodeURIComponent(path.split('/').at(-1) ?? '')) : [...ROUTED_LANGUAGES],
      }));
    })
    .filter((page) => page.languages.length > 0);
}
