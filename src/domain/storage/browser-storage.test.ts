import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIES } from '../attribution/attribution-cookies.ts';
import { UTM_PARAMETERS, attributionFromQuery } from '../attribution/attribution-from-query.ts';
import { dismissalKey } from '../calendar/daily-dismissal.ts';
import type { PopupName } from '../calendar/popup-eligibility.ts';
import { BROWSER_STORAGE, REMOVED_ONLY_STORAGE_KEYS, checkoutKey, entryMatches, isCheckoutKey, storedEntryFor } from './browser-storage.ts';

const POPUPS: readonly PopupName[] = ['weekend', 'workday', 'mobileDaily', 'festival'];

describe('the browser storage registry', () => {
  it('gives every entry its own id, and every name one entry per kind of storage', () => {
    const ids = BROWSER_STORAGE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = BROWSER_STORAGE.map((entry) => `${entry.kind} ${entry.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists only first-party entries: the site loads no third-party scripts (cookie policy)', () => {
    expect(BROWSER_STORAGE.filter((entry) => !entry.firstParty)).toEqual([]);
  });

  it('lasts until the tab closes for every session-storage entry, and never so for a cookie or local storage', () => {
    for (const entry of BROWSER_STORAGE) expect(entry.lifetime.kind === 'session', `${entry.kind} ${entry.name}`).toBe(entry.kind === 'sessionStorage');
  });

  it.each([
    ['i18n_redirected', 'cookie', 'necessary', { kind: 'days', days: 365 }],
    ['token', 'cookie', 'necessary', { kind: 'untilSignOut' }],
    ['user-info', 'localStorage', 'necessary', { kind: 'untilSignOut' }],
    ['accpeted-cookies', 'localStorage', 'necessary', { kind: 'persistent' }],
    ['consent-signals', 'localStorage', 'necessary', { kind: 'persistent' }],
    ['front_id', 'localStorage', 'analytics', { kind: 'persistent' }],
    ['unsent-page-visits', 'sessionStorage', 'analytics', { kind: 'session' }],
    ['build-reload-record', 'sessionStorage', 'necessary', { kind: 'session' }],
    ['compat-legacy-reload', 'sessionStorage', 'necessary', { kind: 'session' }],
    ['cf-click', 'cookie', 'attribution', { kind: 'days', days: 30 }],
    ['cje', 'cookie', 'attribution', { kind: 'days', days: 45 }],
    ['cje-client', 'cookie', 'attribution', { kind: 'days', days: 45 }],
    ['_aid', 'cookie', 'attribution', { kind: 'days', days: 45 }],
    ['_adn', 'cookie', 'attribution', { kind: 'days', days: 45 }],
    ['channel', 'cookie', 'attribution', { kind: 'days', days: 45 }],
    ['channel', 'sessionStorage', 'attribution', { kind: 'session' }],
    ['utm_tags', 'localStorage', 'attribution', { kind: 'days', days: 45 }],
    ['utm_tags', 'sessionStorage', 'attribution', { kind: 'session' }],
    ['invite-type', 'localStorage', 'attribution', { kind: 'days', days: 45 }],
  ] as const)('lists %s in %s as %s, kept %j', (name, kind, category, lifetime) => {
    expect(storedEntryFor(name, kind)).toMatchObject({ name, kind, category, lifetime });
  });

  it('finds each popup’s daily close key (SPEC §9 <name>LastCloseDate) under one entry', () => {
    const entries = POPUPS.map((popup) => storedEntryFor(dismissalKey(popup), 'localStorage')?.id);
    expect(entries).toEqual(['popupDismissals', 'popupDismissals', 'popupDismissals', 'popupDismissals']);
    expect(storedEntryFor('LastCloseDate', 'localStorage')).toBeUndefined();
  });

  it('finds the idempotency key of any plan and provider, a trial included, in session storage only', () => {
    expect(storedEntryFor(checkoutKey('plan-12m-trial', 'so'), 'sessionStorage')?.id).toBe('checkoutKeys');
    expect(storedEntryFor(checkoutKey('plan-1m', 'pd'), 'localStorage')).toBeUndefined();
    expect(isCheckoutKey(checkoutKey('plan-1m', 'pd'))).toBe(true);
    expect(isCheckoutKey('checkout-keys')).toBe(false);
  });

  it('matches a name exactly, reading only {word} as a variable part', () => {
    expect(entryMatches({ name: 'a.b' }, 'a.b')).toBe(true);
    expect(entryMatches({ name: 'a.b' }, 'axb')).toBe(false);
    expect(entryMatches({ name: 'a.b' }, 'a.b.c')).toBe(false);
    expect(entryMatches({ name: 'k:{x}:{y}' }, 'k:1:2')).toBe(true);
    expect(entryMatches({ name: 'k:{x}:{y}' }, 'k::2')).toBe(false);
  });

  it('lists no key the site only removes, and none of them is found', () => {
    for (const { name, kind } of REMOVED_ONLY_STORAGE_KEYS) expect(storedEntryFor(name, kind)).toBeUndefined();
  });

  it('knows every cookie a landing may set or remove (the adapter writes what attributionFromQuery decides)', () => {
    const all = Object.fromEntries(ATTRIBUTION_COOKIES.map((name) => [name, 'old']));
    const searches = [
      ...['cjevent', 'cfclick', 'admitad_uid', 'adn_uid', 'channel', ...UTM_PARAMETERS].map((parameter) => `?${parameter}=v1`),
      '?utm_source=s&cjevent=e&cfclick=c&admitad_uid=a&adn_uid=n&channel=ch',
    ];
    const names = searches.flatMap((search) => {
      const update = attributionFromQuery(search, all);
      return [...update.set.map((cookie) => cookie.name), ...update.remove];
    });
    expect(names.filter((name) => storedEntryFor(name, 'cookie') === undefined)).toEqual([]);
    expect(new Set(names)).toEqual(new Set([...ATTRIBUTION_COOKIES, 'channel']));
  });
});
