import { DEFAULT_SITE_ORIGIN } from '../seo/site-url.ts';
/** Issue 6 brief: the four blog categories, in the order the blog lists them. */
export const BLOG_CATEGORIES = ['privacy', 'security', 'streaming', 'guides'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Issue 6 brief: the only tag ids an article may carry. */
export const BLOG_TAGS = [
  'public-wifi',
  'encryption',
  'no-logs',
  'streaming',
  'travel',
  'gaming',
  'privacy-laws',
  'passwords',
  'phishing',
  'kill-switch',
  'wireguard',
  'dns',
  'webrtc',
  'ip-address',
  'smart-tv',
  'mobile',
  'router',
  'censorship',
  'remote-work',
  'shopping',
  'two-factor',
  'social-media',
  'families',
  'beginners',
] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

/** Who publishes the blog (JSON-LD publisher, RSS channel); the brand of docs/decisions.md. */
export const BLOG_PUBLISHER = 'Harbor VPN';

/** The site's public origin, for absolute URLs in feeds and structured data (docs/decisions.md, issue 6 blog). */
/** Absolute URLs in feeds and article data; the same default as the rest of the site (SITE_ORIGIN, docs/decisions.md). */
export const SITE_ORIGIN = DEFAULT_SITE_ORIGIN;

/** Articles per page of /blog/more (issue 6 brief). */
export const BLOG_PAGE_SIZE = 9;

/** What the blog build knows of one article: its front matter plus what the build computes. */
export type BlogArticleMeta = {
  readonly unikey: string;
  readonly title: string;
  readonly summary: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  readonly author: string;
  readonly category: BlogCategory;
  readonly tags: readonly BlogTag[];
  readonly language: string;
  readonly cover: string;
  readonly coverAlt: string;
  readonly featured: boolean;
};

/** One article in a listing: its front matter and reading time. */
export type BlogListEntry = BlogArticleMeta & { readonly readingMinutes: number };

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

export function isBlogTag(value: string): value is BlogTag {
  return (BLOG_TAGS as readonly string[]).includes(value);
}
