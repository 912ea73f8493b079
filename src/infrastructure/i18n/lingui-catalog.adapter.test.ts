import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, PAGE_KEYS, type TextLocale } from '../../domain/index.ts';
import { LinguiCatalogAdapter } from './lingui-catalog.adapter.ts';

/**
 * The page-text loader fetches English only when a catalog fails to load (issue 17). That is sound only while every
 * compiled catalog holds every message of its English one: Lingui compiles a message a translator has not translated
 * yet with the `fallbackLocales` text (lingui.config.ts), and the catalogue check keeps the ids of every locale in step.
 */
describe('LinguiCatalogAdapter', () => {
  const adapter = new LinguiCatalogAdapter();

  // A right-to-left language, one of another script, and one whose catalogs are mostly untranslated (every locale's
  // ids are the same, so these stand for all; compiling all seventeen took 10 s of the unit run).
  const locales: readonly TextLocale[] = ['ar', 'ja', 'fa'];

  it('compiles each locale with every message of the English catalog, untranslated ones in English', { timeout: 30_000 }, async () => {
    const gaps: string[] = [];
    let inEnglish = 0;
    for (const key of PAGE_KEYS) {
      const english = await adapter.load(DEFAULT_LANGUAGE, key);
      for (const locale of locales) {
        const compiled = await adapter.load(locale, key);
        for (const id of Object.keys(english)) {
          if (compiled[id] === undefined) gaps.push(`${locale}/${key}: ${id}`);
          else if (locale === 'fa' && JSON.stringify(compiled[id]) === JSON.stringify(english[id])) inEnglish += 1;
        }
      }
    }
    expect(gaps).toEqual([]);
    // The fallback is at work: Persian's untranslated messages read in English.
    expect(inEnglish).toBeGreaterThan(0);
  });

  it('rejects a catalog that does not exist, so the loader can fall back', async () => {
    await expect(adapter.load('fr', 'no-such-key' as never)).rejects.toThrow('No catalog for fr/no-such-key');
  });
});
