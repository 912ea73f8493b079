import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import { MIN_BODY_RATIO, bodyTextLength, type Language } from '../../src/domain/index.ts';

// Issue 6, deepened by issue 20: the blog articles of the ten non-English routed languages. Each is the counterpart
// of the English article with its file name (the same unikey and date), written for its market and not a thin
// rewrite (its body holds MIN_BODY_RATIO of the English one's characters), under the language's one editorial byline.
const blogRoot = join(import.meta.dirname, '../../content/blog');
const LANGUAGES = ['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'] as const;
const MIN_ARTICLES = 8;
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

const english = new Map(readdirSync(join(blogRoot, 'en')).filter((file) => file.endsWith('.md')).map((file) => [file.replace(/\.md$/, ''), readArticle('en', file)]));
const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

describe('blog articles in the non-English languages', () => {
  it.each(LANGUAGES)(`%s has at least ${MIN_ARTICLES} articles, each the counterpart of an English one`, (language) => {
    const own = articles.filter((article) => article.language === language);
    expect(own.length).toBeGreaterThanOrEqual(MIN_ARTICLES);
    expect(own.filter((article) => !english.has(article.unikey)).map((article) => article.unikey)).toEqual([]);
  });

  it.each(LANGUAGES)('%s signs every article with one honest byline, its editorial team', (language) => {
    const bylines = new Set(articles.filter((article) => article.language === language).map((article) => String(article.meta['author'])));
    expect(bylines.size).toBe(1);
    expect([...bylines][0]).toContain('Harbor VPN');
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
    const date = isoDate(meta['date']);
    expect(date).toBe(isoDate(english.get(article.unikey)?.meta['date']));
    expect(date <= LATEST_DATE).toBe(true);
  });

  it.each(articles.map((article) => [`${article.language}/${article.unikey}`, article] as const))('%s is a full article: sections, a list, and not a thin rewrite of English', (_, article) => {
    expect(article.body.match(/^## \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(article.body).toMatch(/^(- |\d+\. )\S/m);
    const source = english.get(article.unikey);
    expect(source).toBeDefined();
    const ratio = bodyTextLength(article.body) / bodyTextLength(source?.body ?? '');
    expect(ratio, `${(ratio * 100).toFixed(0)} % of the English body`).toBeGreaterThanOrEqual(MIN_BODY_RATIO[article.language as Language]);
  });

  it('gives every article its own title', () => {
    const titles = new Set(articles.map((article) => String(article.meta['title'])));
    expect(titles.size).toBe(articles.length);
  });
});
