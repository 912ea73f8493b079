// Every island a document page may carry (issue 17), by the name its markup gives (`<Island name>`): a static list of
// dynamic imports, so that each island's code is a chunk of its own, fetched when its trigger fires.
import type { ComponentType } from 'react';
import type { PageKey } from '../../domain/index.ts';

export type IslandDefinition = {
  readonly load: () => Promise<ComponentType<never>>;
  /** The page texts its component reads. */
  readonly texts: readonly PageKey[];
  /** True when it reads the app's services: the container and the app-wide actors (session, consent…). */
  readonly needsApp: boolean;
};

export const ISLANDS = {
  'language-switcher': {
    load: () => import('../shell/header/language-switcher.view.tsx').then((module) => module.LanguageSwitcher),
    texts: ['header'],
    needsApp: false,
  },
  'account-menu': { load: () => import('../shell/header/account-menu.tsx').then((module) => module.AccountMenu), texts: ['header'], needsApp: true },
  'consent-banner': { load: () => import('../shell/overlays/consent-banner.tsx').then((module) => module.ConsentBanner), texts: ['header'], needsApp: true },
  'consent-panel': { load: () => import('../pages/policy/consent-panel.tsx').then((module) => module.ConsentPanel), texts: ['header', 'policy'], needsApp: true },
  'pricing-teaser': { load: () => import('../pages/home/home-islands.tsx').then((module) => module.HomePricingTeaser), texts: ['header', 'home'], needsApp: true },
  'blog-search': { load: () => import('../pages/blog/blog-search.island.tsx').then((module) => module.BlogSearch), texts: ['header', 'blog'], needsApp: false },
  'seasonal-banner': { load: () => import('../pages/home/home-islands.tsx').then((module) => module.HomeSeasonalBanner), texts: ['header', 'home'], needsApp: false },
} as const satisfies Readonly<Record<string, IslandDefinition>>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/** The promotion popups, rendered by the document runtime in a root of their own when one can show (no prerendered markup). */
export const loadPromotionPopups = () => import('../shell/overlays/promotion-popups.tsx').then((module) => module.PromotionPopups);
