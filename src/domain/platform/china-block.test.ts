import { describe, expect, it } from 'vitest';
import { isChinaBlocked } from './china-block.ts';

describe('isChinaBlocked (SPEC §5)', () => {
  it.each([
    ['China', true],
    ['CHINA', true],
    ['china', true],
    ["People's Republic of China", true],
    ['Hong Kong, China', true],
    ['Chinatown', true],
    ['Chile', false],
    ['Taiwan', false],
    ['CN', false],
    ['Chin a', false],
    ['', false],
    [undefined, false],
  ])('answers %j with %s', (country, expected) => {
    expect(isChinaBlocked(country)).toBe(expected);
  });
});
