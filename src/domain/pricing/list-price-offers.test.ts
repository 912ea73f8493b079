import { describe, expect, it } from 'vitest';
import { listPriceOffers } from './list-price-offers.ts';

describe('listPriceOffers', () => {
  it('prices each term at its monthly rate times its months, shortest first', () => {
    const prices = { months: { '2y': 24, '1m': 1, '1y': 12 }, monthlyRate: { USD: { '1m': 1299, '1y': 599, '2y': 399 } } };
    expect(listPriceOffers(prices, 'USD')).toEqual([
      { planId: '1m', months: 1, price: 12.99, currency: 'USD' },
      { planId: '1y', months: 12, price: 71.88, currency: 'USD' },
      { planId: '2y', months: 24, price: 95.76, currency: 'USD' },
    ]);
  });

  it('offers nothing in a currency without rates', () => {
    expect(listPriceOffers({ months: { '1m': 1 }, monthlyRate: {} }, 'EUR')).toEqual([]);
  });
});
