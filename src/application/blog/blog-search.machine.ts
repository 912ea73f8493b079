import { assign, fromPromise, setup } from 'xstate';
import type { BlogListEntry } from '../../domain/index.ts';
import { lazyMachine } from '../lazy-machine.ts';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';

/** One article a query found: its list entry, the words that matched, and the passage around them. */
export type BlogSearchHit = { readonly entry: BlogListEntry; readonly terms: readonly string[]; readonly snippet: string };

export type BlogSearchContext = { readonly query: string; readonly hits: readonly BlogSearchHit[] };
export type BlogSearchEvent = { readonly type: 'user.search'; readonly query: string };

/** The `search` actor for a page: the language's index, searched in the browser (the island provides it). */
export const blogSearchActor = (search: (query: string) => Promise<readonly BlogSearchHit[]>) =>
  fromPromise<readonly BlogSearchHit[], { query: string }>(({ input }) => search(input.query));

/**
 * Issue 17: /blog/search on a document page searches in the page once its island is live. It starts from the results
 * the server rendered for the address's query; each search shows its results and puts its query in the address (so it
 * can be shared or reloaded). When the index cannot be loaded, the search goes to the server as a page load instead.
 */
export const blogSearchMachine = lazyMachine(() =>
  setup({
    types: { context: {} as BlogSearchContext, events: {} as BlogSearchEvent, input: {} as BlogSearchContext },
    actors: { search: unprovided<readonly BlogSearchHit[], { query: string }>('search') },
    actions: {
      showQueryInAddress: unprovidedAction<{ query: string }>('showQueryInAddress'),
      searchByPageLoad: unprovidedAction<{ query: string }>('searchByPageLoad'),
    },
  }).createMachine({
    id: 'blogSearch',
    description: "The blog's search in the page: the query's results, searched in the browser.",
    context: ({ input }) => input,
    initial: 'showing',
    states: {
      showing: {
        description: 'The results of the last query (the server rendered the first).',
        on: { 'user.search': { target: 'searching', actions: assign({ query: ({ event }) => event.query }) } },
      },
      searching: {
        on: { 'user.search': { target: 'searching', reenter: true, actions: assign({ query: ({ event }) => event.query }) } },
        invoke: {
          id: 'search',
          src: 'search',
          input: ({ context }) => ({ query: context.query }),
          onDone: {
            target: 'showing',
            actions: [assign({ hits: ({ event }) => event.output }), { type: 'showQueryInAddress', params: ({ context }) => ({ query: context.query }) }],
          },
          onError: {
            target: 'showing',
            description: 'The index did not load: the server answers the query instead.',
            actions: { type: 'searchByPageLoad', params: ({ context }) => ({ query: context.query }) },
          },
        },
      },
    },
  }),
);
