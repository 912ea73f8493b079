// The blog's content, loaded by the page module's `data` on the server (prerendering) and in the
// browser alike: each generated JSON file is its own lazy chunk (import.meta.glob), so a visitor
// downloads only the list, article or search index the page needs.
import MiniSearch from 'minisearch';
import {
  BLOG_CATEGORIES,
  DEFAULT_LANGUAGE,
  blogPage,
  isBlogCategory,
  pageNumber,
  snippetAround,
  type BlogCategory,
  type BlogListEntry,
  type BlogPage,
  type Language,
} from '../../../domain/index.ts';
import type { BlogSearchHit } from '../../../application/blog/blog-search.machine.ts';
import type { BlogArticleData, BlogListData } from './blog-data.types.ts';
import { blogSearchOptions, type BlogSearchDocument } from './blog-search-options.ts';

const GENERATED = '../../../../content/blog/generated';
const LISTS = import.meta.glob<BlogListData>('../../../../content/blog/generated/*/list.json', { import: 'default' });
const ARTICLES = import.meta.glob<BlogArticleData>('../../../../content/blog/generated/*/articles/*.json', { import: 'default' });
const SEARCH_INDEXES = import.meta.glob<Record<string, unknown>>('../../../../content/blog/generated/*/search.json', { import: 'default' });

export type Counted<T> = { readonly id: T; readonly count: number };
export type SearchHit = BlogSearchHit;

export type BlogPageData =
  | {
      readonly kind: 'home';
      readonly list: BlogListData;
      readonly featured: BlogListEntry | undefined;
      readonly latest: readonly BlogListEntry[];
      readonly categories: readonly Counted<BlogCategory>[];
      readonly tags: readonly Counted<string>[];
    }
  | { readonly kind: 'article'; readonly article: BlogArticleData }
  | { readonly kind: 'category'; readonly category: BlogCategory; readonly list: BlogListData; readonly entries: readonly BlogListEntry[] }
  | { readonly kind: 'tag'; readonly tag: string; readonly list: BlogListData; readonly entries: readonly BlogListEntry[] }
  | { readonly kind: 'more'; readonly list: BlogListData; readonly page: BlogPage<BlogListEntry> }
  | { readonly kind: 'search'; readonly list: BlogListData; readonly query: string; readonly hits: readonly SearchHit[] };

async function load<T>(modules: Record<string, () => Promise<T>>, file: string): Promise<T | undefined> {
  const loader = modules[`${GENERATED}/${file}`];
  return loader === undefined ? undefined : loader();
}

/** A language's list: its own articles, or the English ones when it has none (the build decides). */
export async function loadList(language: Language): Promise<BlogListData> {
  return (await load(LISTS, `${language}/list.json`)) ?? (await load(LISTS, `${DEFAULT_LANGUAGE}/list.json`)) ?? { language: DEFAULT_LANGUAGE, entries: [] };
}

/** An article in the language, or its English original when it is not translated (issue 6 blog). */
export async function loadArticle(language: Language, unikey: string): Promise<BlogArticleData | undefined> {
  return (await load(ARTICLES, `${language}/articles/${unikey}.json`)) ?? (await load(ARTICLES, `${DEFAULT_LANGUAGE}/articles/${unikey}.json`));
}

/** Fetches the language's list and search index ahead of a search (the chunks stay in the module cache). */
export async function prepareBlogSearch(language: Language): Promise<void> {
  await Promise.all([loadList(language), load(SEARCH_INDEXES, `${language}/search.json`)]);
}

/** Runs a query over the language's prebuilt index (prefix, fuzzy, accent-insensitive; see blog-search-options). */
export async function searchBlog(language: Language, list: BlogListData, query: string): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  const json = await load(SEARCH_INDEXES, `${language}/search.json`);
  if (json === undefined) return [];
  const index = MiniSearch.loadJS<BlogSearchDocument>(json as never, blogSearchOptions(list.language));
  const byKey = new Map(list.entries.map((entry) => [entry.unikey, entry]));
  return index.search(query).flatMap((result) => {
    const entry = byKey.get(String(result.id));
    if (entry === undefined) return [];
    const text = String(result['text'] ?? '');
    return [{ entry, terms: result.terms, snippet: snippetAround(text, list.language, result.terms) }];
  });
}

function counted<T extends string>(ids: readonly T[], entries: readonly BlogListEntry[], of: (entry: BlogListEntry) => readonly string[]): Counted<T>[] {
  return ids.map((id) => ({ id, count: entries.filter((entry) => of(entry).includes(id)).length }));
}

/** What each blog route shows, from the route's name, parameters and query. */
export async function blogPageData(routeName: string, params: Readonly<Record<string, string | undefined>>, language: Language, query: URLSearchParams): Promise<BlogPageData> {
  if (routeName === 'blog-unikey') {
    const article = await loadArticle(language, params['unikey'] ?? '');
    if (article === undefined) throw new Error(`No generated article ${params['unikey'] ?? ''}; run npm run blog.`);
    return { kind: 'article', article };
  }
  const list = await loadList(language);
  switch (routeName) {
    case 'blog-category': {
      const category = params['category'] ?? '';
      return { kind: 'category', category: isBlogCategory(category) ? category : 'guides', list, entries: list.entries.filter((entry) => entry.category === category) };
    }
    case 'blog-tag': {
      const tag = params['tagId'] ?? '';
      return { kind: 'tag', tag, list, entries: list.entries.filter((entry) => entry.tags.includes(tag as never)) };
    }
    case 'blog-more':
      return { kind: 'more', list, page: blogPage(list.entries, pageNumber(query.get('page'))) };
    case 'blog-search': {
      const q = (query.get('q') ?? '').slice(0, 200);
      return { kind: 'search', list, query: q, hits: await searchBlog(language, list, q) };
    }
    default: {
      const featured = list.entries.find((entry) => entry.featured) ?? list.entries[0];
      const tagIds = [...new Set(list.entries.flatMap((entry) => entry.tags))].sort();
      return {
        kind: 'home',
        list,
        featured,
        latest: list.entries.filter((entry) => entry !== featured).slice(0, 6),
        categories: counted(BLOG_CATEGORIES, list.entries, (entry) => [entry.category]),
        tags: counted(tagIds, list.entries, (entry) => entry.tags),
      };
    }
  }
}
