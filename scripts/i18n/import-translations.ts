// Merges translations from JSON files shaped { "<pageKey>": { "<English message>": "<translation>" } }
// into locales/<locale>/<pageKey>.po. Usage: node scripts/i18n/import-translations.ts <locale> <file.json>...
import { readFile } from 'node:fs/promises';
import { readCatalog, writeCatalog } from './catalog-files.ts';

const [locale, ...files] = process.argv.slice(2);
if (!locale || files.length === 0) {
  console.error('Usage: node scripts/i18n/import-translations.ts <locale> <file.json>...');
  process.exit(2);
}
let merged = 0;
for (const file of files) {
  const byKey = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string>>;
  for (const [key, translations] of Object.entries(byKey)) {
    const catalog = await readCatalog(locale, key);
    if (!catalog) {
      console.warn(`No catalog ${locale}/${key}.po; skipped.`);
      continue;
    }
    for (const item of catalog.items) {
      const translation = translations[item.msgid];
      if (translation) {
        item.msgstr = [translation];
        merged += 1;
      }
    }
    await writeCatalog(locale, key, catalog);
  }
}
console.log(`Merged ${merged} translations into ${locale}.`);
