// Composition root of a document page (issue 17): finished HTML whose live parts are islands, each hydrated as its own
// React root on its own trigger, and the page's duties (page-duties.ts) without the app. This first chunk holds no
// React: React, each island's code, its texts and the app's services load when an island needs them.
import type { I18n } from '@lingui/core';
import type { ComponentType } from 'react';
import { LanguageChoice } from './application/i18n/language-choice.use-case.ts';
import { PageTextsLoader } from './application/i18n/load-page-texts.use-case.ts';
import type { CompiledMessages } from './application/ports/text-catalog.port.ts';
import { eligiblePopup, languageTag, popupsDismissedOn, seasonalPieceAt, splitLanguagePrefix, withWesternDigits, type PageKey } from './domain/index.ts';
import { BrowserPopupsEnvironment } from './infrastructure/browser/popups-environment.adapter.ts';
import { CookieLanguagePreferenceAdapter } from './infrastructure/cookies/cookie-language-preference.adapter.ts';
import { CookieSessionStoreAdapter } from './infrastructure/cookies/cookie-session-store.adapter.ts';
import { BuildManifestAdapter } from './infrastructure/build/build-manifest.adapter.ts';
import { browserServices } from './infrastructure/di/browser-services.ts';
import { CompiledCatalogsAdapter } from './infrastructure/i18n/compiled-catalogs.adapter.ts';
import { lazyPort } from './infrastructure/di/lazy-port.ts';
import { holdPressesUntilLive, releaseEarlyPresses } from './infrastructure/browser/held-presses.ts';
import { whenShown } from './infrastructure/browser/when-shown.ts';
import type { AppServices, IslandContext } from './islands.tsx';
import { ISLAND_ATTRIBUTES, type HydrateOn } from './ui/islands/island-markup.ts';
import type { IslandServices } from './ui/islands/island.tsx';
import { ISLANDS, isIslandName, loadPromotionPopups, type IslandDefinition, type IslandName } from './ui/islands/registry.ts';

declare const __BUILD_ID__: string;

const root = document.documentElement;
const { language, pathWithoutPrefix } = splitLanguagePrefix(location.pathname);
const preference = new CookieLanguagePreferenceAdapter();
const store = new CookieSessionStoreAdapter();
const services = browserServices(store);
const islandServices: IslandServices = { chooseLanguage: (chosen) => preference.remember(chosen) };

// ---- Texts: one Lingui instance for every island of the page, each catalogue loaded once. ----

// Only the catalogues islands read (the app's adapter globs every page key of every language).
const pageTexts = new PageTextsLoader(new CompiledCatalogsAdapter(import.meta.glob<{ messages: CompiledMessages }>('../locales/*/{header,home,policy,blog}.po'), '../'));
let lingui: Promise<I18n> | undefined;

async function texts(keys: readonly PageKey[]): Promise<I18n> {
  lingui ??= import('@lingui/core').then(({ setupI18n }) => {
    const i18n = setupI18n();
    i18n.load(language, {});
    i18n.activate(language, [withWesternDigits(languageTag(language))]);
    return i18n;
  });
  const [i18n, loaded] = await Promise.all([lingui, pageTexts.load(language, keys)]);
  for (const { locale, key } of loaded.missing) console.error(`Could not load the ${locale}/${key} texts.`);
  i18n.load(language, { ...loaded.messages } as Record<string, string>);
  return i18n;
}

// ---- The app's services, for the islands that read them: built once, when the first such island hydrates. ----

let appServices: Promise<AppServices> | undefined;

function loadAppServices(): Promise<AppServices> {
  appServices ??= import('./document-app-services.ts')
    .then(({ createAppServices }) => createAppServices(services))
    .then((app) => {
      watchConsent(app);
      return app;
    });
  return appServices;
}

async function islandContext(definition: Pick<IslandDefinition, 'texts' | 'needsApp'>): Promise<IslandContext> {
  const [i18n, app] = await Promise.all([texts(definition.texts), definition.needsApp ? loadAppServices() : undefined]);
  return { i18n, services: islandServices, app };
}

// ---- Islands: hydrated on their trigger; a click before that is held and replayed once the island is live. ----

type PageIsland = { readonly element: HTMLElement; readonly name: IslandName; hydrated: Promise<void> | undefined };

function hydrate(island: PageIsland): Promise<void> {
  island.hydrated ??= (async () => {
    const definition = ISLANDS[island.name];
    const props = JSON.parse(island.element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
    const [Component, roots, context] = await Promise.all([definition.load(), import('./islands.tsx'), islandContext(definition)]);
    await roots.hydrateIsland(island.element, island.name, Component as ComponentType<object>, props, context);
    island.element.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'true');
  })()
    .catch((error: unknown) => {
      console.error(`Could not hydrate the ${island.name} island.`, error);
    });
  return island.hydrated;
}

const INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function arm(island: PageIsland, trigger: Exclude<HydrateOn, 'runtime'>): void {
  holdPressesUntilLive(island.element, () => hydrate(island));
  const start = () => void hydrate(island);
  if (trigger === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(start);
    else setTimeout(start, 1);
  } else if (trigger === 'visible') {
    // The wrapper is `display: contents`, with no box of its own: its first child is what scrolls into view.
    const target = island.element.firstElementChild ?? island.element;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    observer.observe(target);
  } else {
    const once = () => {
      for (const type of INTERACTION) island.element.removeEventListener(type, once, true);
      start();
    };
    for (const type of INTERACTION) island.element.addEventListener(type, once, { capture: true, passive: true });
  }
}

/** Islands the runtime hydrates only when the visitor needs them, and whether this visitor does. */
const RUNTIME_CONDITIONS: Partial<Record<IslandName, () => boolean>> = {
  // A session to show: the account menu replaces "Sign in". Without one, "Sign in" is a plain link.
  'account-menu': () => store.read() !== undefined,
  // Today's seasonal piece (SPEC §2.2): outside every window there is nothing to show.
  'seasonal-banner': () => seasonalPieceAt(new Date()) !== undefined,
};

function armIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
    if (!isIslandName(name)) continue;
    const trigger = (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) ?? 'interaction') as HydrateOn;
    if (trigger === 'runtime' && !(RUNTIME_CONDITIONS[name]?.() ?? false)) continue;
    arm({ element, name, hydrated: undefined }, trigger === 'runtime' ? 'idle' : trigger);
  }
}

// ---- Consent and popups (SPEC §4): the question while unanswered, then today's popup if there is one. ----

let popupsShown = false;

function watchConsent(app: AppServices): void {
  const follow = () => {
    const snapshot = app.actors.consent.getSnapshot();
    if (snapshot.matches('undecided')) return;
    // The banner is shown by the stylesheet while the question stands; it may never have hydrated.
    root.dataset['consent'] = snapshot.matches('accepted') ? 'accepted' : 'rejected';
    showPopupsIfAny();
  };
  app.actors.consent.subscribe(follow);
  follow();
}

/**
 * Loads the popups only when one can show today: the domain's rules without the festival (the popups' machine reads
 * the promotion config), unless that one was closed today too.
 */
function showPopupsIfAny(): void {
  if (popupsShown) return;
  const environment = new BrowserPopupsEnvironment();
  const at = new Date(environment.now());
  const dismissed = popupsDismissedOn(environment.closedOn(), at);
  const isIndexPage = pathWithoutPrefix === '/';
  const scheduled = eligiblePopup({ at, festival: undefined, isMobile: environment.isMobile(), isIndexPage, dismissed });
  if (scheduled === undefined && dismissed.has('festival')) return;
  popupsShown = true;
  void Promise.all([loadPromotionPopups(), import('./islands.tsx'), islandContext({ texts: ['header'], needsApp: true })]).then(([PromotionPopups, roots, context]) => {
    const element = document.body.appendChild(document.createElement('div'));
    roots.renderIsland(element, PromotionPopups as ComponentType<object>, { language, isIndexPage, quiet: false }, context);
  });
}

// ---- The page's duties, after the page has loaded. ----

async function startDuties(): Promise<void> {
  const { startPageDuties } = await import('./page-duties.ts');
  await startPageDuties({
    config: () => services.runtimeConfig.load(),
    attribution: services.attribution,
    manifest: new BuildManifestAdapter(__BUILD_ID__, () => Date.now()),
    analytics: lazyPort(() => services.visitorApi().then((api) => api.analytics)),
    geo: lazyPort(() => services.visitorApi().then((api) => api.geo)),
    pathKnown: root.dataset['notFound'] === undefined,
  });
}

function start(): void {
  armIslands();
  // Presses made before this runtime ran (boot.ts held them) reach the islands now armed.
  releaseEarlyPresses();
  // QA and the browser tests read it: every island of the page now works, hydrated or not.
  root.setAttribute('data-hydrated', 'true');
  // A page prerendered ahead (Speculation Rules) reports its visit and opens a popup only once it is shown.
  const afterLoad = () =>
    requestAnimationFrame(() =>
      setTimeout(
        () =>
          whenShown(() => {
            void startDuties();
            if (root.dataset['consent'] !== 'undecided') showPopupsIfAny();
          }),
        0,
      ),
    );
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

// SPEC §2.1 in the browser, as the app applies it after each navigation: the hash and a cached page are the browser's.
const decision = new LanguageChoice(preference).decide(location);
if (decision.kind === 'redirect') location.replace(decision.location);
else start();
