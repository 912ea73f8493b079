import { ROUTED_LANGUAGES } from '../i18n/languages.ts';
import { localizedPath } from '../i18n/language-route.ts';
import type { RouteDefinition } from './route-table.ts';

/** Where the site's Speculation Rules are served; every page names it in a `Speculation-Rules` header (issue 17). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The media type browsers require of a rule set fetched through the header. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * Issue 17: links between document pages are page loads; the browser fetches them ahead so they feel instant. Links to
 * a document page (every language, route paths as URL patterns — `:param` and `:param?` are URLPattern syntax) are
 * prefetched as they come into view and prerendered when the pointer rests on one. App pages (checkout, account…) are
 * never fetched ahead: they show one visitor's state. A browser without the API loads the page when it is followed.
 */
export function documentSpeculationRules(definitions: readonly RouteDefinition[]) {
  const patterns = definitions.filter((route) => route.mode === 'document').flatMap((route) => ROUTED_LANGUAGES.map((language) => localizedPath(language, route.path)));
  const where = { href_matches: [...new Set(patterns)] };
  return {
    prefetch: [{ source: 'document', where, eagerness: 'eager' }],
    prerender: [{ source: 'document', where, eagerness: 'moderate' }],
  } as const;
}
