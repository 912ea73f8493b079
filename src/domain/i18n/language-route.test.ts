import { describe, expect, it } from 'vitest';
import { localizedPath, resolveLanguageRoute, splitLanguagePrefix, type LanguageRouteRequest } from './language-route.ts';

function request(overrides: Partial<LanguageRouteRequest> & Pick<LanguageRouteRequest, 'pathname'>): LanguageRouteRequest {
  return { search: '', hash: '', cookieLanguage: undefined, browserLanguages: [], ...overrides };
}

describe('resolveLanguageRoute (SPEC §2.1)', () => {
  it.each([
    ['/en/pricing', '?a=1', '#faq', '/pricing?a=1#faq', 'default-prefix'],
    ['/en', '', '', '/', 'default-prefix'],
    ['/en/blog/category/privacy', '', '', '/blog/category/privacy', 'default-prefix'],
    ['//pricing', '', '', '/pricing', 'double-slash'],
    ['/de//pricing///x', '?q=1', '', '/de/pricing/x?q=1', 'double-slash'],
    ['/pricing/', '', '#top', '/pricing#top', 'trailing-slash'],
    ['/home', '', '', '/', 'home-alias'],
    ['/home/de', '', '', '/de', 'home-alias'],
    ['/home/en', '?x=1', '', '/?x=1', 'home-alias'],
    ['/ja/home', '', '', '/ja', 'home-alias'],
  ])('permanently redirects %s%s%s to %s (%s)', (pathname, search, hash, location, reason) => {
    expect(resolveLanguageRoute(request({ pathname, search, hash }))).toEqual({ kind: 'redirect', location, permanent: true, reason });
  });

  it('sends an unprefixed path to the cookie language, keeping query and hash', () => {
    expect(resolveLanguageRoute(request({ pathname: '/pricing', search: '?a=1', hash: '#plans', cookieLanguage: 'de' }))).toEqual({
      kind: 'redirect',
      location: '/de/pricing?a=1#plans',
      permanent: false,
      reason: 'cookie',
    });
  });

  it('applies the cookie language when it differs from the one in the path', () => {
    expect(resolveLanguageRoute(request({ pathname: '/fr/pricing', cookieLanguage: 'ru' }))).toMatchObject({ location: '/ru/pricing', reason: 'cookie' });
    expect(resolveLanguageRoute(request({ pathname: '/fr/pricing', cookieLanguage: 'en' }))).toMatchObject({ location: '/pricing', reason: 'cookie' });
    expect(resolveLanguageRoute(request({ pathname: '/ar', cookieLanguage: 'ja' }))).toMatchObject({ location: '/ja', reason: 'cookie' });
  });

  it('renders when the cookie agrees with the path', () => {
    expect(resolveLanguageRoute(request({ pathname: '/de/pricing', cookieLanguage: 'de' }))).toEqual({ kind: 'render', language: 'de', pathWithoutPrefix: '/pricing' });
    expect(resolveLanguageRoute(request({ pathname: '/', cookieLanguage: 'en' }))).toEqual({ kind: 'render', language: 'en', pathWithoutPrefix: '/' });
  });

  it('detects the browser language on a first visit and asks to remember it', () => {
    expect(resolveLanguageRoute(request({ pathname: '/', browserLanguages: ['de-DE', 'de', 'en'] }))).toEqual({
      kind: 'redirect',
      location: '/de',
      permanent: false,
      reason: 'browser',
      rememberLanguage: 'de',
    });
    expect(resolveLanguageRoute(request({ pathname: '/features', browserLanguages: ['pt-BR'] }))).toMatchObject({ location: '/pt/features' });
  });

  it('prefers the cookie over the browser language', () => {
    expect(resolveLanguageRoute(request({ pathname: '/', cookieLanguage: 'en', browserLanguages: ['de'] }))).toMatchObject({ kind: 'render', language: 'en' });
  });

  it('falls back to English when no browser language is routed', () => {
    expect(resolveLanguageRoute(request({ pathname: '/', browserLanguages: ['zh-CN', 'ko'] }))).toEqual({ kind: 'render', language: 'en', pathWithoutPrefix: '/' });
    expect(resolveLanguageRoute(request({ pathname: '/', browserLanguages: [] }))).toMatchObject({ kind: 'render', language: 'en' });
  });

  it('keeps an explicitly prefixed path on a first visit', () => {
    expect(resolveLanguageRoute(request({ pathname: '/fr/pricing', browserLanguages: ['de'] }))).toEqual({ kind: 'render', language: 'fr', pathWithoutPrefix: '/pricing' });
  });

  it('ignores a cookie that names no routed language', () => {
    expect(resolveLanguageRoute(request({ pathname: '/pricing', cookieLanguage: 'xx' }))).toMatchObject({ kind: 'render', language: 'en' });
    expect(resolveLanguageRoute(request({ pathname: '/pricing', cookieLanguage: 'fa' }))).toMatchObject({ kind: 'render', language: 'en' });
    expect(resolveLanguageRoute(request({ pathname: '/pricing', cookieLanguage: '' }))).toMatchObject({ kind: 'render', language: 'en' });
  });

  it('treats an unknown two-letter segment as an English path, not a language', () => {
    expect(resolveLanguageRoute(request({ pathname: '/zz/pricing' }))).toEqual({ kind: 'render', language: 'en', pathWithoutPrefix: '/zz/pricing' });
    expect(resolveLanguageRoute(request({ pathname: '/home/zz' }))).toMatchObject({ kind: 'render' });
  });
});

describe('localizedPath and splitLanguagePrefix', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/pricing', '/pricing'],
    ['de', '/', '/de'],
    ['ar', '/blog/more', '/ar/blog/more'],
  ] as const)('puts %s %s at %s', (language, path, expected) => {
    expect(localizedPath(language, path)).toBe(expected);
  });

  it.each([
    ['/de/pricing', { language: 'de', prefixed: true, pathWithoutPrefix: '/pricing' }],
    ['/de', { language: 'de', prefixed: true, pathWithoutPrefix: '/' }],
    ['/pricing', { language: 'en', prefixed: false, pathWithoutPrefix: '/pricing' }],
    ['/', { language: 'en', prefixed: false, pathWithoutPrefix: '/' }],
    ['/deutsch', { language: 'en', prefixed: false, pathWithoutPrefix: '/deutsch' }],
  ] as const)('splits %s', (pathname, expected) => {
    expect(splitLanguagePrefix(pathname)).toEqual(expected);
  });
});
