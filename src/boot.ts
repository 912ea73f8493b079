// The page's first script (issue 7). The prerendered HTML and its stylesheets are the whole page a visitor
// first sees, so the app (React, the router, the DI container, the machines) is fetched only after the page
// has loaded — or at once when the visitor reaches for a control before that — and never competes with
// the page's text and images for the network.
import { recordPageVisit } from './infrastructure/analytics/page-visit-journal.ts';

const EARLY_INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

// A link followed before the app starts is a full page load; the journal keeps this page's visit (its
// page_show and partner query) for the app to report on whichever page it first runs.
recordPageVisit(location.href, false);

let started = false;

function startApp(): void {
  if (started) return;
  started = true;
  for (const type of EARLY_INTENT) removeEventListener(type, startApp, true);
  void import('./main.tsx');
}

for (const type of EARLY_INTENT) addEventListener(type, startApp, { capture: true, passive: true });
// A task after the load event, so the app's requests start once the page has finished loading.
const afterLoad = () => setTimeout(startApp, 0);
if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
