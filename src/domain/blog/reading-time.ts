/** Words a reader gets through in a minute, for alphabetic scripts (issue 6 blog). */
export const WORDS_PER_MINUTE = 230;
/** Characters a reader gets through in a minute, for Japanese and Chinese, which have no spaces. */
export const CHARACTERS_PER_MINUTE = 500;

const CHARACTER_COUNTED = new Set(['ja', 'zh']);

/**
 * Issue 6 blog: reading time in whole minutes, at least 1: words ÷ 230, or for Japanese (and
 * Chinese) characters other than spaces ÷ 500, rounded to the nearest minute.
 */
export function readingMinutes(plainText: string, language: string): number {
  const amount = CHARACTER_COUNTED.has(language)
    ? [...plainText.replace(/\s+/gu, '')].length / CHARACTERS_PER_MINUTE
    : (plainText.match(/\S+/gu)?.length ?? 0) / WORDS_PER_MINUTE;
  return Math.max(1, Math.round(amount));
}
