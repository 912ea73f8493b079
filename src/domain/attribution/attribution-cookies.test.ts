import { describe, expect, it } from 'vitest';
import {
  AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS,
  AFFILIATE_COOKIES,
  AFFILIATE_UID_COOKIE_MAX_AGE_DAYS,
  ATTRIBUTION_COOKIES,
  CHANNEL_COOKIE_MAX_AGE_DAYS,
  CLICK_ID_COOKIE_MAX_AGE_DAYS,
  PARTNER_EVENT_COOKIE_MAX_AGE_DAYS,
  UTM_RETENTION_DAYS,
} from './attribution-cookies.ts';

describe('attribution cookies (SPEC §3, §9)', () => {
  it('clears exactly cf-click, cje, cje-client and _aid', () => {
    expect(AFFILIATE_COOKIES).toEqual(['cf-click', 'cje', 'cje-client', '_aid']);
  });

  it('adds the ad-network uid _adn to them as the fifth attribution cookie (SPEC §3)', () => {
    expect(ATTRIBUTION_COOKIES).toEqual(['cf-click', 'cje', 'cje-client', '_aid', '_adn']);
  });

  it('keeps the ad-network uid 45 days, as the affiliate uid (decided)', () => {
    expect(AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS).toBe(45);
  });

  it('keeps the click 30 days and the partner event, affiliate uid, channel and utm tags 45 days', () => {
    expect([CLICK_ID_COOKIE_MAX_AGE_DAYS, PARTNER_EVENT_COOKIE_MAX_AGE_DAYS, AFFILIATE_UID_COOKIE_MAX_AGE_DAYS, CHANNEL_COOKIE_MAX_AGE_DAYS, UTM_RETENTION_DAYS]).toEqual([
      30, 45, 45, 45, 45,
    ]);
  });
});
