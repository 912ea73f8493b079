/** SPEC §2.1: the default language has no path prefix. */
export const DEFAULT_LANGUAGE = 'en';

/** SPEC §2.1: the twelve routed languages; every route exists under each of them. */
export const ROUTED_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'] as const;

/** SPEC §2.1: page-text files also exist for these locales; they are not routed (docs/decisions.md). */
export const TEXT_ONLY_LOCALES = ['fa', 'hi', 'id', 'ms', 'th', 'tr', 'uk'] as const;

export type Language = (typeof ROUTED_LANGUAGES)[number];
export type TextLocale = Language | (typeof TEXT_ONLY_LOCALES)[number];

export const ALL_TEXT_LOCALES: readonly TextLocale[] = [...ROUTED_LANGUAGES, ...TEXT_ONLY_LOCALES];

export type TextDirection = 'ltr' | 'rtl';

const RIGHT_TO_LEFT: ReadonlySet<TextLocale> = new Set<TextLocale>(['ar', 'fa']);

/** BCP 47 tags for formatting and `<html lang>`; SPEC §2.1: Portuguese is the Brazilian variant. */
const LANGUAGE_TAGS: Readonly<Record<TextLocale, string>> = {
  en: 'en',
  ar: 'ar',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt-BR',
  ru: 'ru',
  fa: 'fa',
  hi: 'hi',
  id: 'id',
  ms: 'ms',
  th: 'th',
  tr: 'tr',
  uk: 'uk',
};

/** Each language's own name, as the language switcher shows it. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português (Brasil)',
  ru: 'Русский',
};

/** Narrows a string to a routed language code (exact, lowercase), or undefined. */
export function asLanguage(value: string | undefined | null): Language | undefined {
  if (value === undefined || value === null) return undefined;
  return (ROUTED_LANGUAGES as readonly string[]).includes(value) ? (value as Language) : undefined;
}

/** SPEC §2.1: Arabic (and Persian) render right to left. */
export function textDirection(locale: TextLocale): TextDirection {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag for `lang` attributes and Intl formatters (pt → pt-BR). */
export function languageTag(locale: TextLocale): string {
  return LANGUAGE_TAGS[locale];
}
