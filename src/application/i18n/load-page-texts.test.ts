import { describe, expect, it } from 'vitest';
import type { PageKey, TextLocale } from '../../domain/index.ts';
import type { CompiledMessages, TextCatalogPort } from '../ports/text-catalog.port.ts';
import { PageTextsLoader } from './load-page-texts.use-case.ts';

/** A catalog store that records every load and fails for the catalogs it lacks. */
class FakeCatalogs implements TextCatalogPort {
  readonly loads: string[] = [];
  readonly catalogs: Map<string, CompiledMessages>;
  constructor(catalogs: Record<string, CompiledMessages>) {
    this.catalogs = new Map(Object.entries(catalogs));
  }
  async load(locale: TextLocale, key: PageKey): Promise<CompiledMessages> {
    this.loads.push(`${locale}/${key}`);
    const catalog = this.catalogs.get(`${locale}/${key}`);
    if (!catalog) throw new Error('missing');
    return catalog;
  }
}

describe('PageTextsLoader (SPEC §4 Text loading)', () => {
  it('loads the chosen language alone: its compiled catalog already carries the English of what it lacks', async () => {
    // Lingui compiles `de/home.po` with `fallbackLocales`: an untranslated message is English in the compiled catalog.
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello', b: 'World' }, 'de/home': { a: 'Hallo', b: 'World' } });
    const texts = await new PageTextsLoader(catalogs).load('de', ['home']);
    expect(texts.messages).toEqual({ a: 'Hallo', b: 'World' });
    expect(texts.missing).toEqual([]);
    expect(catalogs.loads).toEqual(['de/home']);
  });

  it('uses the default language when a catalog fails to load', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello' } });
    const texts = await new PageTextsLoader(catalogs).load('ja', ['home']);
    expect(texts.messages).toEqual({ a: 'Hello' });
    expect(texts.missing).toEqual([{ locale: 'ja', key: 'home' }]);
    expect(catalogs.loads).toEqual(['ja/home', 'en/home']);
  });

  it("loads English only for the key whose catalog failed, and a shared message keeps the chosen language's text", async () => {
    const catalogs = new FakeCatalogs({ 'ja/home': { a: 'こんにちは', shared: '共有' }, 'en/footer': { f: 'Footer', shared: 'Shared' } });
    const texts = await new PageTextsLoader(catalogs).load('ja', ['home', 'footer']);
    expect(texts.messages).toEqual({ a: 'こんにちは', f: 'Footer', shared: '共有' });
    expect(texts.missing).toEqual([{ locale: 'ja', key: 'footer' }]);
    expect([...catalogs.loads].sort()).toEqual(['en/footer', 'ja/footer', 'ja/home']);
  });

  it('uses an empty catalog when the default language fails too', async () => {
    const texts = await new PageTextsLoader(new FakeCatalogs({})).load('fr', ['pricing']);
    expect(texts.messages).toEqual({});
    expect(texts.missing).toHaveLength(2);
  });

  it('loads English alone for English pages', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello' }, 'en/footer': { f: 'Footer' } });
    await new PageTextsLoader(catalogs).load('en', ['home', 'footer']);
    expect(catalogs.loads).toEqual(['en/home', 'en/footer']);
  });

  it('caches each loaded catalog per locale and key', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello' }, 'de/home': { a: 'Hallo' } });
    const loader = new PageTextsLoader(catalogs);
    await loader.load('de', ['home']);
    await loader.load('de', ['home']);
    expect(catalogs.loads).toEqual(['de/home']);
  });

  it('loads each catalog once across pages that share keys, even when asked for at once', async () => {
    const catalogs = new FakeCatalogs({ 'fr/home': { a: 'Bonjour' }, 'fr/header': { h: 'En-tête' }, 'fr/footer': { f: 'Pied' }, 'fr/pricing': { p: 'Prix' } });
    const loader = new PageTextsLoader(catalogs);
    // Hydration and the first navigation's loader may ask for the shell's keys together.
    await Promise.all([loader.load('fr', ['home', 'header', 'footer']), loader.load('fr', ['header', 'footer'])]);
    await loader.load('fr', ['pricing', 'header', 'footer']);
    expect([...catalogs.loads].sort()).toEqual(['fr/footer', 'fr/header', 'fr/home', 'fr/pricing']);
  });

  it('tries a failed catalog again on the next navigation', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello' } });
    const loader = new PageTextsLoader(catalogs);
    await loader.load('de', ['home']);
    catalogs.catalogs.set('de/home', { a: 'Hallo' });
    expect((await loader.load('de', ['home'])).messages).toEqual({ a: 'Hallo' });
  });
});
