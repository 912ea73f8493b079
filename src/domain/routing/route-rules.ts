import { localizedPath } from '../i18n/language-route.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * SPEC §7 route rules: what the site does with an address before it shows a page. The only rule the site has is a
 * redirect, for addresses it no longer serves (old links in emails, apps and search results). A path is written
 * without its language prefix; an internal target keeps the visitor's language, an external one is a full page load.
 */
export type RouteRule = {
  readonly redirect: {
    readonly to: string;
    /** 301 for an address gone for good, 302 for one that points at something that may move (the help centre). */
    readonly status: 301 | 302;
    /** An external target per language, where the target has one (the help centre is English and Russian). */
    readonly byLanguage?: Readonly<Partial<Record<Language, string>>>;
  };
};

export type RouteRules = Readonly<Record<string, RouteRule>>;

const HELP_CENTRE = 'https://help.harborvpn.com/hc/en-us';

/** The site's route rules, written into the build's manifest (builds/meta/{build id}.json) by the build. */
export const ROUTE_RULES: RouteRules = {
  '/buy': { redirect: { to: '/pricing', status: 301 } },
  '/plans': { redirect: { to: '/pricing', status: 301 } },
  '/price': { redirect: { to: '/pricing', status: 301 } },
  '/signin': { redirect: { to: '/login', status: 301 } },
  '/sign-in': { redirect: { to: '/login', status: 301 } },
  '/account': { redirect: { to: '/myaccount', status: 301 } },
  '/downloads': { redirect: { to: '/download', status: 301 } },
  '/free-trial': { redirect: { to: '/vpn-trial', status: 301 } },
  '/forgot-password': { redirect: { to: '/forgetpassword', status: 301 } },
  '/about': { redirect: { to: '/aboutus', status: 301 } },
  '/support': { redirect: { to: HELP_CENTRE, status: 302, byLanguage: { ru: 'https://help.harborvpn.com/hc/ru' } } },
  '/help': { redirect: { to: HELP_CENTRE, status: 302, byLanguage: { ru: 'https://help.harborvpn.com/hc/ru' } } },
};

export type RouteRedirect = { readonly location: string; readonly status: 301 | 302; readonly external: boolean };

function isExternal(target: string): boolean {
  return /^https:\/\//.test(target);
}

/**
 * Where a rule sends a visitor on a path of a language's site, or undefined when no rule names the path. An internal
 * redirect keeps the query (campaign tags of an old link still count); an external one carries nothing of ours.
 */
export function routeRedirect(rules: RouteRules, language: Language, pathWithoutPrefix: string, search = ''): RouteRedirect | undefined {
  const trimmed = pathWithoutPrefix.length > 1 ? pathWithoutPrefix.replace(/\/+$/, '') : pathWithoutPrefix;
  const rule = Object.hasOwn(rules, trimmed) ? rules[trimmed] : undefined;
  if (rule === undefined) return undefined;
  const { to, status, byLanguage } = rule.redirect;
  if (isExternal(to)) return { location: byLanguage?.[language] ?? to, status, external: true };
  return { location: `${localizedPath(language, to)}${search}`, status, external: false };
}
