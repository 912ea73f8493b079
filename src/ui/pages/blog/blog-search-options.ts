// The MiniSearch settings shared by the blog build (which writes each language's index) and the
// search page (which loads it): a serialised index only works with the options it was built with.
import type { Options } from 'minisearch';
import { normaliseSearchTerm, searchWords } from '../../../domain/index.ts';

export type BlogSearchDocument = { readonly id: string; readonly title: string; readonly summary: string; readonly text: string };

/** Issue 6 blog search: title, summary and body; prefix and fuzzy matching, every word must match. */
export function blogSearchOptions(language: string): Options<BlogSearchDocument> {
  return {
    fields: ['title', 'summary', 'text'],
    storeFields: ['text'],
    tokenize: (text) => searchWords(text, language),
    processTerm: (term) => normaliseSearchTerm(term) || null,
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, summary: 2 }, combineWith: 'AND' },
  };
}
