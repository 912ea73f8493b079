// The catalogue check in `npm test`: every routed language has every message English has, with the same
// placeholders. Text-only locales (fa, hi, id, ms, th, tr, uk) are reported, not enforced.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { ALL_TEXT_LOCALES, DEFAULT_LANGUAGE, PAGE_KEYS, ROUTED_LANGUAGES, type TextLocale } from '../../src/domain/index.ts';
import { placeholders, readCatalog } from './catalog-files.ts';

type Problem = { locale: TextLocale; key: string; msgid: string; problem: string };

const problems: Problem[] = [];

// The committed English catalogues must hold exactly what the code says: a message added without
// `npm run i18n:extract` would reach production as a bare message id.
const scratch = mkdtempSync(join(tmpdir(), 'lingui-check-'));
try {
  execFileSync(process.execPath, [join(import.meta.dirname, '../../node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--locale', DEFAULT_LANGUAGE], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: 'ignore',
  });
  for (const key of PAGE_KEYS) {
    const fresh = new Set(parsePo(readFileSync(join(scratch, DEFAULT_LANGUAGE, `${key}.po`), 'utf8')).items.map((item) => item.msgid));
    const committed = new Set((await readCatalog(DEFAULT_LANGUAGE, key))?.items.map((item) => item.msgid) ?? []);
    for (const msgid of fresh) if (!committed.has(msgid)) problems.push({ locale: DEFAULT_LANGUAGE, key, msgid, problem: 'in the code but not extracted (run npm run i18n:extract)' });
    for (const msgid of committed) if (!fresh.has(msgid)) problems.push({ locale: DEFAULT_LANGUAGE, key, msgid, problem: 'extracted but gone from the code (run npm run i18n:extract)' });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

for (const key of PAGE_KEYS) {
  const source = await readCatalog(DEFAULT_LANGUAGE, key);
  if (!source) {
    problems.push({ locale: DEFAULT_LANGUAGE, key, msgid: '', problem: 'English catalog missing (run npm run i18n:extract)' });
    continue;
  }
  for (const locale of ALL_TEXT_LOCALES) {
    if (locale === DEFAULT_LANGUAGE) continue;
    const catalog = await readCatalog(locale, key);
    const translations = new Map((catalog?.items ?? []).map((item) => [item.msgid, item.msgstr[0] ?? '']));
    for (const { msgid } of source.items) {
      const translation = translations.get(msgid);
      if (!translation) {
        problems.push({ locale, key, msgid, problem: 'missing translation' });
      } else if (placeholders(translation).join() !== placeholders(msgid).join()) {
        problems.push({ locale, key, msgid, problem: `placeholders differ: "${translation}"` });
      }
    }
  }
}

const routed = new Set<string>(ROUTED_LANGUAGES);
const blocking = problems.filter((p) => routed.has(p.locale));
const advisory = problems.length - blocking.length;
for (const p of blocking.slice(0, 50)) console.error(`${p.locale}/${p.key}.po: ${p.problem}: "${p.msgid}"`);
if (blocking.length > 50) console.error(`… and ${blocking.length - 50} more.`);
if (advisory > 0) console.log(`${advisory} messages are untranslated in the text-only locales (not routed, not enforced).`);
if (blocking.length > 0) {
  console.error(`Catalogue check failed: ${blocking.length} problems in routed languages.`);
  process.exit(1);
}
console.log('Catalogue check passed: every routed language has every message.');
