import { describe, expect, it } from 'vitest';
import { sameSitePath } from './return-path.ts';

const SITE = 'https://harborvpn.com';

describe('sameSitePath', () => {
  it.each([
    ['/pricing?plan=1y', '/pricing?plan=1y'],
    ['/de/myaccount#devices', '/de/myaccount#devices'],
    ['/blog/search?q=a%20b', '/blog/search?q=a%20b'],
    // The parser's own reading is what is followed: dot segments are resolved on the site.
    ['/a/../pricing', '/pricing'],
  ])('keeps a path of the site: %s', (raw, path) => {
    expect(sameSitePath(raw, SITE)).toBe(path);
  });

  // Issue 16 finding 8: each of these is another site (or no address) once a browser or the URL parser reads it.
  it.each([
    ['no value', null],
    ['an empty value', ''],
    ['another site, protocol-relative', '//evil.example/'],
    ['another site behind a TAB', '/\t/evil.example'],
    ['another site behind a line feed', '/\n/evil.example'],
    ['another site behind a carriage return', '/\r/evil.example'],
    ['another site behind a backslash', '/\\evil.example'],
    ['another site behind two backslashes', '\\\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a script address after a slash-less scheme', 'JaVaScRiPt:alert(document.domain)'],
    ['an absolute address of another site', 'https://evil.example/pricing'],
    ['an absolute address of this site (only paths are accepted)', 'https://harborvpn.com/pricing'],
    ['a relative path', 'pricing'],
    ['a NUL byte', '/pricing\u0000'],
    ['a DEL character', '/\u007f/evil.example'],
    ['a C1 control character', '/pricing\u0085'],
  ])('refuses %s', (_, raw) => {
    expect(sameSitePath(raw, SITE)).toBeUndefined();
  });

  it('never throws, even for a site origin the parser refuses', () => {
    expect(sameSitePath('/pricing', 'not an origin')).toBeUndefined();
  });
});
