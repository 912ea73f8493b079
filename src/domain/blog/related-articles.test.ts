import { describe, expect, it } from 'vitest';
import type { BlogCategory, BlogTag } from './blog-vocabulary.ts';
import { newestFirst, relatedArticles } from './related-articles.ts';

const article = (unikey: string, category: BlogCategory, tags: BlogTag[], date: string) => ({ unikey, category, tags, date });
const wifi = article('wifi', 'security', ['public-wifi', 'encryption', 'travel'], '2026-03-01');
const all = [
  wifi,
  article('phishing', 'security', ['phishing'], '2026-01-01'),
  article('hotel', 'guides', ['public-wifi', 'travel'], '2026-02-01'),
  article('crypto', 'guides', ['encryption'], '2026-04-01'),
  article('tv', 'streaming', ['smart-tv'], '2026-05-01'),
  article('kill', 'security', ['kill-switch', 'encryption'], '2025-12-01'),
];

describe('relatedArticles', () => {
  it('puts the same category first, then the most shared tags, then the newest, and never the article itself', () => {
    expect(relatedArticles(wifi, all).map((other) => other.unikey)).toEqual(['kill', 'phishing', 'hotel']);
  });

  it('gives fewer when there are fewer others', () => {
    expect(relatedArticles(wifi, [wifi, all[4] ?? wifi]).map((other) => other.unikey)).toEqual(['tv']);
  });
});

describe('newestFirst', () => {
  it('orders by date, newest first, then by unikey', () => {
    expect(newestFirst([article('b', 'guides', [], '2026-01-01'), article('a', 'guides', [], '2026-01-01'), article('c', 'guides', [], '2026-02-01')]).map((other) => other.unikey)).toEqual(['c', 'a', 'b']);
  });
});
