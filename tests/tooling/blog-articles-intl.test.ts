import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };

// Issue 6: the blog articles written directly in the ten non-English routed languages. Each has the front matter
// the blog build reads, uses only the shared category and tag ids, and is a real article (headings, length).
const blogRoot = join(import.meta.dirname, '../../content/blog');
const LANGUAGES = ['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'] as const;
const UNIKEYS = ['public-wifi-risks', 'what-is-a-no-logs-vpn', 'vpn-for-streaming-abroad'] as const;
/** One date per unikey, the same in every language. */
const DATES: Record<(typeof UNIKEYS)[number], string> = {
  'public-wifi-risks': '2026-02-10',
  'what-is-a-no-logs-vpn': '2026-04-22',
  'vpn-for-streaming-abroad': '2026-06-18',
};
const TAGS = new Set([
  'public-wifi', 'encryption', 'no-logs', 'streaming', 'travel', 'gaming', 'privacy-laws', 'passwords', 'phishing',
  'kill-switch', 'wireguard', 'dns', 'webrtc', 'ip-address', 'smart-tv', 'mobile', 'router', 'censorship',
  'remote-work', 'shopping', 'two-factor', 'social-media', 'families', 'beginners',
]);
const LATEST_DATE = '2026-11-25';

type Article = { language: string; unikey: string; meta: Record<string, unknown>; body: string };

function readArticle(language: string, file: string): Article {
  const text = readFileSync(join(blogRoot, language, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${language}/${file} has no front matter`);
  return { language, unikey: file.replace(/\.md$/, ''), meta: parse(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? '' };
}

const articles = LANGUAGES.flatMap((language) =>
  readdirSync(join(blogRoot, language))
    .filter((file) => file.endsWith('.md'))
    .map((file) => readArticle(language, file)),
);

/** Words for alphabetic scripts; for Japanese, characters without spaces and Markdown marks. */
function length(article: Article): number {
  const text = article.body.replace(/[#>*|`-]/g, ' ');
  return article.language === 'ja' ? text.replace(/\s/g, '').length : text.split(/\s+/).filter(Boolean).length;
}

describe('blog articles in the non-English languages', () => {
  it.each(LANGUAGES)('%s has the three articles', (language) => {
    expect(articles.filter((article) => article.language === language).map((article) => article.unikey).sort()).toEqual([...UNIKEYS].sort());
  });

  it.each(articles.map((article) => [`${article.language}/${article.unikey}`, article] as const))('%s has complete front matter with allowed ids', (_, article) => {
    const { meta } = article;
    for (const field of ['title', 'summary', 'author', 'coverAlt']) {
      expect(typeof meta[field] === 'string' && (meta[field] as string).trim().length > 0, field).toBe(true);
    }
    expect(meta['language']).toBe(article.language);
    expect(blogIndex.blogCategories).toContain(meta['category']);
    expect(Array.isArray(meta['tags']) && (meta['tags'] as unknown[]).length > 0).toBe(true);
    for (const tag of meta['tags'] as unknown[]) expect(TAGS.has(String(tag)), String(tag)).toBe(true);
    expect(meta['cover']).toBe(`/blog/covers/${article.unikey}.svg`);
    // YAML reads an unquoted date as a Date; either way it is the unikey's date, and not in the future.
    const date = meta['date'] instanceof Date ? meta['date'].toISOString().slice(0, 10) : String(meta['date']);
    expect(date).toBe(DATES[article.unikey as (typeof UNIKEYS)[number]]);
    expect(date <= LATEST_DATE).toBe(true);
  });

  it.each(articles.map((article) => [`${article.language}/${article.unikey}`, article] as const))('%s is a full article: sections, a list, a quote or table, and its length', (_, article) => {
    expect(article.body.match(/^## \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(article.body).toMatch(/^### \S/m);
    expect(article.body).toMatch(/^(- |\d+\. )\S/m);
    expect(article.body).toMatch(/^(> \S|\| .+ \|)/m);
    const [min, max] = article.language === 'ja' ? [1200, 2000] : [450, 700];
    expect(length(article)).toBeGreaterThanOrEqual(min);
    expect(length(article)).toBeLessThanOrEqual(max);
  });

  it('gives every article its own title', () => {
    const titles = new Set(articles.map((article) => String(article.meta['title'])));
    expect(titles.size).toBe(articles.length);
  });
});
