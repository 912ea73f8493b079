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
  it('lays the chosen language over the default language', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello', b: 'World' }, 'de/home': { a: 'Hallo' } });
    const texts = await new PageTextsLoader(catalogs).load('de', ['home']);
    expect(texts.messages).toEqual({ a: 'Hallo', b: 'World' });
    expect(texts.missing).toEqual([]);
  });

  it('uses the default language when a catalog fails to load', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello' } });
    const texts = await new PageTextsLoader(catalogs).load('ja', ['home']);
    expect(texts.messages).toEqual({ a: 'Hello' });
    expect(texts.missing).toEqual([{ locale: 'ja', key: 'home' }]);
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
    expect(catalogs.loads).toEqual(['en/home', 'de/home']);
  });

  it('tries a failed catalog again on the next navigation', async () => {
    const catalogs = new FakeCatalogs({ 'en/home': { a: 'Hello' } });
    const loader = new PageTextsLoader(catalogs);
    await loader.load('de', ['home']);
    catalogs.catalogs.set('de/home', { a: 'Hallo' });
    expect((await loader.load('de', ['home'])).messages).toEqual({ a: 'Hallo' });
  });
});
