import { describe, expect, it } from 'vitest';
import { currentSiteOffer, popupOfferEnd } from './popup-offer-end.ts';

// Local times in November 2026: the 20th is a Friday, the 21st a Saturday, the 23rd a Monday.
const local = (day: number, hours: number, minutes = 0, seconds = 0) => new Date(2026, 10, day, hours, minutes, seconds);

describe('popupOfferEnd', () => {
  it('ends the workday offer when the workday window closes on Friday', () => {
    expect(popupOfferEnd('workday', local(25, 10), undefined)).toBe(local(27, 17, 59, 59).getTime());
    expect(popupOfferEnd('workday', local(20, 17, 0), undefined)).toBe(local(20, 17, 59, 59).getTime());
    expect(popupOfferEnd('workday', local(23, 6, 1), undefined)).toBe(local(27, 17, 59, 59).getTime());
  });

  it('ends the weekend offer when the workday window opens on Monday', () => {
    expect(popupOfferEnd('weekend', local(21, 10), undefined)).toBe(local(23, 6, 0, 59).getTime());
    expect(popupOfferEnd('weekend', local(22, 23, 59, 59), undefined)).toBe(local(23, 6, 0, 59).getTime());
    expect(popupOfferEnd('weekend', local(20, 18), undefined)).toBe(local(23, 6, 0, 59).getTime());
    expect(popupOfferEnd('weekend', local(23, 5, 30), undefined)).toBe(local(23, 6, 0, 59).getTime());
  });

  it('ends the mobile daily offer at the end of the day', () => {
    expect(popupOfferEnd('mobileDaily', local(24, 0, 0), undefined)).toBe(local(24, 23, 59, 59).getTime());
  });

  it('ends the festival offer at the configured end, or now without a config', () => {
    expect(popupOfferEnd('festival', local(24, 9), { startTime: 0, endTime: 1_800_000_000_000, isFestival: true })).toBe(1_800_000_000_000);
    expect(popupOfferEnd('festival', local(24, 9), undefined)).toBe(local(24, 9).getTime());
  });
});

describe('currentSiteOffer', () => {
  it('is the festival while one runs, else the workday offer on workdays, else the weekend offer', () => {
    const festival = { startTime: local(24, 0).getTime(), endTime: local(26, 0).getTime(), isFestival: true };
    expect(currentSiteOffer(local(25, 10), festival)).toEqual({ name: 'festival', endsAt: local(26, 0).getTime() });
    expect(currentSiteOffer(local(27, 10), festival)).toEqual({ name: 'workday', endsAt: local(27, 17, 59, 59).getTime() });
    expect(currentSiteOffer(local(28, 10), undefined)).toEqual({ name: 'weekend', endsAt: local(30, 6, 0, 59).getTime() });
  });
});
