// The rules every translated message keeps (issue 20): the same placeholders, tags and plurals as English, every
// plural category its language has, and the language's typography. Pure functions over strings, so the catalogue
// check and its unit tests share them.
import { parse, type Token } from '@messageformat/parser';
import { languageTag, type TextLocale } from '../../src/domain/index.ts';

type Shape = { readonly arguments: ReadonlySet<string>; readonly tags: ReadonlySet<string>; readonly plurals: readonly { readonly arg: string; readonly keys: readonly string[] }[] };

/** Parses an ICU message (Lingui's numbered tags are plain text to ICU); undefined when it does not parse. */
function shapeOf(message: string): Shape | undefined {
  let tokens: Token[];
  try {
    tokens = parse(message, { strict: false });
  } catch {
    return undefined;
  }
  const args = new Set<string>();
  const tags = new Set<string>();
  const plurals: { arg: string; keys: string[] }[] = [];
  const walk = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'content') for (const tag of token.value.matchAll(/<\/?\d+\/?>/g)) tags.add(tag[0]);
      else if (token.type === 'argument') args.add(`{${token.arg}}`);
      else if (token.type === 'function') args.add(`{${token.arg}, ${token.key}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        args.add(`{${token.arg}, ${token.type}}`);
        if (token.type === 'plural') plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(tokens);
  return { arguments: args, tags, plurals };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((value) => b.has(value));

/** The plural categories a locale's numbers fall into (CLDR, as the runtime's Intl knows them). */
export function pluralCategories(locale: TextLocale): readonly string[] {
  return new Intl.PluralRules(languageTag(locale)).resolvedOptions().pluralCategories;
}

/** Placeholder names that always hold a count: a message slotting one into a fixed noun form is wrong in ru, pl, ar. */
const COUNT_ARGUMENTS = new Set(['count', 'servers', 'countries', 'devices', 'people', 'moneyBackDays', 'cookieDays', 'approvalDays', 'days', 'daysLeft', 'trialDays', 'minutes', 'seconds', 'hours', 'months', 'years', 'monthlyRenewals']);
/** A plain placeholder followed by a counted English noun, whatever its name ("{0} days", "{n}+ servers"). */
const COUNTED_NOUN = /\{(\w+)\}\+?[ -](?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|countries|servers|devices|people|articles|renewals|times)\b/;

/** The message's top-level text with its plain placeholders, plural and select blocks left out. */
function outsidePlurals(message: string): string {
  try {
    return parse(message, { strict: false })
      .map((token) => (token.type === 'content' ? token.value : token.type === 'argument' ? `{${token.arg}}` : ' '))
      .join('');
  } catch {
    return message;
  }
}

/** English source rule: a number that selects a noun's form goes through an ICU plural. */
export function countsWithoutPlural(english: string): string[] {
  const text = outsidePlurals(english);
  const found = new Set<string>();
  for (const match of text.matchAll(/\{(\w+)\}/g)) if (COUNT_ARGUMENTS.has(match[1] ?? '')) found.add(match[1] ?? '');
  const noun = COUNTED_NOUN.exec(text);
  if (noun) found.add(noun[1] ?? '');
  return [...found].map((name) => `{${name}} is a count outside a plural: use {${name}, plural, …}`);
}

/** What is wrong with one translation of one English message; empty when nothing is. */
export function translationProblems(locale: TextLocale, english: string, translation: string): string[] {
  if (translation.trim() === '') return ['missing translation'];
  const source = shapeOf(english);
  const target = shapeOf(translation);
  if (!target) return [`not a valid ICU message: "${translation}"`];
  if (!source) return [];
  const problems: string[] = [];
  if (!sameSet(source.arguments, target.arguments)) problems.push(`placeholders differ from English (${[...source.arguments].join(' ')} vs ${[...target.arguments].join(' ')})`);
  if (!sameSet(source.tags, target.tags)) problems.push(`tags differ from English (${[...source.tags].join(' ')} vs ${[...target.tags].join(' ')})`);
  const needed = pluralCategories(locale);
  for (const plural of target.plurals) {
    const missing = needed.filter((category) => !plural.keys.includes(category));
    if (missing.length > 0) problems.push(`plural {${plural.arg}} lacks ${missing.join(', ')} (${locale} needs ${needed.join(', ')})`);
  }
  problems.push(...typographyProblems(locale, translation));
  return problems;
}

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

/** Per-language typography of a single message (docs/translations.md). */
function typographyProblems(locale: TextLocale, translation: string): string[] {
  const problems: string[] = [];
  // docs/decisions.md: prices and dates use Western digits in every language; the strings must agree.
  if (ARABIC_INDIC_DIGITS.test(translation)) problems.push('Arabic-Indic digits: the site writes Western digits 0–9');
  if (locale === 'fr') {
    const text = translation.replace(/\{[^{}]*\}/g, '');
    if (/ [:;?!»]/.test(text) || /« /.test(text)) problems.push('French typography: a no-break space (U+00A0), not a plain space, goes before : ; ? ! » and after «');
  }
  return problems;
}

/** A straight apostrophe between letters, and its typographic twin. */
const STRAIGHT = /\p{L}'\p{L}/u;
const CURLY = /\p{L}\u2019\p{L}/u;

/** A language writes its apostrophes one way: both kinds across its catalogues is inconsistent. */
export function apostropheProblem(translations: readonly string[]): string | undefined {
  const straight = translations.filter((text) => STRAIGHT.test(text)).length;
  const curly = translations.filter((text) => CURLY.test(text)).length;
  if (straight > 0 && curly > 0) return `apostrophes mixed: ${straight} messages with ' and ${curly} with ’ (pick one in GLOSSARY.md)`;
  return undefined;
}
