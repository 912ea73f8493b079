// The catalogue check in `npm test` (issue 20): the English catalogues hold exactly what the code says and put every
// count through a plural; every other locale, routed or text-only, has every message with English's placeholders,
// tags and plurals, every plural category of its language, its typography, and follows its GLOSSARY.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { ALL_TEXT_LOCALES, DEFAULT_LANGUAGE, PAGE_KEYS } from '../../src/domain/index.ts';
import { readCatalog } from './catalog-files.ts';
import { describe, localeProblems, sourceProblems, type LocaleProblem } from './locale-check.ts';

const problems: LocaleProblem[] = [];

// The committed English catalogues must hold exactly what the code says: a message added without
// `npm run i18n:extract` would reach production as a bare message id.
const scratch = mkdtempSync(join(tmpdir(), 'lingui-check-'));
try {
  execFileSync(process.execPath, [join(import.meta.dirname, '../../node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--locale', DEFAULT_LANGUAGE], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: 'ignore',
  });
  for (const key of PAGE_KEYS) {
    const file = `locales/${DEFAULT_LANGUAGE}/${key}.po`;
    const fresh = new Set(parsePo(readFileSync(join(scratch, DEFAULT_LANGUAGE, `${key}.po`), 'utf8')).items.map((item) => item.msgid));
    const committed = new Set((await readCatalog(DEFAULT_LANGUAGE, key))?.items.map((item) => item.msgid) ?? []);
    for (const msgid of fresh) if (!committed.has(msgid)) problems.push({ file, msgid, problem: 'in the code but not extracted (run npm run i18n:extract)' });
    for (const msgid of committed) if (!fresh.has(msgid)) problems.push({ file, msgid, problem: 'extracted but gone from the code (run npm run i18n:extract)' });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

problems.push(...(await sourceProblems()));
for (const locale of ALL_TEXT_LOCALES) {
  if (locale !== DEFAULT_LANGUAGE) problems.push(...(await localeProblems(locale)));
}

for (const problem of problems.slice(0, 60)) console.error(describe(problem));
if (problems.length > 60) console.error(`… and ${problems.length - 60} more (node scripts/i18n/check-locale.ts <locale> lists one locale's).`);
if (problems.length > 0) {
  console.error(`Catalogue check failed: ${problems.length} problems.`);
  process.exit(1);
}
console.log(`Catalogue check passed: ${ALL_TEXT_LOCALES.length} locales complete, with English's placeholders, tags and plurals, every plural category, and their glossaries.`);
