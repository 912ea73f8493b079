import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../support/html.ts';
import { blogByLanguage, cardLinks, englishArticles, listedArticles, listingPageCount } from '../support/blog.ts';
import { clientFile, clientFilePath, prerenderedHtml } from './support/prerendered-pages.ts';

// Issue 6 blog, in the prerendered HTML and the built feeds (no JavaScript): listings, articles, feeds. Pages
// past the first and search results read their query, so the server renders them on demand: tests/e2e/conformance.spec.ts.

describe('listings', () => {
  it('/blog/more lists the nine newest articles on its first page, with a next link and no previous one', () => {
    const first = prerenderedHtml('/blog/more');
    expect(cardLinks(first)).toEqual(listedArticles.slice(0, 9).map((unikey) => `/blog/${unikey}`));
    expect(first).toContain(`Page 1 of ${listingPageCount}`);
    expect(first).not.toContain('rel="prev"');
    if (listingPageCount > 1) {
      expect(first).toMatch(/href="\/blog\/more\?page=2"[^>]*rel="next"|rel="next"[^>]*href="\/blog\/more\?page=2"/);
    } else {
      expect(first).not.toContain('rel="next"');
    }
  });

  it('/ru/blog lists the Russian articles and /ar/blog is right to left', () => {
    const russian = prerenderedHtml('/ru/blog');
    const ownRussian = blogByLanguage['ru'] ?? [];
    for (const link of cardLinks(russian)) expect(ownRussian.map((unikey) => `/ru/blog/${unikey}`)).toContain(link);
    expect(russian).toContain('Рубрики');
    const arabic = prerenderedHtml('/ar/blog');
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-mode="document">');
    expect(arabic).toContain('الفئات');
  });

  it('the search form works without JavaScript: it asks the server with a GET of q', () => {
    const html = prerenderedHtml('/blog/search');
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/blog\/search"|<form[^>]*action="\/blog\/search"[^>]*method="get"/);
    expect(html).toContain('name="q"');
  });
});

describe('articles', () => {
  it('an article has anchored headings, a table of contents, related articles and its head facts', () => {
    const unikey = englishArticles[0] ?? '';
    const html = prerenderedHtml(`/blog/${unikey}`);
    const headings = [...html.matchAll(/<h2 id="([^"]+)">[\s\S]*?<a class="heading-anchor" href="#([^"]+)"/g)];
    expect(headings.length).toBeGreaterThan(0);
    for (const [, id, anchor] of headings) {
      expect(anchor).toBe(id);
      expect(html).toContain(`<a href="#${id}">`);
    }
    const related = html.slice(html.indexOf('id="blog-related-heading"'));
    expect(cardLinks(related)).toHaveLength(Math.min(3, listedArticles.length - 1));
    expect(cardLinks(related)).not.toContain(`/blog/${unikey}`);
    expect(html).toMatch(/<img class="blog-article__cover" src="\/blog\/covers\/[a-z0-9-]+\.svg" alt="[^"]+" width="1200" height="630"/);
    expect(html).toMatch(/<meta [^>]*property="og:type" content="article"/);
    expect(html).toMatch(/<link [^>]*rel="alternate" type="application\/rss\+xml" title="The Harbor VPN blog" href="https:\/\/harborvpn\.com\/blog\/rss\.xml"/);
    const jsonLd = [...html.matchAll(/<script [^>]*type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    const article = jsonLd.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({ inLanguage: 'en', publisher: { name: 'Harbor VPN' }, mainEntityOfPage: `https://harborvpn.com/blog/${unikey}` });
    expect(jsonLd.find((item) => item['@type'] === 'BreadcrumbList')?.['itemListElement']).toHaveLength(3);
  });

  const arabic = blogByLanguage['ar'] ?? [];
  const untranslated = englishArticles.find((unikey) => !arabic.includes(unikey));

  it.skipIf(untranslated === undefined)('an article without a translation shows the English text with a notice and an English canonical URL', () => {
    const html = prerenderedHtml(`/ar/blog/${untranslated}`);
    expect(html).toContain('هذا المقال متاح باللغة الإنجليزية.');
    expect(html).toMatch(/<article class="blog-article" lang="en" dir="ltr">/);
    expect(html).toMatch(new RegExp(`<link [^>]*rel="canonical" href="https://harborvpn\\.com/blog/${untranslated}"`));
  });
});

/** The text of the first `<tag>` (not `<prefix:tag>`) in a piece of XML, CDATA unwrapped and entities decoded. */
function xmlText(xml: string, tag: string): string | undefined {
  const inner = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];
  return inner === undefined ? undefined : decodeEntities(inner.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1'));
}

describe('feeds', () => {
  it.each([
    ['/blog/rss.xml', 'en'],
    ['/ru/blog/rss.xml', 'ru'],
    ['/ja/blog/rss.xml', 'ja'],
    ['/de/blog/rss.xml', 'de'],
  ] as const)('%s is a well-formed RSS 2.0 feed of the %s articles', (path, language) => {
    // xmllint exits non-zero (and execFileSync throws with its message) when the feed is not well-formed XML.
    expect(execFileSync('xmllint', ['--noout', '--nonet', clientFilePath(path)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('');
    const xml = clientFile(path).toString('utf8');
    expect(xml).toMatch(/^(?:<\?xml[^>]*\?>\s*)?<rss\b/);
    expect(/^(?:<\?xml[^>]*\?>\s*)?<rss\b[^>]*\bversion="([^"]*)"/.exec(xml)?.[1]).toBe('2.0');
    const channel = /<channel>([\s\S]*?)<\/channel>/.exec(xml)?.[1] ?? '';
    const channelHead = channel.split(/<item[\s>]/)[0] ?? '';
    expect(xmlText(channelHead, 'title')).toBeTruthy();
    expect(xmlText(channelHead, 'link')).toBe(`https://harborvpn.com${language === 'en' ? '' : `/${language}`}/blog`);
    const own = blogByLanguage[language] ?? englishArticles;
    expect(xmlText(channelHead, 'language')).toBe(own === englishArticles && language !== 'en' ? 'en' : language);
    const items = [...channel.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/g)].map((match) => ({
      title: xmlText(match[1] ?? '', 'title') ?? '',
      link: xmlText(match[1] ?? '', 'link') ?? '',
      pubDate: xmlText(match[1] ?? '', 'pubDate') ?? '',
    }));
    expect(items).toHaveLength(own.length);
    for (const item of items) {
      expect(item.title).not.toBe('');
      expect(item.link).toMatch(/^https:\/\/harborvpn\.com\/([a-z]{2}\/)?blog\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  });
});
