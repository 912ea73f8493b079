// The blog as content/blog says it is, for the tests that read its pages (tests/dist and tests/e2e/conformance.spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };

const generated = join(import.meta.dirname, '../../content/blog/generated');

/** The articles written in each language (a language without its own articles shows the English ones). */
export const blogByLanguage = blogIndex.blogByLanguage as Readonly<Record<string, readonly string[] | undefined>>;
export const englishArticles = blogByLanguage['en'] ?? [];

/** The English listing's order, newest first, and how many pages of nine it fills. */
export const listedArticles = (JSON.parse(readFileSync(join(generated, 'en/list.json'), 'utf8')) as { entries: { unikey: string }[] }).entries.map((entry) => entry.unikey);
export const listingPageCount = Math.max(1, Math.ceil(listedArticles.length / 9));

/** An article's title in a language: the translation's, or the English original's. */
export function blogArticleTitle(language: string, unikey: string): string {
  const file = (lang: string) => join(generated, lang, 'articles', `${unikey}.json`);
  let source: string;
  try {
    source = readFileSync(file(language), 'utf8');
  } catch {
    source = readFileSync(file('en'), 'utf8');
  }
  return (JSON.parse(source) as { entry: { title: string } }).entry.title;
}

/** The article links of a listing's cards, in order. */
export const cardLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*class="blog-card__link"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*class="blog-card__link"/g)].map((match) => match[1] ?? match[2]);
