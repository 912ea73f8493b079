import type { TextLocale } from '../i18n/languages.ts';

/**
 * SPEC §9: dates shown with a time use the 12-hour clock with AM/PM. That is English's convention and Arabic's, Hindi's
 * and Malay's; in the languages that tell the time on the 24-hour clock (German, French, Japanese…) "3:04 PM" reads
 * as foreign, so there the time follows the language (docs/decisions.md).
 */
const TWELVE_HOUR_LOCALES: ReadonlySet<string> = new Set(['en', 'ar', 'hi', 'ms']);

export function clockOf(locale: TextLocale): 'h12' | 'h23' {
  return TWELVE_HOUR_LOCALES.has(locale) ? 'h12' : 'h23';
}

/** Intl options for a moment shown to a visitor: the date, then the time on the language's clock. */
export function dateTimeOptions(locale: TextLocale): Intl.DateTimeFormatOptions {
  return { dateStyle: 'medium', timeStyle: 'short', hourCycle: clockOf(locale) };
}
