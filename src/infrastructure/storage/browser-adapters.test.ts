// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AttributionAdapter } from '../attribution/attribution.adapter.ts';
import { USER_INFO_STORAGE_KEY } from '../../domain/index.ts';
import { CookieSessionStoreAdapter } from '../cookies/cookie-session-store.adapter.ts';
import { ExpiringStorage } from './expiring-storage.ts';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(clearCookies);

describe('ExpiringStorage (SPEC §5)', () => {
  it('returns a value until it expires, then drops it', () => {
    let now = 1_000;
    const storage = new ExpiringStorage(() => localStorage, () => now);
    storage.set('k', { a: 1 }, 500);
    expect(storage.get('k')).toEqual({ a: 1 });
    now = 1_499;
    expect(storage.get('k')).toEqual({ a: 1 });
    now = 1_500;
    expect(storage.get('k')).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads junk as nothing', () => {
    localStorage.setItem('k', '{not json');
    expect(new ExpiringStorage(() => localStorage, () => 0).get('k')).toBeUndefined();
  });
});

describe('CookieSessionStoreAdapter (SPEC §4 Session)', () => {
  it('keeps the token in a cookie and the user info under its storage key, and clears both', () => {
    const store = new CookieSessionStoreAdapter();
    store.store('t0k3n', { user_id: 'u1', name: 'ada@example.com', password_set: true });
    expect(store.read()).toBe('t0k3n');
    expect(document.cookie).toContain('token=t0k3n');
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? '{}')).toMatchObject({ user_id: 'u1' });
    expect(store.user()).toMatchObject({ name: 'ada@example.com' });
    store.clear();
    expect(store.read()).toBeUndefined();
    expect(store.user()).toBeUndefined();
  });
});

describe('AttributionAdapter (SPEC §4 Attribution)', () => {
  const adapter = () => new AttributionAdapter(new ExpiringStorage(() => localStorage, () => 0));

  it('sets both partner-event cookies for cjevent and answers X-From CJ and the cj _cps', () => {
    adapter().applyLanding('?cjevent=abc123');
    expect(document.cookie).toContain('cje=abc123');
    expect(document.cookie).toContain('cje-client=abc123');
    expect(adapter().xFrom()).toBe('CJ');
    expect(adapter().cps()).toEqual({ type: 'cj', value: 'abc123' });
    expect(adapter().isChannelPartner()).toBe(true);
  });

  it('keeps the invite type code of a visitor who arrived with from=invite for 45 days, and a later landing keeps it', () => {
    expect(adapter().inviteType()).toBeUndefined();
    adapter().applyLanding('?from=invite');
    adapter().applyLanding('?utm_source=newsletter');
    expect(adapter().inviteType()).toBe(30001);
    expect(new AttributionAdapter(new ExpiringStorage(() => localStorage, () => 46 * 24 * 3600 * 1000)).inviteType()).toBeUndefined();
  });

  it('replaces a partner event with a click id for cfclick', () => {
    adapter().applyLanding('?cjevent=abc123');
    adapter().applyLanding('?cfclick=click9');
    expect(document.cookie).not.toContain('cje=');
    expect(adapter().cps()).toEqual({ type: 'cf', value: 'click9' });
    expect(adapter().xFrom()).toBeUndefined();
  });

  it('clears every affiliate cookie and the local entry for utm_source, keeping the utm tags', () => {
    localStorage.setItem('attribution', '{"value":"x","expiresAt":999}');
    adapter().applyLanding('?admitad_uid=u7');
    adapter().applyLanding('?utm_source=newsletter&utm_campaign=black-friday');
    expect(adapter().isChannelPartner()).toBe(false);
    expect(localStorage.getItem('attribution')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('utm_tags') ?? '{}')).toEqual({ utm_source: 'newsletter', utm_campaign: 'black-friday' });
    expect(JSON.parse(localStorage.getItem('utm_tags') ?? '{}').value).toEqual({ utm_source: 'newsletter', utm_campaign: 'black-friday' });
  });

  it('keeps the ad-network uid for adn_uid without making a partner visitor or a _cps, and a utm_source landing clears it', () => {
    adapter().applyLanding('?cfclick=click9');
    adapter().applyLanding('?adn_uid=Ab-12_x.9');
    expect(document.cookie).toContain('_adn=Ab-12_x.9');
    expect(document.cookie).not.toContain('cf-click=');
    expect(adapter().cps()).toBeUndefined();
    expect(adapter().isChannelPartner()).toBe(false);
    adapter().applyLanding('?utm_source=newsletter');
    expect(document.cookie).not.toContain('_adn=');
  });

  it('ignores an adn_uid that is not a plausible uid, keeping the partner cookie it would have replaced', () => {
    adapter().applyLanding('?cfclick=click9');
    adapter().applyLanding(`?adn_uid=${'a'.repeat(129)}`);
    adapter().applyLanding('?adn_uid=%3Cscript%3E');
    expect(document.cookie).not.toContain('_adn=');
    expect(adapter().cps()).toEqual({ type: 'cf', value: 'click9' });
  });

  it('keeps the channel in a cookie and in session storage', () => {
    adapter().applyLanding('?channel=partner-blog');
    expect(document.cookie).toContain('channel=partner-blog');
    expect(sessionStorage.getItem('channel')).toBe('partner-blog');
  });
});
