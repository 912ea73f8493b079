import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, ROUTED_LANGUAGES, isInSection, localizedPath, splitLanguagePrefix, type Language } from '../src/domain/index.ts';

/**
 * Issue 16 (finding 6): an address no page is prerendered for is answered with a not-found page prerendered by the build,
 * the visitor's path written into it, instead of a server render on the only thread. One page per route the browser's
 * router can match there: each language's catch-all (an unknown path) and each route with a parameter (a value that
 * fails validation), so the page hydrates on the same route, in the same layout, with the same error.
 */

/** The path segment the build renders the not-found pages with, replaced by the visitor's path when one is served. */
export const NOT_FOUND_PLACEHOLDER = 'not-found-path-placeholder';

/** Where the build writes the not-found pages: route id → the path it was rendered for and its HTML document. */
export const NOT_FOUND_PAGES_FILE = 'not-found/pages.json';

export type NotFoundPageFile = Readonly<Record<string, { readonly path: string; readonly html: string }>>;

const ROUTER_STATE_OPEN = '<script type="application/json" id="router-state">';

/** As React writes text and attribute values, so the served page is byte for byte what a render of the path gives. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);
}

/** Inside the router state's JSON string, as the render writes it (no `<`, so no `</script>`). */
function jsonText(text: string): string {
  return JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where the visitor's path goes: the language switcher's links (path without prefix, query kept), the page's text, the
 * router state, and the header's main links, one of which is marked current when the path lies in its section.
 */
type Slot =
  | { readonly kind: 'switcher'; readonly language: Language }
  | { readonly kind: 'island-href'; readonly language: Language }
  | { readonly kind: 'text' }
  | { readonly kind: 'state' }
  | { readonly kind: 'section'; readonly sectionPath: string };

/** An island's props carry the switcher's hrefs as JSON inside an attribute (island.tsx), as React escapes it. */
const ISLAND_HREF = '&quot;href&quot;:&quot;';

/** A main link of the header as React writes it (header.view.tsx): the current mark sits between its class and its href. */
const MAIN_LINK = '<a class="site-nav__link"( aria-current="page")?(?= href="([^"]*)")';

export type NotFoundPage = {
  /** The document with the visitor's path in each place the page shows it. */
  readonly html: (pathname: string) => string;
  /** The HTML as the build wrote it, for its security headers (the stylesheets it inlines). */
  readonly template: string;
};

/** Splits a not-found page at each place its path appears, once, so that serving one is a join of strings. */
export function notFoundPage(templatePath: string, template: string): NotFoundPage {
  const { language: templateLanguage, pathWithoutPrefix } = splitLanguagePrefix(templatePath);
  const prefixes = ROUTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map(escapeRegExp);
  const places = new RegExp(
    `${MAIN_LINK}|href="(?:/(${prefixes.join('|')}))?${escapeRegExp(pathWithoutPrefix)}"|${ISLAND_HREF}(?:/(${prefixes.join('|')}))?${escapeRegExp(pathWithoutPrefix)}&quot;|${escapeRegExp(localizedPath(templateLanguage, pathWithoutPrefix))}`,
    'g',
  );
  const stateStart = template.indexOf(ROUTER_STATE_OPEN);
  const stateEnd = template.indexOf('</script>', stateStart);
  // literals[i] comes before slots[i]; the last literal closes the document.
  const literals: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  let reopen = '';
  for (const match of template.matchAll(places)) {
    const [text, , sectionHref, switcherLanguage, islandLanguage] = match;
    const section = text.startsWith('<a ');
    const switcher = text.startsWith('href="');
    const islandHref = text.startsWith(ISLAND_HREF);
    literals.push(reopen + template.slice(last, match.index) + (section ? '<a class="site-nav__link"' : switcher ? 'href="' : islandHref ? ISLAND_HREF : ''));
    const inState = stateStart !== -1 && match.index > stateStart && match.index < stateEnd;
    if (section) slots.push({ kind: 'section', sectionPath: splitLanguagePrefix(sectionHref ?? '').pathWithoutPrefix });
    else if (switcher) slots.push({ kind: 'switcher', language: (switcherLanguage as Language | undefined) ?? DEFAULT_LANGUAGE });
    else if (islandHref) slots.push({ kind: 'island-href', language: (islandLanguage as Language | undefined) ?? DEFAULT_LANGUAGE });
    else slots.push({ kind: inState ? 'state' : 'text' });
    last = match.index + text.length;
    reopen = switcher ? '"' : islandHref ? '&quot;' : '';
  }
  literals.push(reopen + template.slice(last));
  // A document page (issue 17) carries no router state.
  if ((stateStart !== -1 && !slots.some((slot) => slot.kind === 'state')) || !slots.some((slot) => slot.kind === 'text')) {
    throw new Error(`The not-found page for ${templatePath} does not show its path in its text and its router state; has the page changed?`);
  }
  return {
    template,
    html: (pathname) => {
      const rest = splitLanguagePrefix(pathname).pathWithoutPrefix;
      const values = slots.map((slot) => {
        switch (slot.kind) {
          case 'section':
            return isInSection(rest, slot.sectionPath) ? ' aria-current="page"' : '';
          case 'switcher':
            // As a render writes it: the switcher adds the query itself once hydrated (language-switcher.view.tsx).
            return escapeHtml(localizedPath(slot.language, rest));
          case 'island-href':
            return escapeHtml(JSON.stringify(localizedPath(slot.language, rest)).slice(1, -1));
          case 'state':
            return jsonText(pathname);
          default:
            return escapeHtml(pathname);
        }
      });
      return literals.map((literal, index) => `${literal}${values[index] ?? ''}`).join('');
    },
  };
}

/** The build's not-found pages by route id (scripts/prerender.ts writes them). */
export function readNotFoundPages(distDir: string): ReadonlyMap<string, NotFoundPage> {
  const file = JSON.parse(readFileSync(join(distDir, NOT_FOUND_PAGES_FILE), 'utf8')) as NotFoundPageFile;
  return new Map(Object.entries(file).map(([id, { path, html }]) => [id, notFoundPage(path, html)]));
}
