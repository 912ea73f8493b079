import { BLOG_PAGE_SIZE } from './blog-vocabulary.ts';

export type BlogPage<T> = {
  /** The page asked for (1-based). */
  readonly page: number;
  readonly pageCount: number;
  readonly items: readonly T[];
  readonly previous: number | undefined;
  readonly next: number | undefined;
};

/** Reads ?page=N: a whole number from 1; anything else is page 1. */
export function pageNumber(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/**
 * Issue 6 blog /blog/more: 9 articles a page. A page past the last is empty (the view says so and
 * links back), with a link to the last page as its previous page.
 */
export function blogPage<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): BlogPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  return {
    page,
    pageCount,
    items: items.slice((page - 1) * size, page * size),
    previous: page > 1 ? Math.min(page - 1, pageCount) : undefined,
    next: page < pageCount ? page + 1 : undefined,
  };
}
