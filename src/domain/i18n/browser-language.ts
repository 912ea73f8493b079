import { asLanguage, type Language } from './languages.ts';

/**
 * Parses an Accept-Language header into tags ordered by preference (q-value, then position).
 * Malformed entries are skipped rather than failing the whole header.
 */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * SPEC §2.1 first visit: the first browser language whose primary subtag is a routed language.
 * `pt-PT` maps to pt as well: the site only has Brazilian Portuguese, which beats English for them.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const language = asLanguage(primary);
    if (language) return language;
  }
  return undefined;
}
