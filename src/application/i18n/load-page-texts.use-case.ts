import { DEFAULT_LANGUAGE, type PageKey, type TextLocale } from '../../domain/index.ts';
import type { CompiledMessages, TextCatalogPort } from '../ports/text-catalog.port.ts';

export type PageTexts = {
  /** Merged messages of every key, ready for the i18n runtime. */
  readonly messages: CompiledMessages;
  /** Catalogs that could not be loaded (the default language's text, or nothing, stands in). */
  readonly missing: readonly { readonly locale: TextLocale; readonly key: PageKey }[];
};

/**
 * SPEC §4 Text loading: the default language's messages load first and the chosen language's are laid
 * over them, so a catalog that fails to load (or a message it lacks) shows English, and an English
 * catalog that fails leaves an empty one. Loaded catalogs are cached per locale and key; failures are
 * not, so the next navigation tries again.
 */
export class PageTextsLoader {
  readonly #catalogs: TextCatalogPort;
  readonly #cache = new Map<string, Promise<CompiledMessages>>();

  constructor(catalogs: TextCatalogPort) {
    this.#catalogs = catalogs;
  }

  async load(locale: TextLocale, keys: readonly PageKey[]): Promise<PageTexts> {
    const locales: TextLocale[] = locale === DEFAULT_LANGUAGE ? [locale] : [DEFAULT_LANGUAGE, locale];
    const requests = locales.flatMap((l) => keys.map((key) => ({ locale: l, key })));
    const results = await Promise.all(
      requests.map(async (request) => ({ ...request, messages: await this.#loadOne(request.locale, request.key) })),
    );
    const messages: Record<string, unknown> = {};
    for (const result of results) Object.assign(messages, result.messages ?? {});
    return { messages, missing: results.filter((r) => r.messages === undefined).map(({ locale: l, key }) => ({ locale: l, key })) };
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
