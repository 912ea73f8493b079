import type { CompiledMessages, TextCatalogPort } from '../../application/ports/text-catalog.port.ts';
import type { PageKey, TextLocale } from '../../domain/index.ts';

type CatalogModule = { messages: CompiledMessages };

/** Lazy imports of compiled catalogues by path (`import.meta.glob` over locales/{locale}/{key}.po, from src/). */
export type CatalogImports = Readonly<Record<string, () => Promise<CatalogModule>>>;

/**
 * Loads compiled Lingui catalogues from the imports it is given (SPEC §7: lazy static files): the app's adapter gives
 * every page key's, a document page's runtime only those its islands read (issue 17), so its chunk does not carry
 * the map of every catalogue.
 */
export class CompiledCatalogsAdapter implements TextCatalogPort {
  readonly #imports: CatalogImports;
  readonly #base: string;

  /** `base` is how the imports' paths begin, up to `locales/`. */
  constructor(imports: CatalogImports, base: string) {
    this.#imports = imports;
    this.#base = base;
  }

  async load(locale: TextLocale, key: PageKey): Promise<CompiledMessages> {
    const importCatalog = this.#imports[`${this.#base}locales/${locale}/${key}.po`];
    if (!importCatalog) throw new Error(`No catalog for ${locale}/${key}`);
    return (await importCatalog()).messages;
  }
}
