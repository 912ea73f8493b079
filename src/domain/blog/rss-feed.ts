import { siteUrl } from './article-structured-data.ts';
import type { BlogArticleMeta } from './blog-vocabulary.ts';

export type RssChannel = {
  readonly title: string;
  readonly description: string;
  /** Site path of the blog in the feed's language. */
  readonly blogPath: string;
  /** Site path of the feed itself. */
  readonly feedPath: string;
  /** BCP 47 tag of the feed's language. */
  readonly languageTag: string;
};

export type RssItem = Pick<BlogArticleMeta, 'title' | 'summary' | 'date' | 'author' | 'category'> & { readonly path: string };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 822 date for an ISO day, at midnight UTC (RSS 2.0 pubDate). */
export function rfc822Date(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} 00:00:00 GMT`;
}

/**
 * Issue 6 blog: an RSS 2.0 feed (chosen over Atom: every reader and podcast-era tool reads it) of
 * a language's articles, newest first, with an atom:link to itself as the RSS advisory asks.
 */
export function rssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const latest = items[0]?.date;
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${xml(item.title)}</title>`,
      `      <link>${xml(siteUrl(item.path))}</link>`,
      `      <guid isPermaLink="true">${xml(siteUrl(item.path))}</guid>`,
      `      <description>${xml(item.summary)}</description>`,
      `      <pubDate>${rfc822Date(item.date)}</pubDate>`,
      `      <dc:creator>${xml(item.author)}</dc:creator>`,
      `      <category>${xml(item.category)}</category>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(channel.title)}</title>`,
    `    <link>${xml(siteUrl(channel.blogPath))}</link>`,
    `    <description>${xml(channel.description)}</description>`,
    `    <language>${xml(channel.languageTag)}</language>`,
    `    <atom:link href="${xml(siteUrl(channel.feedPath))}" rel="self" type="application/rss+xml" />`,
    ...(latest === undefined ? [] : [`    <lastBuildDate>${rfc822Date(latest)}</lastBuildDate>`]),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
