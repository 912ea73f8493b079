// One locale's catalogues and blog against English and its glossary (issue 20). Used by the catalogue check in
// `npm test` for every locale, and by `scripts/i18n/check-locale.ts <locale>` while translating.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PoFile } from 'pofile-ts';
import { DEFAULT_LANGUAGE, PAGE_KEYS, asLanguage, type PageKey, type TextLocale } from '../../src/domain/index.ts';
import { LOCALES_DIR, readCatalog } from './catalog-files.ts';
import { avoidedVariants, glossaryProblems, missingRequiredTerms, parseGlossary, type GlossaryTerm } from './glossary.ts';
import { apostropheProblem, countsWithoutPlural, translationProblems } from './message-rules.ts';

export type LocaleProblem = { readonly file: string; readonly msgid: string; readonly problem: string };

const BLOG_DIR = join(import.meta.dirname, '../../content/blog');

function glossaryPath(locale: TextLocale): string {
  return join(LOCALES_DIR, locale, 'GLOSSARY.md');
}

/** The English catalogues, read once for all the locales compared with them. */
const englishCatalogs = new Map<PageKey, Promise<PoFile | undefined>>();

function englishCatalog(key: PageKey): Promise<PoFile | undefined> {
  let catalog = englishCatalogs.get(key);
  if (catalog === undefined) {
    catalog = readCatalog(DEFAULT_LANGUAGE, key);
    englishCatalogs.set(key, catalog);
  }
  return catalog;
}

function readGlossary(locale: TextLocale, problems: LocaleProblem[]): GlossaryTerm[] {
  const file = `locales/${locale}/GLOSSARY.md`;
  if (!existsSync(glossaryPath(locale))) {
    problems.push({ file, msgid: '', problem: 'no glossary and style sheet' });
    return [];
  }
  try {
    const terms = parseGlossary(readFileSync(glossaryPath(locale), 'utf8'));
    for (const term of missingRequiredTerms(terms)) problems.push({ file, msgid: '', problem: `the glossary does not settle "${term}"` });
    return terms;
  } catch (error) {
    problems.push({ file, msgid: '', problem: (error as Error).message });
    return [];
  }
}

/** The source's own rules: every count through a plural, and English's style sheet (its avoided variants) kept. */
export async function sourceProblems(): Promise<LocaleProblem[]> {
  const problems: LocaleProblem[] = [];
  const terms = readGlossary(DEFAULT_LANGUAGE, problems);
  for (const key of PAGE_KEYS) {
    const file = `locales/${DEFAULT_LANGUAGE}/${key}.po`;
    const source = await englishCatalog(key);
    if (!source) {
      problems.push({ file, msgid: '', problem: 'English catalog missing (run npm run i18n:extract)' });
      continue;
    }
    for (const { msgid } of source.items) {
      for (const problem of countsWithoutPlural(msgid)) problems.push({ file, msgid, problem });
      for (const variant of avoidedVariants(DEFAULT_LANGUAGE, msgid, terms)) problems.push({ file, msgid, problem: `uses "${variant}", which the glossary avoids` });
    }
  }
  return problems;
}

/** Every problem of one non-English locale; empty when its texts are complete and consistent. */
export async function localeProblems(locale: TextLocale): Promise<LocaleProblem[]> {
  const problems: LocaleProblem[] = [];
  const terms = readGlossary(locale, problems);
  const translations: string[] = [];
  for (const key of PAGE_KEYS) {
    const source = await englishCatalog(key);
    if (!source) continue;
    const file = `locales/${locale}/${key}.po`;
    const catalog = await readCatalog(locale, key);
    const byId = new Map((catalog?.items ?? []).map((item) => [item.msgid, item.msgstr[0] ?? '']));
    for (const { msgid } of source.items) {
      const translation = byId.get(msgid) ?? '';
      translations.push(translation);
      for (const problem of translationProblems(locale, msgid, translation)) problems.push({ file, msgid, problem });
      if (translation !== '') for (const problem of glossaryProblems(locale, msgid, translation, terms)) problems.push({ file, msgid, problem });
    }
  }
  const apostrophes = apostropheProblem(translations);
  if (apostrophes) problems.push({ file: `locales/${locale}/*.po`, msgid: '', problem: apostrophes });
  if (asLanguage(locale) !== undefined) {
    const folder = join(BLOG_DIR, locale);
    const articles = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : [];
    for (const name of articles) {
      const text = readFileSync(join(folder, name), 'utf8');
      for (const variant of avoidedVariants(locale, text, terms)) problems.push({ file: `content/blog/${locale}/${name}`, msgid: '', problem: `uses "${variant}", which the glossary avoids` });
    }
  }
  return problems;
}

export function describe(problem: LocaleProblem): string {
  return `${problem.file}: ${problem.problem}${problem.msgid === '' ? '' : `: "${problem.msgid}"`}`;
}
