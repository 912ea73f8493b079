import { describe, expect, it } from 'vitest';
import { headTagsHtml, pageHeadTags, type HeadTag, type PageHead } from './page-head.ts';

const origin = 'https://harbor.test';
const base: PageHead = { language: 'de', path: '/pricing', title: 'Preise | Harbor VPN', description: 'Alle Tarife', indexable: true };

function attributes(tags: readonly HeadTag[], match: (a: Readonly<Record<string, string>>) => boolean) {
  return tags.filter((tag) => match(tag.attributes)).map((tag) => tag.attributes);
}

describe('pageHeadTags', () => {
  it('names the page in its own language as canonical, with every language and x-default as alternates', () => {
    const tags = pageHeadTags(base, origin);
    expect(attributes(tags, (a) => a['rel'] === 'canonical')).toEqual([{ rel: 'canonical', href: 'https://harbor.test/de/pricing' }]);
    const alternates = attributes(tags, (a) => a['rel'] === 'alternate').map((a) => [a['hreflang'], a['href']]);
    expect(alternates).toHaveLength(12);
    expect(alternates).toContainEqual(['en', 'https://harbor.test/pricing']);
    expect(alternates).toContainEqual(['pt-BR', 'https://harbor.test/pt/pricing']);
    expect(alternates.at(-1)).toEqual(['x-default', 'https://harbor.test/pricing']);
  });

  it('gives the home page unprefixed English and /de for German', () => {
    const tags = pageHeadTags({ ...base, language: 'en', path: '/' }, origin);
    expect(attributes(tags, (a) => a['rel'] === 'canonical')[0]?.['href']).toBe('https://harbor.test/');
    expect(attributes(tags, (a) => a['hreflang'] === 'de')[0]?.['href']).toBe('https://harbor.test/de');
  });

  it('marks pages that are not indexable noindex, without canonical or alternates', () => {
    const tags = pageHeadTags({ ...base, indexable: false }, origin);
    expect(attributes(tags, (a) => a['name'] === 'robots')).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(attributes(tags, (a) => a['rel'] !== undefined)).toEqual([]);
  });

  it('lists only the languages an article exists in, and no x-default without English', () => {
    const tags = pageHeadTags({ ...base, languages: ['de', 'fr'] }, origin);
    expect(attributes(tags, (a) => a['rel'] === 'alternate').map((a) => a['hreflang'])).toEqual(['de', 'fr']);
    expect(attributes(tags, (a) => a['property'] === 'og:locale:alternate').map((a) => a['content'])).toEqual(['fr_FR']);
  });

  it('writes Open Graph and a large Twitter card with the default 1200×630 share image', () => {
    const tags = pageHeadTags(base, origin);
    const content = (key: string) => attributes(tags, (a) => a['property'] === key || a['name'] === key).map((a) => a['content']);
    expect(content('og:locale')).toEqual(['de_DE']);
    expect(content('og:image')).toEqual(['https://harbor.test/harbor-vpn-share.png']);
    expect([content('og:image:width'), content('og:image:height')]).toEqual([['1200'], ['630']]);
    expect(content('twitter:card')).toEqual(['summary_large_image']);
    expect(content('og:url')).toEqual(['https://harbor.test/de/pricing']);
  });
});

describe('headTagsHtml', () => {
  it('escapes attribute values and keeps JSON-LD from closing its script element', () => {
    const html = headTagsHtml(pageHeadTags({ ...base, description: 'a "quoted" <b>', structuredData: [{ '@type': 'Thing', name: '</script><script>' }] }, origin));
    expect(html).toContain('content="a &#34;quoted&#34; &#60;b&#62;"');
    expect(html).toContain('<script data-head type="application/ld+json">{"@type":"Thing","name":"\\u003c/script>\\u003cscript>"}</script>');
  });
});
