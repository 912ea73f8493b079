// `node scripts/i18n/check-locale.ts <locale>...`: the catalogue check's per-locale rules (translations, plurals,
// typography, glossary) for the locales named, without re-extracting. For translators while they work.
import { ALL_TEXT_LOCALES, DEFAULT_LANGUAGE, type TextLocale } from '../../src/domain/index.ts';
import { describe, localeProblems } from './locale-check.ts';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((locale) => !ALL_TEXT_LOCALES.includes(locale as TextLocale) || locale === DEFAULT_LANGUAGE);
if (wanted.length === 0 || unknown.length > 0) {
  console.error(`Usage: node scripts/i18n/check-locale.ts <locale>... (one of ${ALL_TEXT_LOCALES.filter((l) => l !== DEFAULT_LANGUAGE).join(' ')})`);
  process.exit(2);
}
let failed = false;
for (const locale of wanted as TextLocale[]) {
  const problems = await localeProblems(locale);
  for (const problem of problems) console.log(describe(problem));
  console.log(`${locale}: ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
