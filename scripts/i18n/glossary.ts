// Each language's GLOSSARY.md (issue 20: one voice per language): its "Terms" table read as rules, and the search
// for a glossary's terms in translations. Pure functions over strings; the catalogue check feeds them the files.
import { languageTag, type TextLocale } from '../../src/domain/index.ts';

export type GlossaryTerm = {
  /** Lowercase English term, looked for as whole words in each English message. */
  readonly english: string;
  /** The approved rendering, for people. */
  readonly use: string;
  /** A fragment each translation of a message with the English term must contain; undefined when it varies by context. */
  readonly match: string | undefined;
  /** Wrong variants: none may appear anywhere in the language's texts. */
  readonly avoid: readonly string[];
};

/** Terms every glossary settles: the ones the native-speaker review found used several ways. */
export const REQUIRED_TERMS = ['plan', 'subscription', 'sign in', 'cancel', 'refund', 'kill switch', 'what is my ip', 'webrtc leak test'] as const;

const NONE = new Set(['', '—', '-', '–']);

/** Reads the "## Terms" table; throws naming the line when a row does not have four cells. */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s+Terms\s*$/.test(line));
  if (start < 0) throw new Error('no "## Terms" section');
  const terms: GlossaryTerm[] = [];
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) continue;
    const cells = line.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
    if (cells.length !== 4) throw new Error(`line ${index + 1}: a term row has four cells (English | Use | Match | Avoid)`);
    const [english = '', use = '', match = '', avoid = ''] = cells;
    if (/^-+$/.test(english.replace(/:/g, '')) || english.toLowerCase() === 'english') continue;
    terms.push({
      english: english.toLowerCase(),
      use,
      match: NONE.has(match) ? undefined : match,
      avoid: NONE.has(avoid) ? [] : avoid.split(';').map((variant) => variant.trim()).filter((variant) => variant !== ''),
    });
  }
  return terms;
}

/** Scripts written without spaces between words: a variant is any substring there. */
const UNSPACED: ReadonlySet<TextLocale> = new Set<TextLocale>(['ja', 'th']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiled once per term: the check tries every term against some 30,000 messages. */
const wordPatterns = new Map<string, RegExp>();

function wholeWords(text: string, flags: string): RegExp {
  const key = `${flags}:${text}`;
  let pattern = wordPatterns.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(text)}(?![\\p{L}\\p{M}\\p{N}])`, flags);
    wordPatterns.set(key, pattern);
  }
  return pattern;
}

/** Whether an English message uses a glossary term (case-insensitive, whole words; placeholders ignored). */
export function mentions(english: string, term: string): boolean {
  return wholeWords(term, 'iu').test(english.replace(/\{\w+\}/g, ' '));
}

/** The wrong variants a text contains, as written in the glossary. */
export function avoidedVariants(locale: TextLocale, text: string, terms: readonly GlossaryTerm[]): string[] {
  const found: string[] = [];
  for (const term of terms) {
    for (const variant of term.avoid) {
      const hit = UNSPACED.has(locale) ? text.includes(variant) : wholeWords(variant, 'u').test(text);
      if (hit) found.push(variant);
    }
  }
  return found;
}

/** What a translation does against the glossary: a term rendered otherwise than agreed, or a known wrong variant. */
export function glossaryProblems(locale: TextLocale, english: string, translation: string, terms: readonly GlossaryTerm[]): string[] {
  const problems: string[] = [];
  // Lowercased by the language's own rules: Turkish "İptal" is "iptal", not "i̇ptal".
  const tag = languageTag(locale);
  const lower = translation.toLocaleLowerCase(tag);
  for (const term of terms) {
    if (term.match !== undefined && mentions(english, term.english) && !lower.includes(term.match.toLocaleLowerCase(tag))) {
      problems.push(`"${term.english}" is rendered without "${term.match}" (glossary: ${term.use})`);
    }
  }
  for (const variant of avoidedVariants(locale, translation, terms)) problems.push(`uses "${variant}", which the glossary avoids`);
  return problems;
}

/** The required terms a glossary does not settle. */
export function missingRequiredTerms(terms: readonly GlossaryTerm[]): string[] {
  return REQUIRED_TERMS.filter((required) => !terms.some((term) => term.english === required));
}
