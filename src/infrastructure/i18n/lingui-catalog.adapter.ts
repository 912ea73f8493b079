import type { CompiledMessages, TextCatalogPort } from '../../application/ports/text-catalog.port.ts';
import type { PageKey, TextLocale } from '../../domain/index.ts';

type CatalogModule = { messages: CompiledMessages };

// One lazy chunk per locale and page key: the Lingui Vite plugin compiles each .po file on import.
const CATALOGS = import.meta.glob<CatalogModule>('../../../locales/*/*.po');

/** Loads compiled Lingui catalogs from locales/{locale}/{key}.po (SPEC §7: lazy static files). */
export class LinguiCatalogAdapter implements TextCatalogPort {
  async load(locale: TextLocale, key: PageKey): Promise<CompiledMessages> {
    const importCatalog = CATALOGS[`../../../locales/${locale}/${key}.po`];
    if (!importCatalog) throw new Error(`No catalog for ${locale}/${key}`);
    const catalog = await importCatalog();
    return catalog.messages;
  }
}
