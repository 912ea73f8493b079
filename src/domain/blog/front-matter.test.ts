import { describe, expect, it } from 'vitest';
import { isIsoDate, validateFrontMatter } from './front-matter.ts';

const VALID = {
  title: 'Public Wi-Fi risks',
  summary: 'What can go wrong.',
  date: '2026-03-14',
  author: 'Maya Lindqvist',
  category: 'security',
  tags: ['public-wifi', 'encryption'],
  language: 'en',
  cover: '/blog/covers/public-wifi-risks.svg',
  coverAlt: 'A laptop',
};
const WHERE = { unikey: 'public-wifi-risks', language: 'en' };

function problemsOf(data: unknown) {
  const outcome = validateFrontMatter(data, WHERE);
  return outcome.kind === 'invalid' ? outcome.problems : [];
}

describe('validateFrontMatter', () => {
  it('accepts a complete front matter and defaults featured to false', () => {
    const outcome = validateFrontMatter(VALID, WHERE);
    expect(outcome).toEqual({ kind: 'valid', meta: { ...VALID, unikey: 'public-wifi-risks', featured: false } });
  });

  it.each([
    ['category', { category: 'news' }, '"news" is not a blog category'],
    ['tags', { tags: ['public-wifi', 'vpn'] }, '"vpn" is not a blog tag'],
    ['tags', { tags: [] }, 'must be a non-empty list'],
    ['language', { language: 'de' }, '"de" differs from the folder "en"'],
    ['date', { date: '2026-02-30' }, '"2026-02-30" is not a YYYY-MM-DD date'],
    ['date', { date: '14/03/2026' }, '"14/03/2026" is not a YYYY-MM-DD date'],
    ['cover', { cover: 'https://example.com/a.png' }, '"https://example.com/a.png" is not an SVG under /blog/covers/'],
    ['featured', { featured: 'yes' }, 'must be true or false'],
    ['summmary', { summmary: 'typo' }, 'is not a known front-matter field'],
  ])('names the field %s when it is wrong', (field, change, problem) => {
    expect(problemsOf({ ...VALID, ...change })).toEqual([{ field, problem }]);
  });

  it.each(['title', 'summary', 'date', 'author', 'category', 'tags', 'language', 'cover', 'coverAlt'])('refuses a front matter without %s', (field) => {
    const data: Record<string, unknown> = { ...VALID };
    delete data[field];
    expect(problemsOf(data)).toEqual([{ field, problem: 'is missing' }]);
  });

  it('refuses a front matter that is not a mapping', () => {
    expect(problemsOf(['title'])).toEqual([{ field: '(front matter)', problem: 'must be a YAML mapping between --- lines' }]);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-03-14', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-3-14', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
