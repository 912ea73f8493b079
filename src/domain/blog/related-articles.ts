import type { BlogArticleMeta } from './blog-vocabulary.ts';

/**
 * Issue 6 blog: the articles to read next — others of the same category first, then those sharing
 * the most tags, then the newest; `count` of them (3 on the article page).
 */
export function relatedArticles<T extends Pick<BlogArticleMeta, 'unikey' | 'category' | 'tags' | 'date'>>(article: T, candidates: readonly T[], count = 3): T[] {
  const score = (other: T) => (other.category === article.category ? 100 : 0) + other.tags.filter((tag) => article.tags.includes(tag)).length;
  return candidates
    .filter((other) => other.unikey !== article.unikey)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.unikey.localeCompare(b.other.unikey))
    .slice(0, count)
    .map(({ other }) => other);
}

/** Newest first; the same day by unikey, so the order is stable. */
export function newestFirst<T extends Pick<BlogArticleMeta, 'unikey' | 'date'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.unikey.localeCompare(b.unikey));
}
