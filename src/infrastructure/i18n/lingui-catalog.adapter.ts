import type { CompiledMessages } from '../../application/ports/text-catalog.port.ts';
import { CompiledCatalogsAdapter } from './compiled-catalogs.adapter.ts';

// One lazy chunk per locale and page key: the Lingui Vite plugin compiles each .po file on import.
const CATALOGS = import.meta.glob<{ messages: CompiledMessages }>('../../../locales/*/*.po');

/** Loads compiled Lingui catalogs from locales/{locale}/{key}.po (SPEC §7: lazy static files): every page key's. */
export class LinguiCatalogAdapter extends CompiledCatalogsAdapter {
  constructor() {
    super(CATALOGS, '../../../');
  }
}
