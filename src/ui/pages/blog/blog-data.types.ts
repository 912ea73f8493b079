import type { BlogListEntry } from '../../../domain/index.ts';

/** A language's article list as the blog build writes it (content/blog/generated/<lang>/list.json). */
export type BlogListData = {
  /** The language of the entries: the visitor's, or English when it has no article of its own. */
  readonly language: string;
  readonly entries: readonly BlogListEntry[];
};

export type BlogTocEntry = { readonly id: string; readonly text: string };

/** One article as the blog build writes it (content/blog/generated/<lang>/articles/<unikey>.json). */
export type BlogArticleData = {
  readonly entry: BlogListEntry;
  /** The body, rendered from Markdown at build time with every raw HTML escaped. */
  readonly html: string;
  readonly toc: readonly BlogTocEntry[];
  readonly related: readonly BlogListEntry[];
  /** The languages this article is written in. */
  readonly languages: readonly string[];
};
