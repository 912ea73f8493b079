import { describe, expect, it } from 'vitest';
import { AFFILIATE_TERMS, firstYearCommissionMultiple } from './affiliate-terms.ts';

describe('the affiliate programme terms', () => {
  it('pay 40% of first payments, 25% of first-year renewals, with a 45-day cookie and a US$50 payout threshold', () => {
    expect(AFFILIATE_TERMS).toMatchObject({ firstPaymentRate: 0.4, renewalRate: 0.25, cookieWindowDays: 45, payoutThresholdUsd: 50 });
  });

  it.each([
    [1, 3.15],
    [12, 0.4],
    [24, 0.4],
    [6, 0.65],
  ])('a customer kept for the first year on a %i-month plan earns %f times one payment', (months, multiple) => {
    expect(firstYearCommissionMultiple(AFFILIATE_TERMS, months)).toBe(multiple);
  });
});
