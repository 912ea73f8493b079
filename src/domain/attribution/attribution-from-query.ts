import {
  AD_NETWORK_UID_COOKIE,
  AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS,
  AD_NETWORK_UID_MAX_LENGTH,
  AFFILIATE_UID_COOKIE,
  AFFILIATE_UID_COOKIE_MAX_AGE_DAYS,
  ATTRIBUTION_COOKIES,
  CHANNEL_COOKIE,
  CHANNEL_COOKIE_MAX_AGE_DAYS,
  CLICK_ID_COOKIE,
  CLICK_ID_COOKIE_MAX_AGE_DAYS,
  PARTNER_EVENT_CLIENT_COOKIE,
  PARTNER_EVENT_COOKIE,
  PARTNER_EVENT_COOKIE_MAX_AGE_DAYS,
} from './attribution-cookies.ts';
import { inviteTypeCode } from '../platform/invite.ts';

/** The visitor's cookies by name; an absent cookie is undefined. */
export type CookieJar = Readonly<Record<string, string | undefined>>;

/** SPEC §3 marketing attribution: the utm parameters. */
export const UTM_PARAMETERS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type UtmTags = Partial<Record<UtmParameter, string>>;

export type CookieToSet = { name: string; value: string; maxAgeDays: number };

/** What the adapters should write after a landing: cookies to set and remove, the channel and the utm tags to store. */
export type AttributionUpdate = {
  set: CookieToSet[];
  remove: string[];
  channel: string | undefined;
  utm: UtmTags | undefined;
  /** SPEC §9: the invite type code (30001) of a visitor who arrived with from=invite. */
  invite: number | undefined;
};

/** A query value that is missing, empty or only spaces says nothing. */
function valueOf(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

type AffiliateChange = { set: CookieToSet[]; clear: readonly string[] };

/** URL-safe characters only (RFC 3986 unreserved): what ad networks put in their click macros. */
const AD_NETWORK_UID = new RegExp(`^[A-Za-z0-9._~-]{1,${AD_NETWORK_UID_MAX_LENGTH}}$`);

/** The ad-network uid of the query, or undefined when it is missing, empty or not a plausible uid (decided, docs/decisions.md). */
function adNetworkUid(query: URLSearchParams): string | undefined {
  const value = valueOf(query, 'adn_uid');
  return value !== undefined && AD_NETWORK_UID.test(value) ? value : undefined;
}

/** The attribution cookies other than `keep`: a source that sets its own clears the rest (SPEC §4). */
const othersThan = (...keep: readonly string[]) => ATTRIBUTION_COOKIES.filter((name) => !keep.includes(name));

/** SPEC §4 Attribution: the cases are mutually exclusive and checked in this order; the ad-network uid comes last. */
function affiliateChange(query: URLSearchParams): AffiliateChange | undefined {
  if (valueOf(query, 'utm_source') !== undefined) return { set: [], clear: ATTRIBUTION_COOKIES };
  const cjevent = valueOf(query, 'cjevent');
  if (cjevent !== undefined) {
    return {
      set: [
        { name: PARTNER_EVENT_COOKIE, value: cjevent, maxAgeDays: PARTNER_EVENT_COOKIE_MAX_AGE_DAYS },
        { name: PARTNER_EVENT_CLIENT_COOKIE, value: cjevent, maxAgeDays: PARTNER_EVENT_COOKIE_MAX_AGE_DAYS },
      ],
      clear: othersThan(PARTNER_EVENT_COOKIE, PARTNER_EVENT_CLIENT_COOKIE),
    };
  }
  const cfclick = valueOf(query, 'cfclick');
  if (cfclick !== undefined) {
    return { set: [{ name: CLICK_ID_COOKIE, value: cfclick, maxAgeDays: CLICK_ID_COOKIE_MAX_AGE_DAYS }], clear: othersThan(CLICK_ID_COOKIE) };
  }
  const admitadUid = valueOf(query, 'admitad_uid');
  if (admitadUid !== undefined) {
    return { set: [{ name: AFFILIATE_UID_COOKIE, value: admitadUid, maxAgeDays: AFFILIATE_UID_COOKIE_MAX_AGE_DAYS }], clear: othersThan(AFFILIATE_UID_COOKIE) };
  }
  const adnUid = adNetworkUid(query);
  if (adnUid !== undefined) {
    return { set: [{ name: AD_NETWORK_UID_COOKIE, value: adnUid, maxAgeDays: AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS }], clear: othersThan(AD_NETWORK_UID_COOKIE) };
  }
  return undefined;
}

function utmTags(query: URLSearchParams): UtmTags | undefined {
  const tags: UtmTags = {};
  for (const name of UTM_PARAMETERS) {
    const value = valueOf(query, name);
    if (value !== undefined) tags[name] = value;
  }
  return Object.keys(tags).length > 0 ? tags : undefined;
}

/**
 * SPEC §4 Attribution: utm_source clears the attribution cookies, else cjevent, cfclick, admitad_uid or (decided)
 * adn_uid sets its own and clears the rest.
 */
export function attributionFromQuery(search: string, cookies: CookieJar): AttributionUpdate {
  // URLSearchParams drops one leading '?' and leaves malformed percent-escapes as text instead of throwing.
  const query = new URLSearchParams(search);
  const change = affiliateChange(query);
  const channel = valueOf(query, 'channel');
  const set = [...(change?.set ?? [])];
  if (channel !== undefined) set.push({ name: CHANNEL_COOKIE, value: channel, maxAgeDays: CHANNEL_COOKIE_MAX_AGE_DAYS });
  // Removing a cookie the visitor does not have would only add noise to the response headers.
  const remove = (change?.clear ?? []).filter((name) => cookies[name] !== undefined);
  return { set, remove, channel, utm: utmTags(query), invite: inviteTypeCode(query.get('from')) };
}
