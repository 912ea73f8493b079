import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, preferredLanguage } from './browser-language.ts';
import { languageTag, textDirection } from './languages.ts';

describe('parseAcceptLanguage', () => {
  it('orders tags by q-value, then by position', () => {
    expect(parseAcceptLanguage('en;q=0.5, de-DE,de;q=0.9, fr')).toEqual(['de-DE', 'fr', 'de', 'en']);
  });
  it('drops wildcards, zero weights and malformed weights', () => {
    expect(parseAcceptLanguage('*, ja;q=0, ru;q=abc, it')).toEqual(['it']);
  });
  it('answers nothing for an empty or missing header', () => {
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('preferredLanguage', () => {
  it('takes the first browser language the site is routed in', () => {
    expect(preferredLanguage(['zh-CN', 'ES-mx', 'en'])).toBe('es');
  });
  it('maps any Portuguese to the Brazilian site', () => {
    expect(preferredLanguage(['pt-PT'])).toBe('pt');
  });
  it('answers undefined when none is routed', () => {
    expect(preferredLanguage(['fa', 'tr'])).toBeUndefined();
  });
});

describe('language attributes', () => {
  it('writes Arabic right to left and the rest left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
  it('tags Portuguese as Brazilian', () => {
    expect(languageTag('pt')).toBe('pt-BR');
    expect(languageTag('ja')).toBe('ja');
  });
});
