// The page's first script (issue 7). The prerendered HTML and its stylesheets are the whole page a visitor
// first sees, so the app (React, the router, the DI container, the machines) is fetched only after the page
// has loaded — or at once when the visitor reaches for a control before that — and never competes with
// the page's text and images for the network.
import { recordPageVisit } from './infrastructure/analytics/page-visit-journal.ts';

const EARLY_INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

// A link followed before the app starts is a full page load; the journal keeps this page's visit (its
// page_show and partner query) for the app to report on whichever page it first runs.
recordPageVisit(location.href, false);

/**
 * The page's stylesheets are inlined in its head (server/page-assets.ts). Before a lazily loaded module
 * runs, Vite's loader links each stylesheet it needs unless the document already links that file; a
 * disabled link tells it the file is applied, without fetching it again or applying it a second time after
 * the page's own rules.
 */
function declareInlinedStylesheets(): void {
  const links = [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset['href'] ?? '';
    return link;
  });
  // One insertion: each change to the document's stylesheets makes the browser collect them again.
  document.head.append(...links);
}

let started = false;

function startApp(): void {
  if (started) return;
  started = true;
  for (const type of EARLY_INTENT) removeEventListener(type, startApp, true);
  declareInlinedStylesheets();
  void import('./main.tsx');
}

for (const type of EARLY_INTENT) addEventListener(type, startApp, { capture: true, passive: true });
// After the load event and the next paint: the app's requests start once the page has finished loading,
// and its work never holds up the first paint of the page the visitor already has.
const afterLoad = () => requestAnimationFrame(() => setTimeout(startApp, 0));
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
