// The catalogue check in `npm test` (issue 20): the English catalogues hold exactly what the code says and put every
// count through a plural; every other locale, routed or text-only, has every message with English's placeholders,
// tags and plurals, every plural category of its language, its typography, and follows its GLOSSARY.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { ALL_TEXT_LOCALES, DEFAULT_LANGUAGE, PAGE_KEYS, type TextLocale } from '../../src/domain/index.ts';
import { readCatalog } from './catalog-files.ts';
import { avoidedVariants, parseGlossary } from './glossary.ts';
import { describe, glossaryPath, localeProblems } from './locale-check.ts';
import { countsWithoutPlural } from './message-rules.ts';

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
  for (const { msgid } of source.items) for (const problem of countsWithoutPlural(msgid)) problems.push({ locale: DEFAULT_LANGUAGE, key, msgid, problem });
}
// The source follows its own style sheet: English's avoided variants fail in its messages too.
if (existsSync(glossaryPath(DEFAULT_LANGUAGE))) {
  const terms = parseGlossary(readFileSync(glossaryPath(DEFAULT_LANGUAGE), 'utf8'));
  for (const key of PAGE_KEYS) {
    for (const { msgid } of (await readCatalog(DEFAULT_LANGUAGE, key))?.items ?? []) {
      for (const variant of avoidedVariants(DEFAULT_LANGUAGE, msgid, terms)) problems.push({ locale: DEFAULT_LANGUAGE, key, msgid, problem: `uses "${variant}", which the glossary avoids` });
    }
  }
} else {
  problems.push({ locale: DEFAULT_LANGUAGE, key: 'GLOSSARY.md', msgid: '', problem: 'no glossary and style sheet' });
}

const perLocale: string[] = [];
for (const locale of ALL_TEXT_LOCALES) {
  if (locale === DEFAULT_LANGUAGE) continue;
  for (const problem of await localeProblems(locale)) perLocale.push(describe(problem));
}

const all = [...problems.map((p) => `${p.locale}/${p.key}${p.key.endsWith('.md') ? '' : '.po'}: ${p.problem}${p.msgid === '' ? '' : `: "${p.msgid}"`}`), ...perLocale];
for (const line of all.slice(0, 60)) console.error(line);
if (all.length > 60) console.error(`… and ${all.length - 60} more (node scripts/i18n/check-locale.ts <locale> lists one locale's).`);
if (all.length > 0) {
  console.error(`Catalogue check failed: ${all.length} problems.`);
  process.exit(1);
}
console.log(`Catalogue check passed: ${ALL_TEXT_LOCALES.length} locales complete, with English's placeholders, tags and plurals, every plural category, and their glossaries.`);
