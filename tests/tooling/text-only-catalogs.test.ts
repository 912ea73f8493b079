import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, PAGE_KEYS, ROUTED_LANGUAGES, TEXT_ONLY_LOCALES } from '../../src/domain/index.ts';
import lingui from '../../lingui.config.ts';

// SPEC §2.1: "Page-text files also exist for fa, hi, id, ms, th, tr and uk." They are not routed (docs/decisions.md);
// since issue 20 `npm run i18n:check` holds them to every rule of the routed languages (complete, plurals, glossary).
// This test fails if one of their files goes missing, stops being that language's, or loses an English message.
const locales = join(import.meta.dirname, '../../locales');
const SPEC_TEXT_ONLY = ['fa', 'hi', 'id', 'ms', 'th', 'tr', 'uk'];

function catalog(locale: string, key: string) {
  return parsePo(readFileSync(join(locales, locale, `${key}.po`), 'utf8'));
}

describe('the text-only locales (SPEC §2.1)', () => {
  it('are the seven SPEC names, apart from the routed languages, and Lingui extracts into them', () => {
    expect([...TEXT_ONLY_LOCALES].sort()).toEqual(SPEC_TEXT_ONLY);
    expect(TEXT_ONLY_LOCALES.filter((locale) => (ROUTED_LANGUAGES as readonly string[]).includes(locale))).toEqual([]);
    expect(lingui.locales).toEqual(expect.arrayContaining(SPEC_TEXT_ONLY));
  });

  describe.each(SPEC_TEXT_ONLY)('%s', (locale) => {
    it('has a page-text file for every page key', () => {
      expect(PAGE_KEYS.filter((key) => !existsSync(join(locales, locale, `${key}.po`)))).toEqual([]);
    });

    it('has, in each file, every English message, marked as its language', () => {
      for (const key of PAGE_KEYS) {
        const po = catalog(locale, key);
        expect(po.headers['Language'], `${locale}/${key}.po`).toBe(locale);
        const translations = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
        const english = catalog(DEFAULT_LANGUAGE, key).items.map((item) => item.msgid);
        expect(english.filter((msgid) => !translations.has(msgid)), `${locale}/${key}.po`).toEqual([]);
      }
    });
  });
});
