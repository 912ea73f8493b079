import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

type CookieLifetime = Pick<SetCookie, 'maxAge' | 'expires'>;

/** Reads one cookie from `document.cookie`. */
export function readDocumentCookie(name: string): string | undefined {
  return parseCookie(document.cookie)[name];
}

/** Writes a cookie with the site's defaults (SPEC §9: path '/', SameSite=Lax; Secure on https). */
export function writeDocumentCookie(name: string, value: string, lifetime: CookieLifetime): void {
  document.cookie = stringifySetCookie({
    ...lifetime,
    name,
    value,
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}
