// Reading and writing the Lingui .po catalogs for the i18n scripts.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePo, stringifyPo, type PoFile } from 'pofile-ts';

export const LOCALES_DIR = join(import.meta.dirname, '../../locales');

export function catalogPath(locale: string, key: string): string {
  return join(LOCALES_DIR, locale, `${key}.po`);
}

export async function readCatalog(locale: string, key: string): Promise<PoFile | undefined> {
  try {
    return parsePo(await readFile(catalogPath(locale, key), 'utf8'));
  } catch {
    return undefined;
  }
}

export async function writeCatalog(locale: string, key: string, po: PoFile): Promise<void> {
  // Unfolded lines, as `lingui extract` writes them, so an import followed by an extract changes nothing.
  await writeFile(catalogPath(locale, key), stringifyPo(po, { foldLength: 0 }));
}
