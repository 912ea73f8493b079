/** A word of a text and where it starts, for search indexing and highlighting. */
export type TextToken = { readonly text: string; readonly start: number };

const SEGMENTED = new Set(['ja', 'zh']);

/**
 * Issue 6 blog search: a term as the index stores it — compatibility-decomposed (full-width forms
 * become ASCII), Latin/Cyrillic accents stripped (café = cafe, ё = е) and lowercased.
 */
export function normaliseSearchTerm(term: string): string {
  return term.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The words of a text with their offsets. Japanese and Chinese have no spaces between words, so
 * they are cut with `Intl.Segmenter` (word granularity); other languages are runs of letters,
 * marks and digits.
 */
export function searchTokens(text: string, language: string): TextToken[] {
  if (SEGMENTED.has(language)) {
    const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    return [...segmenter.segment(text)].filter((segment) => segment.isWordLike === true).map((segment) => ({ text: segment.segment, start: segment.index }));
  }
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => ({ text: match[0], start: match.index }));
}

/** The words of a text, as the search index and queries tokenise them. */
export function searchWords(text: string, language: string): string[] {
  return searchTokens(text, language).map((token) => token.text);
}

/** A part of a text for display: plain, or one of the words the search matched. */
export type HighlightPart = { readonly text: string; readonly matched: boolean };

/**
 * Cuts a text into plain and matched parts: a word matches when its normalised form starts with
 * one of the matched index terms (prefix search), or equals it.
 */
export function highlightParts(text: string, language: string, matchedTerms: readonly string[]): HighlightPart[] {
  const terms = matchedTerms.map(normaliseSearchTerm).filter((term) => term !== '');
  const parts: HighlightPart[] = [];
  let cursor = 0;
  for (const token of searchTokens(text, language)) {
    const word = normaliseSearchTerm(token.text);
    if (!terms.some((term) => word === term || word.startsWith(term))) continue;
    if (token.start > cursor) parts.push({ text: text.slice(cursor, token.start), matched: false });
    parts.push({ text: token.text, matched: true });
    cursor = token.start + token.text.length;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), matched: false });
  return parts;
}

/**
 * A window of about `length` characters of a text around its first matched word, with ellipses
 * where it was cut; the start of the text when nothing matches.
 */
export function snippetAround(text: string, language: string, matchedTerms: readonly string[], length = 180): string {
  const terms = matchedTerms.map(normaliseSearchTerm);
  const first = searchTokens(text, language).find((token) => {
    const word = normaliseSearchTerm(token.text);
    return terms.some((term) => word === term || word.startsWith(term));
  });
  const centre = first?.start ?? 0;
  const start = Math.max(0, Math.min(centre - Math.floor(length / 3), text.length - length));
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
