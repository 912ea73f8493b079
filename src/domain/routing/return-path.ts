import { hasUnsafeAddressCharacters } from './address-safety.ts';

/**
 * The path of this site a `redirect` (or `return`) parameter names, or undefined when it names anything else: only a
 * path beginning with one slash, with no backslash or control character (browsers drop TAB/LF/CR and read `\` as `/`,
 * so `/\t/evil.example` and `/\evil.example` are other sites), which the URL parser resolves on the site's own origin.
 * Parsing never throws out of here: a value the parser refuses is simply not a path of the site (issue 16).
 */
export function sameSitePath(raw: string | null | undefined, siteOrigin: string): string | undefined {
  if (raw === null || raw === undefined || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  if (hasUnsafeAddressCharacters(raw)) return undefined;
  let url: URL;
  try {
    const origin = new URL(siteOrigin).origin;
    url = new URL(raw, origin);
    if (url.origin !== origin) return undefined;
  } catch {
    return undefined;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
