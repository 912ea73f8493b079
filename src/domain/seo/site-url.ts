import { DEFAULT_LANGUAGE, ROUTED_LANGUAGES, languageTag, type Language } from '../i18n/languages.ts';
import { localizedPath } from '../i18n/language-route.ts';

/** Issue 6: canonical and share URLs use this origin unless the build sets SITE_ORIGIN (docs/decisions.md). */
export const DEFAULT_SITE_ORIGIN = 'https://harborvpn.com';

/** The configured origin (SITE_ORIGIN, without a trailing slash), else the default. */
export function siteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env['SITE_ORIGIN']?.trim();
  return (configured === undefined || configured === '' ? DEFAULT_SITE_ORIGIN : configured).replace(/\/+$/, '');
}

/** An absolute URL on the site for a site path; URLs that already name an origin are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Issue 6: a page's canonical URL is its own language's address; English has no prefix (SPEC §2.1). */
export function canonicalUrl(origin: string, language: Language, pathWithoutPrefix: string): string {
  return absoluteUrl(origin, localizedPath(language, pathWithoutPrefix));
}

export type HreflangLink = { readonly hreflang: string; readonly href: string };

/**
 * Issue 6: one alternate per language the page exists in (hreflang is the BCP 47 tag, so Portuguese is
 * `pt-BR`), plus `x-default` on the unprefixed English address when English exists.
 */
export function hreflangLinks(origin: string, pathWithoutPrefix: string, languages: readonly Language[] = ROUTED_LANGUAGES): HreflangLink[] {
  const ordered = ROUTED_LANGUAGES.filter((language) => languages.includes(language));
  const links = ordered.map((language) => ({ hreflang: languageTag(language), href: canonicalUrl(origin, language, pathWithoutPrefix) }));
  return ordered.includes(DEFAULT_LANGUAGE) ? [...links, { hreflang: 'x-default', href: canonicalUrl(origin, DEFAULT_LANGUAGE, pathWithoutPrefix) }] : links;
}

/** Open Graph locales (language_TERRITORY) of the routed languages. */
const OG_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en_US',
  ar: 'ar_AR',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  ja: 'ja_JP',
  nl: 'nl_NL',
  pl: 'pl_PL',
  pt: 'pt_BR',
  ru: 'ru_RU',
};

/** The `og:locale` value of a language. */
export function ogLocale(language: Language): string {
  return OG_LOCALES[language];
}
