import { describe, expect, it } from 'vitest';
import { ROUTED_LANGUAGES, parseAcceptLanguage, preferredLanguage } from '../../src/domain/index.ts';
import { acceptLanguagePattern, exactly, languageAlternatives, languageMaps } from './language-maps.ts';

/** nginx's `~*` map key as JavaScript reads it (PCRE and JavaScript agree on this subset: named groups, lazy repeats, lookahead). */
const browserTag = (header: string) => new RegExp(acceptLanguagePattern(), 'i').exec(header)?.groups?.['l']?.toLowerCase();

describe("nginx's reading of Accept-Language (issue 18)", () => {
  // Headers as browsers send them: q-values falling in the listed order.
  const HEADERS = [
    'de-DE,de;q=0.9',
    'en-US,en;q=0.9,de;q=0.8',
    'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5',
    'sv-SE,sv;q=0.9,nb;q=0.8,pt-PT;q=0.7',
    'zh-CN,zh;q=0.9',
    'JA',
    'deu,de-AT;q=0.9',
    'fr;q=0, de',
    'fr;q=0.0,nl;q=0.5',
    '  ru ; q=1 , en',
    'pt-BR;q=0.000,ar;q=0.1',
    '*',
    '',
    'x-klingon,ar-EG',
    'en',
  ];

  it.each(HEADERS)('picks what the domain function picks for %j', (header) => {
    expect(browserTag(header) ?? 'none').toBe(preferredLanguage(parseAcceptLanguage(header)) ?? 'none');
  });
});

describe('the language maps', () => {
  it('name every routed language, longest first', () => {
    expect(languageAlternatives(['de', 'de-ch', 'ar']).split('|')).toEqual(['de-ch', 'ar', 'de']);
    const maps = languageMaps();
    for (const language of ROUTED_LANGUAGES) expect(maps).toContain(`${exactly(language)} ${language};`);
  });

  it('match a path or a cookie exactly, in its case', () => {
    const key = exactly('/home/de');
    const pattern = new RegExp(JSON.parse(key).slice(1));
    expect(pattern.test('/home/de')).toBe(true);
    expect(pattern.test('/HOME/de')).toBe(false);
    expect(pattern.test('/home/de/x')).toBe(false);
  });
});
