// Fills untranslated entries from the same message already translated in another catalogue of the same
// locale (a message moved between page keys, or shared by two pages), so translators see only new text.
// Usage: node scripts/i18n/reuse-translations.ts
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES_DIR, readCatalog, writeCatalog } from './catalog-files.ts';

for (const locale of await readdir(LOCALES_DIR)) {
  if (locale === 'en') continue;
  const keys = (await readdir(join(LOCALES_DIR, locale))).filter((file) => file.endsWith('.po')).map((file) => file.slice(0, -3));
  const catalogs = new Map<string, NonNullable<Awaited<ReturnType<typeof readCatalog>>>>();
  const known = new Map<string, string>();
  for (const key of keys) {
    const catalog = await readCatalog(locale, key);
    if (!catalog) continue;
    catalogs.set(key, catalog);
    for (const item of catalog.items) if (item.msgstr[0]) known.set(item.msgid, item.msgstr[0]);
  }
  let filled = 0;
  for (const [key, catalog] of catalogs) {
    let changed = false;
    for (const item of catalog.items) {
      const reuse = known.get(item.msgid);
      if (!item.msgstr[0] && reuse) {
        item.msgstr = [reuse];
        changed = true;
        filled += 1;
      }
    }
    if (changed) await writeCatalog(locale, key, catalog);
  }
  if (filled > 0) console.log(`${locale}: reused ${filled} translations.`);
}
