import type { PageKey, TextLocale } from '../../domain/index.ts';

/** Compiled messages of one catalog: message id → compiled message. */
export type CompiledMessages = Readonly<Record<string, unknown>>;

/** Loads one page-text catalog (SPEC §7: lazy-loaded static files per language and page key). Rejects when it cannot. */
export interface TextCatalogPort {
  load(locale: TextLocale, key: PageKey): Promise<CompiledMessages>;
}
