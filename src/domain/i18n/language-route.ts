import { preferredLanguage } from './browser-language.ts';
import { asLanguage, DEFAULT_LANGUAGE, type Language } from './languages.ts';

export type LanguageRouteRequest = {
  readonly pathname: string;
  /** Including the leading '?', or empty. */
  readonly search: string;
  /** Including the leading '#', or empty. Servers never see it; browsers keep it. */
  readonly hash: string;
  /** Raw value of the language cookie, if any. */
  readonly cookieLanguage: string | undefined;
  /** Browser languages in preference order (Accept-Language or navigator.languages). */
  readonly browserLanguages: readonly string[];
};

export type LanguageRedirectReason = 'double-slash' | 'trailing-slash' | 'default-prefix' | 'home-alias' | 'cookie' | 'browser';

export type LanguageRouteDecision =
  | { readonly kind: 'render'; readonly language: Language; readonly pathWithoutPrefix: string }
  | {
      readonly kind: 'redirect';
      readonly location: string;
      /** Canonical rewrites are permanent; choices that depend on the visitor are not. */
      readonly permanent: boolean;
      readonly reason: LanguageRedirectReason;
      /** Set when the decision detected a language the cookie should now remember. */
      readonly rememberLanguage?: Language;
    };

/** The path of `pathWithoutPrefix` under `language` (SPEC §2.1: no prefix for the default). */
export function localizedPath(language: Language, pathWithoutPrefix: string): string {
  if (language === DEFAULT_LANGUAGE) return pathWithoutPrefix;
  return pathWithoutPrefix === '/' ? `/${language}` : `/${language}${pathWithoutPrefix}`;
}

/** Splits `/de/pricing` into `{ language: 'de', pathWithoutPrefix: '/pricing' }`; unprefixed paths are English. */
export function splitLanguagePrefix(pathname: string): { language: Language; prefixed: boolean; pathWithoutPrefix: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const language = asLanguage(first);
  if (language && first === language) {
    return { language, prefixed: true, pathWithoutPrefix: `/${rest.join('/')}` };
  }
  return { language: DEFAULT_LANGUAGE, prefixed: false, pathWithoutPrefix: pathname === '' ? '/' : pathname };
}

function redirect(location: string, permanent: boolean, reason: LanguageRedirectReason, rememberLanguage?: Language): LanguageRouteDecision {
  return rememberLanguage === undefined
    ? { kind: 'redirect', location, permanent, reason }
    : { kind: 'redirect', location, permanent, reason, rememberLanguage };
}

/** `/home`, `/home/de` and `/de/home` name a language's home page (SPEC §2.1). */
function homeAliasTarget(pathname: string): Language | undefined {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.length === 1 && segments[0] === 'home') return DEFAULT_LANGUAGE;
  if (segments.length === 2 && segments[0] === 'home') return asLanguage(segments[1]);
  if (segments.length === 2 && segments[1] === 'home') return asLanguage(segments[0]);
  return undefined;
}

/**
 * SPEC §2.1 language handling, shared by the server (as HTTP redirects) and the browser router.
 * Order: collapse double slashes, drop a trailing slash, drop the default `/en` prefix, resolve `/home`
 * aliases, then apply the cookie's language, or on a first visit (no valid cookie) the browser's.
 */
export function resolveLanguageRoute(request: LanguageRouteRequest): LanguageRouteDecision {
  const { search, hash } = request;
  const suffix = `${search}${hash}`;

  if (request.pathname.includes('//')) {
    return redirect(`${request.pathname.replace(/\/{2,}/g, '/')}${suffix}`, true, 'double-slash');
  }
  if (request.pathname.length > 1 && request.pathname.endsWith('/')) {
    return redirect(`${request.pathname.slice(0, -1)}${suffix}`, true, 'trailing-slash');
  }
  const pathname = request.pathname === '' ? '/' : request.pathname;

  const [, first = ''] = pathname.split('/');
  if (first === DEFAULT_LANGUAGE) {
    const rest = pathname.slice(DEFAULT_LANGUAGE.length + 1);
    return redirect(`${rest === '' ? '/' : rest}${suffix}`, true, 'default-prefix');
  }

  const homeLanguage = homeAliasTarget(pathname);
  if (homeLanguage) return redirect(`${localizedPath(homeLanguage, '/')}${suffix}`, true, 'home-alias');

  const { language: urlLanguage, prefixed, pathWithoutPrefix } = splitLanguagePrefix(pathname);
  const cookieLanguage = asLanguage(request.cookieLanguage);

  if (cookieLanguage) {
    if (cookieLanguage !== urlLanguage) {
      return redirect(`${localizedPath(cookieLanguage, pathWithoutPrefix)}${suffix}`, false, 'cookie');
    }
    return { kind: 'render', language: urlLanguage, pathWithoutPrefix };
  }

  if (!prefixed) {
    const detected = preferredLanguage(request.browserLanguages) ?? DEFAULT_LANGUAGE;
    if (detected !== DEFAULT_LANGUAGE) {
      return redirect(`${localizedPath(detected, pathWithoutPrefix)}${suffix}`, false, 'browser', detected);
    }
  }
  return { kind: 'render', language: urlLanguage, pathWithoutPrefix };
}
