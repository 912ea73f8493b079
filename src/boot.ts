// The page's first script (issues 7 and 17). The prerendered HTML and its stylesheets are the whole page a visitor
// first sees. On an app page (`<html data-mode="app">`) the app (React, the router, the DI container, the machines) is
// fetched only after the page has loaded — or at once when the visitor reaches for a control before that — and never
// competes with the page's text and images for the network. A document page gets the document runtime instead: its
// islands and the page's duties, without the app.
import { CONSENT_STORAGE_KEY, storedConsentChoice } from './domain/consent/consent-signals.ts';
import { deviceInfo, suggestedDownloadPlatform } from './domain/platform/device.ts';
import { downloadProductForPlatform } from './domain/platform/download-product.ts';
import { recordPageVisit } from './infrastructure/analytics/page-visit-journal.ts';
import { holdEarlyPresses, releaseEarlyPresses } from './infrastructure/browser/held-presses.ts';
import { whenShown } from './infrastructure/browser/when-shown.ts';
import { ISLAND_ATTRIBUTES } from './ui/islands/island-markup.ts';

const EARLY_INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

// A link followed before the page's scripts start is a full page load; the journal keeps this page's visit (its
// page_show and partner query) for whichever page's scripts first run to report.
// A page prerendered ahead (issue 17) is a visit only once shown.
whenShown(() => recordPageVisit(location.href, false));

/** SPEC §4: the cookie banner is in every page, shown by the stylesheet while no choice is stored (consent-banner.css). */
function markConsentQuestion(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage refused: the question stands.
  }
  if (storedConsentChoice(stored) === undefined) document.documentElement.dataset['consent'] = 'undecided';
}
markConsentQuestion();

/** The download page suggests the app for the visitor's platform: its stylesheet shows the one named here (download.css). */
function markDownloadProduct(): void {
  if (document.querySelector('[data-suggested]') === null) return;
  const platform = suggestedDownloadPlatform(deviceInfo(navigator.userAgent));
  if (platform !== undefined) document.documentElement.dataset['downloadProduct'] = downloadProductForPlatform(platform);
}
markDownloadProduct();

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

function startAppAfterLoad(): void {
  for (const type of EARLY_INTENT) addEventListener(type, startApp, { capture: true, passive: true });
  // After the load event and the next paint: the app's requests start once the page has finished loading,
  // and its work never holds up the first paint of the page the visitor already has.
  const afterLoad = () => requestAnimationFrame(() => setTimeout(startApp, 0));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

if (document.documentElement.dataset['mode'] === 'document') {
  declareInlinedStylesheets();
  holdEarlyPresses(`[${ISLAND_ATTRIBUTES.name}]`);
  // The runtime releases them once its islands are armed; a runtime that fails to load gives them back to the markup.
  void import('./document-runtime.ts').catch(() => releaseEarlyPresses());
} else startAppAfterLoad();
