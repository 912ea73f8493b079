import type { Language } from '../i18n/languages.ts';

/**
 * Issue 20: an article written from an English one is not a thin rewrite. Its body holds at least this share of the
 * English body's characters. Japanese says the same in about half the characters, so its bar is lower.
 */
export const MIN_BODY_RATIO: Readonly<Record<Language, number>> = {
  en: 1,
  ar: 0.8,
  de: 0.8,
  es: 0.8,
  fr: 0.8,
  it: 0.8,
  ja: 0.45,
  nl: 0.8,
  pl: 0.8,
  pt: 0.8,
  ru: 0.8,
};

/** Characters a reader reads in a Markdown body: no whitespace, Markdown marks or link targets. */
export function bodyTextLength(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, '')
    .replace(/\s+/g, '').length;
}
