import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Issue 6: the English blog articles keep to the content format the blog build reads (brief, shared facts).
const ROOT = join(import.meta.dirname, '../..');
const ARTICLES = join(ROOT, 'content/blog/en');
const CATEGORIES = ['privacy', 'security', 'streaming', 'guides'];
const TAGS = new Set([
  'public-wifi', 'encryption', 'no-logs', 'streaming', 'travel', 'gaming', 'privacy-laws', 'passwords', 'phishing', 'kill-switch', 'wireguard', 'dns',
  'webrtc', 'ip-address', 'smart-tv', 'mobile', 'router', 'censorship', 'remote-work', 'shopping', 'two-factor', 'social-media', 'families', 'beginners',
]);
const LATEST_DATE = '2026-11-25';
/** Articles that other languages translate, so their keys must not change. */
const REQUIRED = ['public-wifi-risks', 'what-is-a-no-logs-vpn', 'vpn-for-streaming-abroad'];

type FrontMatter = Record<string, unknown>;

function readArticle(file: string): { key: string; meta: FrontMatter; body: string } {
  const text = readFileSync(join(ARTICLES, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (match === null) throw new Error(`${file}: no front matter`);
  return { key: file.replace(/\.md$/, ''), meta: parse(match[1] ?? '') as FrontMatter, body: match[2] ?? '' };
}

/** Words of prose: tokens with a letter or digit, so table rules and list markers do not count. */
function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const articles = readdirSync(ARTICLES)
  .filter((file) => file.endsWith('.md'))
  .map(readArticle);

describe('English blog articles', () => {
  it('are 24, including the three that other languages translate', () => {
    expect(articles).toHaveLength(24);
    expect(articles.map((article) => article.key)).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('feature exactly three articles and fill every category with at least five', () => {
    expect(articles.filter((article) => article.meta['featured'] === true)).toHaveLength(3);
    for (const category of CATEGORIES) expect(articles.filter((article) => article.meta['category'] === category).length, category).toBeGreaterThanOrEqual(5);
  });

  it.each(articles.map((article) => [article.key, article] as const))('%s has complete front matter, a real body and its cover', (key, { meta, body }) => {
    expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const field of ['title', 'summary', 'author', 'coverAlt']) {
      expect(typeof meta[field], field).toBe('string');
      expect(String(meta[field]).trim().length, field).toBeGreaterThan(3);
    }
    expect(meta['language']).toBe('en');
    expect(CATEGORIES).toContain(meta['category']);
    const tags = meta['tags'] as unknown[];
    expect(Array.isArray(tags)).toBe(true);
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeLessThanOrEqual(4);
    for (const tag of tags) expect(TAGS.has(String(tag)), String(tag)).toBe(true);
    // YAML reads an unquoted ISO date as a string in the core schema used here.
    const date = String(meta['date']);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date >= '2025-01-01' && date <= LATEST_DATE, date).toBe(true);
    expect(meta['cover']).toBe(`/blog/covers/${key}.svg`);
    const cover = readFileSync(join(ROOT, 'public', String(meta['cover'])), 'utf8');
    expect(cover).toMatch(/viewBox="0 0 1200 630"/);
    expect(cover).not.toMatch(/<text|href=/);
    expect(cover.length).toBeLessThan(3200);
    const words = wordCount(body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
    expect(body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(/^> |^\|.*\|$/m.test(body), 'a blockquote or a table').toBe(true);
    expect(body).not.toMatch(/lorem ipsum/i);
  });
});
