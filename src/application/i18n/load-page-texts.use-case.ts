import { DEFAULT_LANGUAGE, type PageKey, type TextLocale } from '../../domain/index.ts';
import type { CompiledMessages, TextCatalogPort } from '../ports/text-catalog.port.ts';

export type PageTexts = {
  /** Merged messages of every key, ready for the i18n runtime. */
  readonly messages: CompiledMessages;
  /** Catalogs that could not be loaded (the default language's text, or nothing, stands in). */
  readonly missing: readonly { readonly locale: TextLocale; readonly key: PageKey }[];
};

/**
 * SPEC §4 Text loading: each key's catalog of the chosen language loads once, and the default language's only when
 * it fails: a compiled catalog already holds the default language's text for every message it has not translated
 * (Lingui compiles with `fallbackLocales`), so laying it under a catalog that loaded would fetch every page's texts
 * twice for nothing. An English catalog that fails too leaves an empty one. Loaded catalogs are cached per locale
 * and key; failures are not, so the next navigation tries again.
 */
export class PageTextsLoader {
  readonly #catalogs: TextCatalogPort;
  readonly #cache = new Map<string, Promise<CompiledMessages>>();

  constructor(catalogs: TextCatalogPort) {
    this.#catalogs = catalogs;
  }

  async load(locale: TextLocale, keys: readonly PageKey[]): Promise<PageTexts> {
    const results = await Promise.all(keys.map((key) => this.#loadWithFallback(locale, key)));
    const messages: Record<string, unknown> = {};
    // A message shared by two keys reads in the chosen language when either key's catalog has it.
    for (const result of [...results.filter((r) => r.missing.length > 0), ...results.filter((r) => r.missing.length === 0)]) Object.assign(messages, result.messages);
    return { messages, missing: results.flatMap((result) => result.missing) };
  }

  async #loadWithFallback(locale: TextLocale, key: PageKey): Promise<{ messages: CompiledMessages; missing: PageTexts['missing'] }> {
    const own = await this.#loadOne(locale, key);
    if (own !== undefined) return { messages: own, missing: [] };
    if (locale === DEFAULT_LANGUAGE) return { messages: {}, missing: [{ locale, key }] };
    const fallback = await this.#loadOne(DEFAULT_LANGUAGE, key);
    if (fallback === undefined) return { messages: {}, missing: [{ locale, key }, { locale: DEFAULT_LANGUAGE, key }] };
    return { messages: fallback, missing: [{ locale, key }] };
  }

  async #loadOne(locale: TextLocale, key: PageKey): Promise<CompiledMessages | undefined> {
    const cacheKey = `${locale}/${key}`;
    let pending = this.#cache.get(cacheKey);
    if (!pending) {
      pending = this.#catalogs.load(locale, key);
      this.#cache.set(cacheKey, pending);
    }
    try {
      return await pending;
    } catch {
      this.#cache.delete(cacheKey);
      return undefined;
    }
  }
}
