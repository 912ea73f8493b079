import type { Language, PageHeadFacts, Route } from '../../domain/index.ts';

// The shapes the route tree hands to the layout, the pages and the error page. They live apart from
// create-routes.tsx, which imports every page (through page-modules.ts), so that a page, the layout
// or the error page can name them without importing back up into the module that loads it.

/** Static facts about a matched route, read by the layout through `useMatches()`. */
export type RouteHandle = { readonly language: Language; readonly route?: Route };

export type PageLoaderData = {
  readonly language: Language;
  readonly routeName: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly title: string;
  readonly description: string;
  /** What the page module's `data` loaded (undefined for pages without one). */
  readonly pageData: unknown;
  /** The page's head facts beyond title and description (address, indexability, share image, JSON-LD). */
  readonly head: PageHeadFacts;
};

/** Data of the 404 responses the error page renders. */
export type NotFoundData = {
  readonly kind: 'unknown-path' | 'failed-validation';
  readonly path: string;
  readonly title: string;
};
