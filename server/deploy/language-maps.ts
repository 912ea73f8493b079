// Issue 18: SPEC §2.1's language rules (src/domain/i18n/language-route.ts) as nginx `map` blocks, generated from the
// language table so that a language added to the site is a language nginx routes. Each map reads the raw request path
// ($hv_path, still percent-encoded as the embedded server's URL parser keeps it) and yields a redirect target or "".
// The decisions come in the domain function's order: canonical rewrites (301), the cookie's language, then on a first
// visit the browser's (302).
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, ROUTED_LANGUAGES, type Language } from '../../src/domain/index.ts';

/** A PCRE alternative of the routed languages, longest first so that no language is read as a prefix of another. */
export function languageAlternatives(languages: readonly string[] = ROUTED_LANGUAGES): string {
  return [...languages].sort((a, b) => b.length - a.length || a.localeCompare(b)).join('|');
}

const PREFIXED = ROUTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** A value for an nginx config: quoted, with the characters nginx reads specially escaped. */
export function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A map key that matches exactly this value, in this case. nginx compares a map's plain keys without regard to case,
 * and the site's paths and its cookie are case-sensitive (`/BUY` is not `/buy`; a cookie of `DE` names no language).
 */
export function exactly(value: string): string {
  return quoted(`~^${escapeRegExp(value)}$`);
}

function map(source: string, target: string, entries: readonly (readonly [string, string])[], fallback = '""'): string {
  return [`map ${source} ${target} {`, `    default ${fallback};`, ...entries.map(([key, value]) => `    ${key} ${value};`), '}'].join('\n');
}

/**
 * The request's path and query, split from $request_uri as a URL parser splits them; the path's runs of slashes
 * collapsed (up to four runs in one answer, each further run in the next redirect) for the double-slash rule.
 */
function requestParts(): string[] {
  const collapse = (from: string, to: string) => map(from, to, [['"~^(?<a>.*?)//+(?<b>.*)$"', '$a/$b']], from);
  return [
    map('$request_uri', '$hv_path', [['"~^(?<p>[^?#]*)"', '$p']]),
    map('$request_uri', '$hv_query', [['"~^[^?#]*(?<q>\\?[^#]*)"', '$q']]),
    collapse('$hv_path', '$hv_collapsed_1'),
    collapse('$hv_collapsed_1', '$hv_collapsed_2'),
    collapse('$hv_collapsed_2', '$hv_collapsed_3'),
    collapse('$hv_collapsed_3', '$hv_collapsed'),
  ];
}

/** The 301s: double slashes, a trailing slash, the default language's prefix, and the home aliases (SPEC §2.1). */
function canonicalRedirects(): string {
  const home = (language: Language) => (language === DEFAULT_LANGUAGE ? '/' : `/${language}`);
  const entries: [string, string][] = [
    // Regular expressions are tried in the order written.
    ['"~//"', '$hv_collapsed$hv_query'],
    ['"~^(?<p>/.*[^/])/+$"', '$p$hv_query'],
    [`"~^/${DEFAULT_LANGUAGE}(?<r>/.*)$"`, '$r$hv_query'],
    [exactly(`/${DEFAULT_LANGUAGE}`), '/$hv_query'],
    [exactly('/home'), '/$hv_query'],
    ...ROUTED_LANGUAGES.map((language): [string, string] => [exactly(`/home/${language}`), `${home(language)}$hv_query`]),
    ...PREFIXED.map((language): [string, string] => [exactly(`/${language}/home`), `${home(language)}$hv_query`]),
  ];
  return map('$hv_path', '$hv_canonical', entries);
}

/**
 * The path's language and the rest of it. A path is prefixed only when its first segment is exactly a routed language
 * (splitLanguagePrefix): `/DE/x` is an English path, as it is to the domain function.
 */
function pathLanguage(): string[] {
  const prefixed = `(?<l>${languageAlternatives(PREFIXED)})`;
  return [
    map('$hv_path', '$hv_url_language', [[`"~^/${prefixed}(/|$)"`, '$l']], DEFAULT_LANGUAGE),
    map('$hv_path', '$hv_rest', [[`"~^/${prefixed}(?<r>/.*)$"`, '$r'], [`"~^/${prefixed}$"`, '/']], '$hv_path'),
    // localizedPath(language, rest) is `/${language}${suffix}`: the home page's rest adds nothing.
    map('$hv_rest', '$hv_rest_suffix', [['/', '""']], '$hv_rest'),
  ];
}

/** The language cookie's value when it names a routed language exactly (asLanguage), else "". */
function cookieLanguage(): string {
  return map(`$cookie_${LANGUAGE_COOKIE}`, '$hv_cookie_language', ROUTED_LANGUAGES.map((language) => [exactly(language), language]));
}

/** Where the cookie's language sends a path of another language, or "". */
function cookieRedirect(): string {
  const entries: [string, string][] = [];
  for (const cookie of ROUTED_LANGUAGES) {
    for (const url of ROUTED_LANGUAGES) {
      if (cookie !== url) entries.push([`${cookie}:${url}`, cookie === DEFAULT_LANGUAGE ? '$hv_rest$hv_query' : `/${cookie}$hv_rest_suffix$hv_query`]);
    }
  }
  return map('$hv_cookie_language:$hv_url_language', '$hv_cookie_target', entries);
}

/**
 * The browser's language on a first visit (preferredLanguage over parseAcceptLanguage): the first listed tag whose
 * primary subtag is a routed language, skipping tags refused with q=0. Browsers list their languages in falling q
 * order, which is the order the domain function sorts them in; a header whose q-values rise is read in listed order
 * here (docs/decisions.md, issue 18).
 */
export function acceptLanguagePattern(): string {
  return `^(?:[^,]*,)*?${acceptLanguageEntry(`(?<l>${languageAlternatives()})`)}`;
}

/** What follows a tag the browser refuses: `;q=0` (to three decimals) and the entry's end. */
const REFUSED = '\\s*;\\s*q\\s*=\\s*0(?:\\.0{0,3})?\\s*(?:,|$)';

/**
 * One whole entry of an Accept-Language header whose primary subtag is one of `primaries` (a pattern) and which the
 * browser does not refuse: the CDN target's patterns are built from the same piece (vercel-config.ts).
 */
export function acceptLanguageEntry(primaries: string): string {
  return `\\s*${primaries}(?:-[^,;]*)?(?!${REFUSED})\\s*(?:;[^,]*)?(?:,|$)`;
}

function browserLanguage(): string[] {
  return [
    // Case-insensitive (`~*`): the primary subtag is compared in lower case.
    map('$http_accept_language', '$hv_browser_tag', [[quoted(`~*${acceptLanguagePattern()}`), '$l']]),
    // The primary subtag in the case the site writes it.
    map('$hv_browser_tag', '$hv_browser_language', ROUTED_LANGUAGES.map((language) => [quoted(`~*^${language}$`), language])),
  ];
}

/** Where a first visit to an unprefixed path goes when the browser prefers another routed language, or "". */
function browserRedirect(): string {
  // Only with no valid cookie ("" before the colon) and an unprefixed path (the English "language" of the path).
  const entries = PREFIXED.map((language): [string, string] => [`:${DEFAULT_LANGUAGE}:${language}`, `/${language}$hv_rest_suffix$hv_query`]);
  return map('$hv_cookie_language:$hv_url_language:$hv_browser_language', '$hv_browser_target', entries);
}

/** Every map the language rules need, for the `http` context. */
export function languageMaps(): string {
  return [...requestParts(), canonicalRedirects(), ...pathLanguage(), cookieLanguage(), cookieRedirect(), ...browserLanguage(), browserRedirect()].join('\n\n');
}
