import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BROWSER_STORAGE, type BrowserStorageId, type StorageCategory, type StorageKind, type StorageLifetime } from '../../../domain/index.ts';

export type CookieCategory = StorageCategory;
export type CookieLifetime = StorageLifetime;
export type CookieKind = StorageKind;

/** One row of the cookie policy's table: a registry entry of the domain with its translated purpose. */
export type CookieRow = {
  readonly id: BrowserStorageId;
  readonly name: string;
  readonly kind: CookieKind;
  readonly purpose: MessageDescriptor;
  readonly category: CookieCategory;
  readonly lifetime: CookieLifetime;
  readonly party: 'first' | 'third';
};

const CHANNEL = msg`The marketing channel named in the link you arrived from.`;
const CAMPAIGN_TAGS = msg`The campaign tags (utm) of the link you arrived from, to measure which campaigns work.`;

// Names, kinds, categories and lifetimes are the domain's registry (BROWSER_STORAGE); only the purpose is
// worded here. A Record over every id, so an entry without a purpose does not compile.
const PURPOSES: Readonly<Record<BrowserStorageId, MessageDescriptor>> = {
  language: msg`Remembers the language you chose, so the site opens in it next time.`,
  sessionToken: msg`Keeps you signed in to your account.`,
  userInfo: msg`Your account name and status, so the header can show them while you are signed in.`,
  consentChoice: msg`Remembers your cookie choice, so we do not ask again.`,
  consentSignals: msg`The advertising and personalisation permissions that follow from your cookie choice.`,
  popupDismissals: msg`The day you closed an offer window (one entry per offer), so it stays closed for the rest of that day.`,
  checkoutKeys: msg`A key for each checkout you start, so that sending the same order again (for example after a timeout) does not buy twice. Removed once the order is settled.`,
  buildReloadRecord: msg`When this tab last reloaded a page for a new version of the site, so a page is never reloaded over and over.`,
  legacyReloadFlag: msg`Marks that this tab has just reloaded an address of our previous site, so it is reloaded only once.`,
  frontId: msg`A random identifier of this browser, sent with purchase requests and first-party analytics events.`,
  unsentPageVisits: msg`Pages opened in this tab that are not yet counted or checked for a partner link, so each visit counts once even if you move on before the site has finished loading.`,
  clickId: msg`The click identifier of the partner link that brought you to us, so the partner is credited for a purchase.`,
  partnerEvent: msg`The identifier of the affiliate network visit that brought you to us, so the partner is credited for a purchase.`,
  partnerEventClient: msg`A copy of the affiliate network identifier that tells our payment system which network referred you.`,
  affiliateUid: msg`The visitor identifier of an affiliate network that referred you, so the partner is credited for a purchase.`,
  adNetworkUid: msg`The visitor identifier of the advertising network whose ad brought you to us, so a purchase can be credited to that ad.`,
  channel: CHANNEL,
  channelSession: CHANNEL,
  utmTags: CAMPAIGN_TAGS,
  utmTagsSession: CAMPAIGN_TAGS,
  invite: msg`That you arrived through an invitation, so the invitation is counted.`,
};

/** The cookie policy's table (issue 6, issue 15): every entry of the domain's registry, in its order. */
export const COOKIE_ROWS: readonly CookieRow[] = BROWSER_STORAGE.map((entry) => ({
  id: entry.id,
  name: entry.name,
  kind: entry.kind,
  purpose: PURPOSES[entry.id],
  category: entry.category,
  lifetime: entry.lifetime,
  party: entry.firstParty ? 'first' : 'third',
}));
