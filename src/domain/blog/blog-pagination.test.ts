import { describe, expect, it } from 'vitest';
import { blogPage, pageNumber } from './blog-pagination.ts';

const items = Array.from({ length: 20 }, (_, index) => index + 1);

describe('pageNumber', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['3', 3],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('?page=%s reads as page %i', (raw, page) => {
    expect(pageNumber(raw)).toBe(page);
  });
});

describe('blogPage', () => {
  it('cuts nine a page with previous and next pages', () => {
    expect(blogPage(items, 1)).toEqual({ page: 1, pageCount: 3, items: items.slice(0, 9), previous: undefined, next: 2 });
    expect(blogPage(items, 2)).toMatchObject({ items: items.slice(9, 18), previous: 1, next: 3 });
    expect(blogPage(items, 3)).toMatchObject({ items: [19, 20], previous: 2, next: undefined });
  });

  it('answers an empty page past the last, whose previous page is the last one', () => {
    expect(blogPage(items, 7)).toEqual({ page: 7, pageCount: 3, items: [], previous: 3, next: undefined });
  });

  it('has one page when there is nothing to list', () => {
    expect(blogPage([], 1)).toEqual({ page: 1, pageCount: 1, items: [], previous: undefined, next: undefined });
  });
});
