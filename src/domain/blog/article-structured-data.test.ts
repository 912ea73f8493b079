import { describe, expect, it } from 'vitest';
import { articleJsonLd, siteUrl } from './article-structured-data.ts';
import type { BlogArticleMeta } from './blog-vocabulary.ts';

const article: BlogArticleMeta = {
  unikey: 'what-is-a-kill-switch',
  title: 'Was ein Kill Switch macht',
  summary: 'Kurz erklärt.',
  date: '2025-04-03',
  author: 'Redaktion von Harbor VPN',
  category: 'security',
  tags: ['kill-switch'],
  language: 'de',
  cover: '/blog/covers/what-is-a-kill-switch.svg',
  coverAlt: 'Ein Symbol',
  featured: false,
};

describe('an article in schema.org', () => {
  it('is signed by the editorial team as an organisation that links to its language’s About us page (issue 20)', () => {
    expect(articleJsonLd(article, '/de/blog/what-is-a-kill-switch', 'de')['author']).toEqual({
      '@type': 'Organization',
      name: 'Redaktion von Harbor VPN',
      url: siteUrl('/de/aboutus'),
    });
    expect(articleJsonLd({ ...article, language: 'en', author: 'Harbor VPN Editorial Team' }, '/blog/x', 'en')['author']).toMatchObject({ url: siteUrl('/aboutus') });
  });
});
