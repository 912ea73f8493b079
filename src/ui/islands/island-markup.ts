// What the document runtime reads of an island's markup, without React: the runtime's first chunk must not pull it in.

/**
 * When a document page's island is hydrated (issue 17): when it scrolls into view, when the browser is idle, at the first
 * interaction with it, or when the document runtime decides the visitor needs it (a session to show, a choice to ask).
 */
export type HydrateOn = 'visible' | 'idle' | 'interaction' | 'runtime';

/** The attribute names the document runtime reads. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', hydrate: 'data-hydrate', props: 'data-props', hydrated: 'data-island-hydrated' } as const;
