import { AFFILIATE_COOKIES, AFFILIATE_UID_COOKIE, CLICK_ID_COOKIE, PARTNER_EVENT_CLIENT_COOKIE, PARTNER_EVENT_COOKIE } from './attribution-cookies.ts';
import type { CookieJar } from './attribution-from-query.ts';

/** SPEC §7 provider so purchase: the optional `_cps` object naming the affiliate network. */
export type Cps = { type: 'cj' | 'cf' | 'admitad'; value: string };

/** An empty cookie carries no id to report. */
function cookieValue(cookies: CookieJar, name: string): string | undefined {
  const value = cookies[name];
  return value === undefined || value === '' ? undefined : value;
}

/** SPEC §7 `_cps` for provider so: cje as cj, else cf-click as cf, else _aid as admitad; undefined without any. */
export function cpsFromCookies(cookies: CookieJar): Cps | undefined {
  const cj = cookieValue(cookies, PARTNER_EVENT_COOKIE);
  if (cj !== undefined) return { type: 'cj', value: cj };
  const cf = cookieValue(cookies, CLICK_ID_COOKIE);
  if (cf !== undefined) return { type: 'cf', value: cf };
  const admitad = cookieValue(cookies, AFFILIATE_UID_COOKIE);
  if (admitad !== undefined) return { type: 'admitad', value: admitad };
  return undefined;
}

/** SPEC §6: a visitor with any affiliate cookie is a channel-partner visitor. */
export function isChannelPartner(cookies: CookieJar): boolean {
  return AFFILIATE_COOKIES.some((name) => cookieValue(cookies, name) !== undefined);
}

/** SPEC §7 common params: X-From is 'CJ' when the cje-client cookie exists, else not sent. */
export function xFromHeader(cookies: CookieJar): 'CJ' | undefined {
  return cookieValue(cookies, PARTNER_EVENT_CLIENT_COOKIE) !== undefined ? 'CJ' : undefined;
}
