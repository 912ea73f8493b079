import { describe, expect, it } from 'vitest';
import { normalisePurchaseValue, paymentPageUrl, purchaseOutcome } from './purchase-result.ts';

describe('purchaseOutcome', () => {
  it.each([
    ['so', { status: 'active' }, 'succeeded'],
    ['so', { status: 'ACTIVE' }, 'succeeded'],
    ['so', { success: true }, 'pending'],
    ['so', { status: 'pending' }, 'pending'],
    ['so', { status: 'declined' }, 'failed'],
    ['so', { status: 'cancelled' }, 'cancelled'],
    ['ps', { success: true }, 'succeeded'],
    ['ps', { status: 'succeeded' }, 'succeeded'],
    ['rz', { success: false }, 'pending'],
    ['tpa', { status: 'failed' }, 'failed'],
    ['gap', { status: 'canceled' }, 'cancelled'],
    ['pd', {}, 'pending'],
  ] as const)('reads %s %j as %s', (provider, value, outcome) => {
    expect(purchaseOutcome(provider, value)).toBe(outcome);
  });
});

describe('normalisePurchaseValue', () => {
  it('copies web_url to redirect_url for so only', () => {
    expect(normalisePurchaseValue('so', { web_url: 'https://pay/1' })).toEqual({ web_url: 'https://pay/1', redirect_url: 'https://pay/1' });
    expect(normalisePurchaseValue('ps', { web_url: 'https://pay/1' })).toEqual({ web_url: 'https://pay/1' });
    expect(normalisePurchaseValue('so', { status: 'active' })).toEqual({ status: 'active' });
  });

  it('prefers the redirect URL for the payment page', () => {
    expect(paymentPageUrl({ web_url: 'a', redirect_url: 'b' })).toBe('b');
    expect(paymentPageUrl({ web_url: 'a' })).toBe('a');
    expect(paymentPageUrl({})).toBeUndefined();
  });
});
