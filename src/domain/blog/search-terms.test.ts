import { describe, expect, it } from 'vitest';
import { highlightParts, normaliseSearchTerm, searchWords, snippetAround } from './search-terms.ts';

describe('normaliseSearchTerm', () => {
  it.each([
    ['Café', 'cafe'],
    ['CRÈME', 'creme'],
    ['Ёлка', 'елка'],
    ['Ｗｉ－Ｆｉ', 'wi－fi'.normalize('NFKD')],
    ['Łódź', 'łodz'],
    ['ガイド', 'ガイド'.normalize('NFKD')],
  ])('%s → %s', (term, expected) => {
    expect(normaliseSearchTerm(term)).toBe(expected);
  });

  it('makes an accented and an unaccented spelling the same term', () => {
    expect(normaliseSearchTerm('résumé')).toBe(normaliseSearchTerm('resume'));
  });
});

describe('searchWords', () => {
  it('splits alphabetic text on anything that is not a letter or digit', () => {
    expect(searchWords('Wi-Fi, at the café (2026)!', 'en')).toEqual(['Wi', 'Fi', 'at', 'the', 'café', '2026']);
  });

  it('cuts Japanese into words with Intl.Segmenter', () => {
    const words = searchWords('空港やホテル、喫茶店では無料のWi-Fiが当たり前になりました。', 'ja');
    expect(words).toContain('喫茶店');
    expect(words).toContain('ホテル');
    expect(words).not.toContain('、');
  });
});

describe('highlightParts', () => {
  it('marks the words that match a term, prefix included, keeping the rest as plain text', () => {
    expect(highlightParts('Encrypted DNS at the Café', 'en', ['cafe', 'encrypt'])).toEqual([
      { text: 'Encrypted', matched: true },
      { text: ' DNS at the ', matched: false },
      { text: 'Café', matched: true },
    ]);
  });

  it('marks a Japanese word inside unspaced text', () => {
    const parts = highlightParts('空港や喫茶店では', 'ja', ['喫茶店']);
    expect(parts.filter((part) => part.matched).map((part) => part.text)).toEqual(['喫茶店']);
    expect(parts.map((part) => part.text).join('')).toBe('空港や喫茶店では');
  });
});

describe('snippetAround', () => {
  it('shows the text around the first match, with ellipses where it was cut', () => {
    const text = `${'lorem '.repeat(60)}pineapple ${'ipsum '.repeat(60)}`;
    const snippet = snippetAround(text, 'en', ['pineapple'], 80);
    expect(snippet).toContain('pineapple');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });
});
