import { describe, expect, it } from 'vitest';
import { canonicalUserCode, displayUserCode, userCodeFrom } from './device-user-code.ts';

describe('canonicalUserCode', () => {
  it.each([
    ['as shown', 'BCDF-GHJK', 'BCDFGHJK'],
    ['in lower case', 'bcdf-ghjk', 'BCDFGHJK'],
    ['without the dash', 'bcdfghjk', 'BCDFGHJK'],
    ['with spaces around and inside', '  BCDF GHJK ', 'BCDFGHJK'],
    ['with a typographic dash', 'BCDF–GHJK', 'BCDFGHJK'],
  ])('reads a code typed %s', (_label, typed, canonical) => {
    expect(canonicalUserCode(typed)).toBe(canonical);
  });

  it.each([
    ['nothing', ''],
    ['seven letters', 'BCDF-GHJ'],
    ['nine letters', 'BCDF-GHJKL'],
    ['a vowel', 'BCDF-GHJA'],
    ['a digit', 'BCDF-GHJ1'],
    ['a letter outside the alphabet (Y)', 'BCDF-GHJY'],
    ['a non-ASCII letter', 'BCDF-GHJÇ'],
  ])('refuses %s', (_label, typed) => {
    expect(canonicalUserCode(typed)).toBeUndefined();
  });
});

describe('displayUserCode and userCodeFrom', () => {
  it('shows eight letters as two groups of four', () => {
    expect(displayUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
  });

  it('spells a code from indexes into the alphabet, first to last letter', () => {
    expect(userCodeFrom([0, 1, 2, 3, 16, 17, 18, 19])).toBe('BCDFVWXZ');
  });

  it('refuses a code of the wrong length', () => {
    expect(() => userCodeFrom([0, 1, 2])).toThrow(RangeError);
  });
});
