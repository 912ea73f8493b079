import { describe, expect, it } from 'vitest';
import { isInSection } from './section.ts';

describe('isInSection', () => {
  it.each([
    ['/pricing', '/pricing', true],
    ['/pricing/checkout/1y', '/pricing', true],
    ['/pricing-old', '/pricing', false],
    ['/Pricing/x', '/pricing', false],
    ['/', '/pricing', false],
  ])('%s lies in %s: %s', (path, section, inside) => {
    expect(isInSection(path, section)).toBe(inside);
  });
});
