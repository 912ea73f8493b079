import { describe, expect, it } from 'vitest';
import { windowsHandOffPath } from './windows-hand-off.ts';

const PLANS = ['1m', '1y', '2y'];

describe("the Windows app's hand-off to payment", () => {
  it.each([
    ['?plan=1y', '/pricing/checkout/1y'],
    ['?plan=2y&trial=1', '/pricing/checkout/2y?trial=1'],
    ['plan=1m&trial=0&utm_source=app', '/pricing/checkout/1m'],
    ['', '/pricing'],
    ['?plan=5y', '/pricing'],
    ['?plan=../login', '/pricing'],
  ])('sends %j to %s', (search, path) => {
    expect(windowsHandOffPath(search, PLANS)).toBe(path);
  });
});
