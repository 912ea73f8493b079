import type { BlogListEntry } from '../../../domain/index.ts';

/** A language's article list as the blog build writes it (content/blog/generated/<lang>/list.json). */
export type BlogListData = {
  /** The language of the entries: the visitor's, or English when it has no article of its own. */
  readonly language: string;
  readonly entries: readonly BlogListEntry[];
};

/** The elements an article body may contain: what Markdown can say, and nothing else. */
export type ArticleTag =
  | 'p' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'a' | 'img' | 'ul' | 'ol' | 'li' | 'input' | 'blockquote' | 'pre' | 'code'
  | 'em' | 'strong' | 'del' | 'br' | 'hr' | 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td';

/** An element of an article body, with HTML attribute names (`class`, `tabindex`). */
export type ArticleElement = {
  readonly tag: ArticleTag;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly children?: readonly ArticleNode[];
};

/** Text, or an element. */
export type ArticleNode = string | ArticleElement;

export type BlogTocEntry = { readonly id: string; readonly text: string };

/** One article as the blog build writes it (content/blog/generated/<lang>/articles/<unikey>.json). */
export type BlogArticleData = {
  readonly entry: BlogListEntry;
  /** The body, parsed from Markdown at build time; raw HTML in the Markdown is text here. */
  readonly body: readonly ArticleNode[];
  readonly toc: readonly BlogTocEntry[];
  readonly related: readonly BlogListEntry[];
  /** The languages this article is written in. */
  readonly languages: readonly string[];
};
