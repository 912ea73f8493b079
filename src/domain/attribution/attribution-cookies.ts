/** SPEC §3 attribution cookies: the click id. */
export const CLICK_ID_COOKIE = 'cf-click';
/** SPEC §3 attribution cookies: the partner-event id. */
export const PARTNER_EVENT_COOKIE = 'cje';
/** SPEC §3, §7: the partner-event id as the client sees it; its presence sends X-From: CJ. */
export const PARTNER_EVENT_CLIENT_COOKIE = 'cje-client';
/** SPEC §3 attribution cookies: the affiliate uid. */
export const AFFILIATE_UID_COOKIE = '_aid';
/** SPEC §3 attribution cookies: the ad-network uid (SPEC names no cookie; `_adn` is decided, docs/decisions.md). */
export const AD_NETWORK_UID_COOKIE = '_adn';
/** SPEC §4 Attribution: the channel query parameter is kept in this cookie. */
export const CHANNEL_COOKIE = 'channel';
/** SPEC §4 Attribution: the channel is kept in session storage too, under the cookie's name. */
export const CHANNEL_STORAGE_KEY = CHANNEL_COOKIE;

/** SPEC §9: the four cookies removed when affiliate tracking is cleared; they mark a channel-partner visitor (§6). */
export const AFFILIATE_COOKIES = [CLICK_ID_COOKIE, PARTNER_EVENT_COOKIE, PARTNER_EVENT_CLIENT_COOKIE, AFFILIATE_UID_COOKIE] as const;
/**
 * SPEC §3's five attribution cookies: the affiliate ones and the ad-network uid. The sources are mutually
 * exclusive (§4), so a utm_source landing clears all five; the ad-network uid marks no channel partner.
 */
export const ATTRIBUTION_COOKIES = [...AFFILIATE_COOKIES, AD_NETWORK_UID_COOKIE] as const;

/** SPEC §9: the click cookie lasts 30 days. */
export const CLICK_ID_COOKIE_MAX_AGE_DAYS = 30;
/** SPEC §9: both partner-event cookies last 45 days. */
export const PARTNER_EVENT_COOKIE_MAX_AGE_DAYS = 45;
/** SPEC §9: the affiliate-uid cookie lasts 45 days. */
export const AFFILIATE_UID_COOKIE_MAX_AGE_DAYS = 45;
/** SPEC §9 gives the ad-network uid no lifetime: 45 days, as the affiliate uid and the attribution store. */
export const AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS = 45;
/** The longest ad-network uid kept; networks' click ids are far shorter, a longer value is not one. */
export const AD_NETWORK_UID_MAX_LENGTH = 128;
/** SPEC leaves the channel cookie's lifetime open; it lives as long as the attribution store (§9, 45 days). */
export const CHANNEL_COOKIE_MAX_AGE_DAYS = 45;

/** SPEC §4, §9: utm parameters are kept for 45 days. */
export const UTM_RETENTION_DAYS = 45;
/** SPEC §3: the storage key of the utm tags. */
export const UTM_TAGS_STORAGE_KEY = 'utm_tags';
/** SPEC §9: the local attribution entry, removed with the affiliate cookies. */
export const ATTRIBUTION_STORAGE_KEY = 'attribution';
/** SPEC §9: where the invite type code of a visitor who arrived with from=invite is kept (as long as the utm tags). */
export const INVITE_STORAGE_KEY = 'invite-type';
