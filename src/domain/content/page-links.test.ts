import { describe, expect, it } from 'vitest';
import { MissingPageLinkError, findLink, isSitePath, linkAt } from './page-links.ts';

const tree = { apps: { windows: '/download/windows', store: { ios: 'https://apps.apple.com/app/id1' } }, pricing: '/pricing' };

describe('page links', () => {
  it('finds a leaf by dotted key at any depth', () => {
    expect(findLink(tree, 'pricing')).toBe('/pricing');
    expect(findLink(tree, 'apps.windows')).toBe('/download/windows');
    expect(findLink(tree, 'apps.store.ios')).toBe('https://apps.apple.com/app/id1');
  });

  it('finds nothing for a missing segment, a branch, an empty segment or an inherited name', () => {
    expect(findLink(tree, 'apps.linux')).toBeUndefined();
    expect(findLink(tree, 'apps')).toBeUndefined();
    expect(findLink(tree, 'pricing.monthly')).toBeUndefined();
    expect(findLink(tree, 'apps..windows')).toBeUndefined();
    expect(findLink(tree, '')).toBeUndefined();
    expect(findLink(tree, 'toString')).toBeUndefined();
  });

  it('throws a named error for a missing key', () => {
    expect(() => linkAt('home', tree, 'apps.linux')).toThrow(MissingPageLinkError);
    expect(() => linkAt('home', tree, 'apps.linux')).toThrow("No page link 'apps.linux' in the 'home' link source.");
    expect(linkAt('home', tree, 'apps.windows')).toBe('/download/windows');
  });

  it('tells site paths from external addresses', () => {
    expect(isSitePath('/pricing')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('https://apps.apple.com')).toBe(false);
  });
});
