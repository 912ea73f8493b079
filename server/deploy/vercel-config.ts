// Issue 18, the CDN target: the same rules as the nginx configuration, for Vercel's Build Output API (v3,
// `.vercel/output/config.json`), whose routes can match a cookie's value and a request header — which the language
// rules need and most static hosts' redirect files cannot express (docs/decisions.md). Generated from the same
// sources: the language table, the route rules, each page's own policy. What a static host cannot do — a not-found
// page with the visitor's path written in, a page's address in other capitals, blog listings with a query — goes to
// the renderer (the embedded server with API_BASE set) after the files have missed.
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, ROUTED_LANGUAGES, SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from '../../src/domain/index.ts';
import { PAGE_VARY } from '../build-files.ts';
import { acceptLanguageEntry, escapeRegExp, languageAlternatives } from './language-maps.ts';
import type { NginxSite } from './nginx-config.ts';

type Condition = { readonly type: 'header' | 'cookie' | 'query'; readonly key: string; readonly value?: string };

export type VercelRoute =
  | {
      readonly src: string;
      readonly dest?: string;
      readonly status?: number;
      readonly headers?: Readonly<Record<string, string>>;
      readonly continue?: boolean;
      readonly caseSensitive?: boolean;
      readonly has?: readonly Condition[];
      readonly missing?: readonly Condition[];
    }
  | { readonly handle: 'filesystem' };

export type VercelConfig = {
  readonly version: 3;
  readonly routes: readonly VercelRoute[];
  readonly overrides: Readonly<Record<string, { readonly path: string; readonly contentType?: string }>>;
};

export type CdnSite = Pick<NginxSite, 'pages' | 'rules' | 'assetPolicy' | 'securityHeaders' | 'speculationRules'> & {
  /** The API (API_BASE): /api/, /ws/ and /l10n/ are rewritten there. */
  readonly apiBase: string;
  /** The renderer (the embedded server with API_BASE set), for what no file answers. */
  readonly renderBase: string;
};

const PREFIXED = ROUTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const ANY_PREFIX = `(?:${languageAlternatives(PREFIXED)})`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A letter in either case: Vercel's `has` values are case-sensitive patterns. */
function eitherCase(text: string): string {
  return [...text].map((char) => (/[a-z]/i.test(char) ? `[${char.toLowerCase()}${char.toUpperCase()}]` : escapeRegExp(char))).join('');
}

const tagOf = (alternatives: string) => acceptLanguageEntry(`(?:${alternatives})`);

/**
 * An Accept-Language whose first routed tag that the browser does not refuse is `language`: every entry before it is
 * not such a tag (the nginx map finds the same entry with a lazy repeat and a capture).
 */
export function acceptLanguageFirst(language: string): string {
  const anyRouted = tagOf(ROUTED_LANGUAGES.map(eitherCase).join('|'));
  return `^(?:(?!${anyRouted})[^,]*,)*?${tagOf(eitherCase(language))}`;
}

const redirect = (status: 301 | 302, location: string, extra: Readonly<Record<string, string>> = {}) => ({
  status,
  headers: { Location: location, 'Cache-Control': status === 301 ? 'public, max-age=3600' : 'no-store', ...extra },
});

/** SPEC §2.1's 301s: the raw path's shape, before anything else. */
function canonicalRoutes(): VercelRoute[] {
  const home = (language: string) => (language === DEFAULT_LANGUAGE ? '/' : `/${language}`);
  return [
    { src: '^(.*?)//+(.*)$', caseSensitive: true, ...redirect(301, '$1/$2') },
    { src: '^(/.*[^/])/+$', caseSensitive: true, ...redirect(301, '$1') },
    { src: `^/${DEFAULT_LANGUAGE}$`, caseSensitive: true, ...redirect(301, '/') },
    { src: `^/${DEFAULT_LANGUAGE}(/.*)$`, caseSensitive: true, ...redirect(301, '$1') },
    { src: '^/home$', caseSensitive: true, ...redirect(301, '/') },
    ...ROUTED_LANGUAGES.map((language): VercelRoute => ({ src: `^/home/${language}$`, caseSensitive: true, ...redirect(301, home(language)) })),
    ...PREFIXED.map((language): VercelRoute => ({ src: `^/${language}/home$`, caseSensitive: true, ...redirect(301, home(language)) })),
  ];
}

/** The paths of one language's site, with the rest after its prefix captured (empty for its home page). */
function pathsOf(language: string): { readonly home: string; readonly rest: string } {
  return language === DEFAULT_LANGUAGE
    ? { home: '^/$', rest: `^(?!/${ANY_PREFIX}(?:/|$))(/.+)$` }
    : { home: `^/${language}$`, rest: `^/${language}(/.*)$` };
}

/** The cookie's language for a path of another language; then, on a first visit, the browser's for an unprefixed path. */
function languageRoutes(): VercelRoute[] {
  const vary = { Vary: PAGE_VARY };
  const routes: VercelRoute[] = [];
  for (const cookie of ROUTED_LANGUAGES) {
    const has = [{ type: 'cookie' as const, key: LANGUAGE_COOKIE, value: `^${cookie}$` }];
    for (const url of ROUTED_LANGUAGES.filter((language) => language !== cookie)) {
      const { home, rest } = pathsOf(url);
      const target = cookie === DEFAULT_LANGUAGE ? '' : `/${cookie}`;
      routes.push({ src: home, caseSensitive: true, has, ...redirect(302, target || '/', vary) });
      routes.push({ src: rest, caseSensitive: true, has, ...redirect(302, `${target}$1`, vary) });
    }
  }
  const noChoice = [{ type: 'cookie' as const, key: LANGUAGE_COOKIE, value: `^(?:${languageAlternatives()})$` }];
  for (const language of PREFIXED) {
    const has = [{ type: 'header' as const, key: 'accept-language', value: acceptLanguageFirst(language) }];
    const remember = { ...vary, 'Set-Cookie': `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure` };
    const { home, rest } = pathsOf(DEFAULT_LANGUAGE);
    routes.push({ src: home, caseSensitive: true, has, missing: noChoice, ...redirect(302, `/${language}`, remember) });
    routes.push({ src: rest, caseSensitive: true, has, missing: noChoice, ...redirect(302, `/${language}$1`, remember) });
  }
  return routes;
}

/** Headers by kind of answer; a page's own policy joins its pages with the same policy in one pattern. */
function headerRoutes(site: CdnSite): VercelRoute[] {
  const security = Object.fromEntries(site.securityHeaders);
  const byPolicy = new Map<string, string[]>();
  for (const page of site.pages) byPolicy.set(page.policy, [...(byPolicy.get(page.policy) ?? []), page.path]);
  const page = {
    'Cache-Control': 'no-cache',
    Vary: PAGE_VARY,
    ...(site.speculationRules ? { 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` } : {}),
  };
  return [
    { src: '^/.*$', headers: { ...security, 'Content-Security-Policy': site.assetPolicy, 'Cache-Control': 'public, max-age=3600' }, continue: true },
    { src: '^/assets/.*$', headers: { 'Cache-Control': IMMUTABLE }, continue: true },
    { src: '^/builds/meta/.*$', headers: { 'Cache-Control': IMMUTABLE }, continue: true },
    { src: `^(?:/builds/latest\\.json|${escapeRegExp(SPECULATION_RULES_PATH)}|.*/_payload\\.json)$`, headers: { 'Cache-Control': 'no-cache' }, continue: true },
    ...[...byPolicy].map(([policy, paths]): VercelRoute => ({
      src: `^(?:${paths.map(escapeRegExp).join('|')})$`,
      caseSensitive: true,
      headers: { ...page, 'Content-Security-Policy': policy },
      continue: true,
    })),
  ];
}

export function vercelConfig(site: CdnSite): VercelConfig {
  const proxied = ['api', 'ws', 'l10n'].map((prefix): VercelRoute => ({ src: `^/${prefix}/(.*)$`, dest: `${site.apiBase}/${prefix}/$1` }));
  const listings = ['page', 'q'].map((key): VercelRoute => ({ src: `^((?:/${ANY_PREFIX})?/blog/(?:more|search))$`, caseSensitive: true, has: [{ type: 'query', key }], dest: `${site.renderBase}$1` }));
  const rules = site.rules.map((rule): VercelRoute => ({ src: `^${escapeRegExp(rule.path)}$`, caseSensitive: true, ...redirect(rule.status, rule.location, { Vary: PAGE_VARY }) }));
  const overrides: Record<string, { path: string; contentType?: string }> = {};
  for (const page of site.pages) {
    overrides[page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`] = { path: page.path.slice(1), contentType: 'text/html; charset=utf-8' };
  }
  overrides[SPECULATION_RULES_PATH.slice(1)] = { path: SPECULATION_RULES_PATH.slice(1), contentType: SPECULATION_RULES_TYPE };
  return {
    version: 3,
    routes: [
      ...proxied,
      ...canonicalRoutes(),
      ...languageRoutes(),
      ...listings,
      ...headerRoutes(site),
      { handle: 'filesystem' },
      // No file answered: the route rules (SPEC §7), then the renderer — a page in other capitals moves to its own
      // address there, and any other path gets the not-found page of its route with its path written in.
      ...rules,
      { src: '^(/.*)$', dest: `${site.renderBase}$1` },
    ],
    overrides,
  };
}
