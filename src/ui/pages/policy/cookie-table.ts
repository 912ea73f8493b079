import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AFFILIATE_UID_COOKIE,
  AFFILIATE_UID_COOKIE_MAX_AGE_DAYS,
  CHANNEL_COOKIE,
  CHANNEL_COOKIE_MAX_AGE_DAYS,
  CLICK_ID_COOKIE,
  CLICK_ID_COOKIE_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  INVITE_STORAGE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  PARTNER_EVENT_CLIENT_COOKIE,
  PARTNER_EVENT_COOKIE,
  PARTNER_EVENT_COOKIE_MAX_AGE_DAYS,
  UTM_RETENTION_DAYS,
  UTM_TAGS_STORAGE_KEY,
  dismissalKey,
  type PopupName,
} from '../../../domain/index.ts';

export type CookieCategory = 'necessary' | 'attribution' | 'analytics';
export type CookieLifetime = { readonly kind: 'days'; readonly days: number } | { readonly kind: 'session' } | { readonly kind: 'persistent' } | { readonly kind: 'sessionLogin' };
export type CookieKind = 'cookie' | 'localStorage' | 'sessionStorage';

/** One row of the cookie policy's table: what the site stores in the browser, taken from the code. */
export type CookieRow = {
  readonly name: string;
  readonly kind: CookieKind;
  readonly purpose: MessageDescriptor;
  readonly category: CookieCategory;
  readonly lifetime: CookieLifetime;
  readonly party: 'first' | 'third';
};

const POPUP_NAMES: readonly PopupName[] = ['weekend', 'workday', 'mobileDaily', 'festival'];
const DAY_SECONDS = 24 * 60 * 60;

// Names and lifetimes come from the domain where it exports them, so the table follows the code. The session
// token, the user info, the consent signals and front_id are named only in infrastructure (which ui may not import).
export const COOKIE_ROWS: readonly CookieRow[] = [
  { name: LANGUAGE_COOKIE, kind: 'cookie', purpose: msg`Remembers the language you chose, so the site opens in it next time.`, category: 'necessary', lifetime: { kind: 'days', days: LANGUAGE_COOKIE_MAX_AGE_SECONDS / DAY_SECONDS }, party: 'first' },
  { name: 'token', kind: 'cookie', purpose: msg`Keeps you signed in to your account.`, category: 'necessary', lifetime: { kind: 'sessionLogin' }, party: 'first' },
  { name: 'user-info', kind: 'localStorage', purpose: msg`Your account name and status, so the header can show them while you are signed in.`, category: 'necessary', lifetime: { kind: 'sessionLogin' }, party: 'first' },
  { name: CONSENT_STORAGE_KEY, kind: 'localStorage', purpose: msg`Remembers your cookie choice, so we do not ask again.`, category: 'necessary', lifetime: { kind: 'persistent' }, party: 'first' },
  { name: 'consent-signals', kind: 'localStorage', purpose: msg`The advertising and personalisation permissions that follow from your cookie choice.`, category: 'necessary', lifetime: { kind: 'persistent' }, party: 'first' },
  { name: 'front_id', kind: 'localStorage', purpose: msg`A random identifier of this browser, sent with purchase requests and first-party analytics events.`, category: 'analytics', lifetime: { kind: 'persistent' }, party: 'first' },
  { name: POPUP_NAMES.map(dismissalKey).join(', '), kind: 'localStorage', purpose: msg`The day you closed an offer window (one entry per offer), so it stays closed for the rest of that day.`, category: 'necessary', lifetime: { kind: 'persistent' }, party: 'first' },
  { name: CLICK_ID_COOKIE, kind: 'cookie', purpose: msg`The click identifier of the partner link that brought you to us, so the partner is credited for a purchase.`, category: 'attribution', lifetime: { kind: 'days', days: CLICK_ID_COOKIE_MAX_AGE_DAYS }, party: 'first' },
  { name: PARTNER_EVENT_COOKIE, kind: 'cookie', purpose: msg`The identifier of the affiliate network visit that brought you to us, so the partner is credited for a purchase.`, category: 'attribution', lifetime: { kind: 'days', days: PARTNER_EVENT_COOKIE_MAX_AGE_DAYS }, party: 'first' },
  { name: PARTNER_EVENT_CLIENT_COOKIE, kind: 'cookie', purpose: msg`A copy of the affiliate network identifier that tells our payment system which network referred you.`, category: 'attribution', lifetime: { kind: 'days', days: PARTNER_EVENT_COOKIE_MAX_AGE_DAYS }, party: 'first' },
  { name: AFFILIATE_UID_COOKIE, kind: 'cookie', purpose: msg`The visitor identifier of an advertising network partner that referred you.`, category: 'attribution', lifetime: { kind: 'days', days: AFFILIATE_UID_COOKIE_MAX_AGE_DAYS }, party: 'first' },
  { name: CHANNEL_COOKIE, kind: 'cookie', purpose: msg`The marketing channel named in the link you arrived from.`, category: 'attribution', lifetime: { kind: 'days', days: CHANNEL_COOKIE_MAX_AGE_DAYS }, party: 'first' },
  { name: UTM_TAGS_STORAGE_KEY, kind: 'localStorage', purpose: msg`The campaign tags (utm) of the link you arrived from, to measure which campaigns work.`, category: 'attribution', lifetime: { kind: 'days', days: UTM_RETENTION_DAYS }, party: 'first' },
  { name: INVITE_STORAGE_KEY, kind: 'localStorage', purpose: msg`That you arrived through an invitation, so the invitation is counted.`, category: 'attribution', lifetime: { kind: 'days', days: UTM_RETENTION_DAYS }, party: 'first' },
];
