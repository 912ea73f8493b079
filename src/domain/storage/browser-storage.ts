// Everything the site keeps in the visitor's browser, in one registry: the cookie policy's table is built
// from it, and a test (tests/tooling/stored-keys.test.ts) fails when code stores a key it does not list.
import {
  AD_NETWORK_UID_COOKIE,
  AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS,
  AFFILIATE_UID_COOKIE,
  AFFILIATE_UID_COOKIE_MAX_AGE_DAYS,
  ATTRIBUTION_STORAGE_KEY,
  CHANNEL_COOKIE,
  CHANNEL_COOKIE_MAX_AGE_DAYS,
  CHANNEL_STORAGE_KEY,
  CLICK_ID_COOKIE,
  CLICK_ID_COOKIE_MAX_AGE_DAYS,
  INVITE_STORAGE_KEY,
  PARTNER_EVENT_CLIENT_COOKIE,
  PARTNER_EVENT_COOKIE,
  PARTNER_EVENT_COOKIE_MAX_AGE_DAYS,
  UTM_RETENTION_DAYS,
  UTM_TAGS_STORAGE_KEY,
} from '../attribution/attribution-cookies.ts';
import { RELOAD_RECORD_STORAGE_KEY } from '../build/reload-guard.ts';
import { DISMISSAL_KEY_SUFFIX } from '../calendar/daily-dismissal.ts';
import { CONSENT_SIGNALS_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../consent/consent-signals.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../i18n/language-cookie.ts';

/** SPEC §4 Session: the session token is kept in this cookie. */
export const SESSION_TOKEN_COOKIE = 'token';
/** SPEC §3: the user info is kept on the client under this storage key. */
export const USER_INFO_STORAGE_KEY = 'user-info';
/** SPEC §3 analytics event `front_id`: a random identifier of this browser, created on the first visit. */
export const FRONT_ID_STORAGE_KEY = 'front_id';
/** Page loads not yet reported or attributed (docs/decisions.md, "Pages left before the app started still count"). */
export const PAGE_VISITS_STORAGE_KEY = 'unsent-page-visits';
/** SPEC §4 Compatibility mode: the legacy redirect flag, set before the reload and cleared a second after startup. */
export const LEGACY_RELOAD_FLAG_KEY = 'compat-legacy-reload';
/** SPEC §4 Compatibility mode: the second legacy flag, cleared on each navigation (this site never sets it). */
export const LEGACY_NAVIGATION_FLAG_KEY = 'compat-legacy-navigation';

const CHECKOUT_KEY_PREFIX = 'checkout-key:';

/** The session-storage key of a purchase's idempotency key: one per plan and provider until the order is settled. */
export function checkoutKey(plan: string, provider: string): string {
  return `${CHECKOUT_KEY_PREFIX}${plan}:${provider}`;
}

/** Whether a stored key is a purchase's idempotency key (they are forgotten together once an order is settled). */
export function isCheckoutKey(key: string): boolean {
  return key.startsWith(CHECKOUT_KEY_PREFIX);
}

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';
export type StorageCategory = 'necessary' | 'attribution' | 'analytics';
/** `session`: session storage, gone when the tab closes; `untilSignOut`: cleared when the visitor signs out. */
export type StorageLifetime =
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'session' }
  | { readonly kind: 'persistent' }
  | { readonly kind: 'untilSignOut' };

/** One thing the site keeps in the browser. `name` is exact, or a pattern in which `{word}` is a variable part. */
export type StoredEntry = {
  readonly id: string;
  readonly name: string;
  readonly kind: StorageKind;
  readonly category: StorageCategory;
  readonly lifetime: StorageLifetime;
  readonly firstParty: boolean;
};

const DAY_SECONDS = 24 * 60 * 60;
const days = (count: number) => ({ kind: 'days', days: count }) as const;
const SESSION = { kind: 'session' } as const;
const PERSISTENT = { kind: 'persistent' } as const;
const UNTIL_SIGN_OUT = { kind: 'untilSignOut' } as const;

/** Every cookie and storage entry the site writes, in the cookie policy's order (docs/decisions.md, issue 15). */
export const BROWSER_STORAGE = [
  { id: 'language', name: LANGUAGE_COOKIE, kind: 'cookie', category: 'necessary', lifetime: days(LANGUAGE_COOKIE_MAX_AGE_SECONDS / DAY_SECONDS), firstParty: true },
  { id: 'sessionToken', name: SESSION_TOKEN_COOKIE, kind: 'cookie', category: 'necessary', lifetime: UNTIL_SIGN_OUT, firstParty: true },
  { id: 'userInfo', name: USER_INFO_STORAGE_KEY, kind: 'localStorage', category: 'necessary', lifetime: UNTIL_SIGN_OUT, firstParty: true },
  { id: 'consentChoice', name: CONSENT_STORAGE_KEY, kind: 'localStorage', category: 'necessary', lifetime: PERSISTENT, firstParty: true },
  { id: 'consentSignals', name: CONSENT_SIGNALS_STORAGE_KEY, kind: 'localStorage', category: 'necessary', lifetime: PERSISTENT, firstParty: true },
  { id: 'popupDismissals', name: `{popup}${DISMISSAL_KEY_SUFFIX}`, kind: 'localStorage', category: 'necessary', lifetime: PERSISTENT, firstParty: true },
  { id: 'checkoutKeys', name: checkoutKey('{plan}', '{provider}'), kind: 'sessionStorage', category: 'necessary', lifetime: SESSION, firstParty: true },
  { id: 'buildReloadRecord', name: RELOAD_RECORD_STORAGE_KEY, kind: 'sessionStorage', category: 'necessary', lifetime: SESSION, firstParty: true },
  { id: 'legacyReloadFlag', name: LEGACY_RELOAD_FLAG_KEY, kind: 'sessionStorage', category: 'necessary', lifetime: SESSION, firstParty: true },
  { id: 'frontId', name: FRONT_ID_STORAGE_KEY, kind: 'localStorage', category: 'analytics', lifetime: PERSISTENT, firstParty: true },
  { id: 'unsentPageVisits', name: PAGE_VISITS_STORAGE_KEY, kind: 'sessionStorage', category: 'analytics', lifetime: SESSION, firstParty: true },
  { id: 'clickId', name: CLICK_ID_COOKIE, kind: 'cookie', category: 'attribution', lifetime: days(CLICK_ID_COOKIE_MAX_AGE_DAYS), firstParty: true },
  { id: 'partnerEvent', name: PARTNER_EVENT_COOKIE, kind: 'cookie', category: 'attribution', lifetime: days(PARTNER_EVENT_COOKIE_MAX_AGE_DAYS), firstParty: true },
  { id: 'partnerEventClient', name: PARTNER_EVENT_CLIENT_COOKIE, kind: 'cookie', category: 'attribution', lifetime: days(PARTNER_EVENT_COOKIE_MAX_AGE_DAYS), firstParty: true },
  { id: 'affiliateUid', name: AFFILIATE_UID_COOKIE, kind: 'cookie', category: 'attribution', lifetime: days(AFFILIATE_UID_COOKIE_MAX_AGE_DAYS), firstParty: true },
  { id: 'adNetworkUid', name: AD_NETWORK_UID_COOKIE, kind: 'cookie', category: 'attribution', lifetime: days(AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS), firstParty: true },
  { id: 'channel', name: CHANNEL_COOKIE, kind: 'cookie', category: 'attribution', lifetime: days(CHANNEL_COOKIE_MAX_AGE_DAYS), firstParty: true },
  { id: 'channelSession', name: CHANNEL_STORAGE_KEY, kind: 'sessionStorage', category: 'attribution', lifetime: SESSION, firstParty: true },
  { id: 'utmTags', name: UTM_TAGS_STORAGE_KEY, kind: 'localStorage', category: 'attribution', lifetime: days(UTM_RETENTION_DAYS), firstParty: true },
  { id: 'utmTagsSession', name: UTM_TAGS_STORAGE_KEY, kind: 'sessionStorage', category: 'attribution', lifetime: SESSION, firstParty: true },
  { id: 'invite', name: INVITE_STORAGE_KEY, kind: 'localStorage', category: 'attribution', lifetime: days(UTM_RETENTION_DAYS), firstParty: true },
] as const satisfies readonly StoredEntry[];

export type BrowserStorageId = (typeof BROWSER_STORAGE)[number]['id'];

/**
 * Keys the site only ever removes, never writes, so the policy does not list them: SPEC §9's local
 * attribution entry (cleared with the affiliate cookies) and SPEC §4's second legacy flag.
 */
export const REMOVED_ONLY_STORAGE_KEYS: readonly { readonly name: string; readonly kind: StorageKind }[] = [
  { name: ATTRIBUTION_STORAGE_KEY, kind: 'localStorage' },
  { name: LEGACY_NAVIGATION_FLAG_KEY, kind: 'sessionStorage' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `key` is the entry's name or fits its pattern (`{word}` stands for one or more characters). */
export function entryMatches(entry: Pick<StoredEntry, 'name'>, key: string): boolean {
  const pattern = entry.name
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('.+');
  return new RegExp(`^${pattern}$`).test(key);
}

/** The registry's entry for a key kept in `kind` (any kind when undefined), or undefined for a key it does not list. */
export function storedEntryFor(key: string, kind?: StorageKind): StoredEntry | undefined {
  return BROWSER_STORAGE.find((entry) => (kind === undefined || entry.kind === kind) && entryMatches(entry, key));
}
