/**
 * Issue 6 blog: stable ids for an article's headings, from their text. Letters and digits of any
 * script are kept (a Japanese heading keeps its kana), Latin accents are dropped, the rest becomes
 * single hyphens; repeated headings get -2, -3… in order, so ids only change when the text does.
 */
export function headingSlugs(headings: readonly string[]): string[] {
  const taken = new Map<string, number>();
  return headings.map((heading) => {
    const base =
      heading
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .normalize('NFC') || 'section';
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  });
}
