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

/**
 * What a translation must keep of its source, sorted for comparison: ICU placeholders (`{path}`), the
 * variable of each plural (`{0, plural,`), and Lingui's numbered tags (`<0>`, `</0>`, `<0/>`).
 */
export function placeholders(message: string): string[] {
  const simple = [...message.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1] ?? ''}}`);
  const plurals = [...message.matchAll(/\{(\w+), *(plural|select|selectordinal),/g)].map((match) => `{${match[1] ?? ''}, ${match[2] ?? ''}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...simple, ...plurals, ...tags].sort();
}
