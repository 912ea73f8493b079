import { describe, expect, it } from 'vitest';
import type { Plan } from './plan.ts';
import { rescalePlanPrices, type LocalizedPriceResponse } from './rescale-plan-prices.ts';

const yearly: Plan = {
  id: 'yearly',
  price_amount: 143.88,
  price_unit: 'year',
  price_discount_amount: 59.88,
  price_deduction_amount: 84,
  trial_price: 0.99,
  money: 59.88,
  currency: 'USD',
  currencySymbol: '$',
  discount_percent: '59%',
};
const monthly: Plan = { ...yearly, id: 'monthly', price_amount: 12.99, price_discount_amount: 12.99, price_deduction_amount: 0, trial_price: 0, money: 12.99, discount_percent: '0%' };

const product = (product_id: string, gross: number, currency: string) => ({ product_id, subscription: { price: { gross } }, currency });
const response = (...products: ReturnType<typeof product>[]): LocalizedPriceResponse => ({ products });

describe('rescalePlanPrices (SPEC §7 localised prices)', () => {
  it('scales every amount by the new gross over the old discount amount, in the new currency', () => {
    const [rescaled] = rescalePlanPrices([yearly], response(product('yearly', 89.82, 'AUD')));
    // ratio 89.82 / 59.88 = 1.5
    expect(rescaled).toEqual({
      ...yearly,
      price_amount: 215.82,
      price_discount_amount: 89.82,
      price_deduction_amount: 126,
      trial_price: 1.49,
      money: 89.82,
      currency: 'AUD',
      currencySymbol: 'A$',
    });
  });

  it('rounds each amount to the minor unit of the new currency', () => {
    const [rescaled] = rescalePlanPrices([yearly], response(product('yearly', 9000, 'JPY')));
    expect(rescaled).toMatchObject({ price_amount: 21625, price_discount_amount: 9000, price_deduction_amount: 12625, trial_price: 149, money: 9000 });
    expect(rescaled?.currencySymbol).toBe('JPY');
  });

  it('rounds half away from zero despite binary noise', () => {
    const plan: Plan = { ...monthly, price_discount_amount: 1, price_amount: 1.005, money: 1, trial_price: 0, price_deduction_amount: 0 };
    expect(rescalePlanPrices([plan], response(product('monthly', 1, 'USD')))[0]?.price_amount).toBe(1.01);
  });

  it.each([
    ['GBP', '£'],
    ['CAD', 'CA$'],
    ['USD', '$'],
    ['gbp', '£'],
    ['EUR', 'EUR'],
  ])('shows %s with the symbol %s', (currency, symbol) => {
    expect(rescalePlanPrices([monthly], response(product('monthly', 10, currency)))[0]).toMatchObject({ currency: currency.toUpperCase(), currencySymbol: symbol });
  });

  it('rescales only the plans the response names, keeping order', () => {
    const result = rescalePlanPrices([yearly, monthly], response(product('monthly', 25.98, 'CAD')));
    expect(result[0]).toBe(yearly);
    expect(result[1]).toMatchObject({ id: 'monthly', price_amount: 25.98, money: 25.98, currency: 'CAD' });
  });

  it('uses the first entry when a product is listed twice', () => {
    expect(rescalePlanPrices([monthly], response(product('monthly', 20, 'GBP'), product('monthly', 30, 'AUD')))[0]).toMatchObject({ money: 20, currency: 'GBP' });
  });

  it('makes a plan free when the new gross is zero', () => {
    expect(rescalePlanPrices([yearly], response(product('yearly', 0, 'USD')))[0]).toMatchObject({ price_amount: 0, money: 0, trial_price: 0 });
  });

  it.each([
    ['no matching product', yearly, response(product('other', 10, 'USD'))],
    ['an empty response', yearly, response()],
    ['a zero discount amount', { ...yearly, price_discount_amount: 0 }, response(product('yearly', 10, 'USD'))],
    ['a negative discount amount', { ...yearly, price_discount_amount: -1 }, response(product('yearly', 10, 'USD'))],
    ['a missing discount amount', { ...yearly, price_discount_amount: Number.NaN }, response(product('yearly', 10, 'USD'))],
    ['a negative gross', yearly, response(product('yearly', -1, 'USD'))],
    ['a NaN gross', yearly, response(product('yearly', Number.NaN, 'USD'))],
    ['an infinite gross', yearly, response(product('yearly', Number.POSITIVE_INFINITY, 'USD'))],
    ['an empty currency', yearly, response(product('yearly', 10, ''))],
    ['a malformed currency', yearly, response(product('yearly', 10, 'A$'))],
  ])('keeps the plan unchanged for %s', (_label, plan, prices) => {
    expect(rescalePlanPrices([plan], prices)[0]).toBe(plan);
  });

  it('answers an empty list for no plans', () => {
    expect(rescalePlanPrices([], response(product('yearly', 10, 'USD')))).toEqual([]);
  });

  it('never changes its inputs', () => {
    const plans = Object.freeze([Object.freeze({ ...yearly })]);
    const prices = response(product('yearly', 89.82, 'AUD'));
    const before = structuredClone(prices);
    rescalePlanPrices(plans, prices);
    expect(plans[0]).toEqual(yearly);
    expect(prices).toEqual(before);
  });
});

describe('rescalePlanPrices with options', () => {
  it('matches plans by a product id of their own and rescales further amounts', () => {
    const plan = { id: '1y', product_id: '502', price_amount: 155.88, price_unit: 'year', price_discount_amount: 71.88, price_deduction_amount: 84, trial_price: 0, money: 71.88, currency: 'USD', currencySymbol: '$', discount_percent: '54%', renewal: 71.88 };
    const [rescaled] = rescalePlanPrices([plan], { products: [{ product_id: '502', subscription: { price: { gross: 107.82 } }, currency: 'AUD' }] }, { productIdOf: (p) => p.product_id, alsoRescale: ['renewal'] });
    expect(rescaled).toMatchObject({ id: '1y', currency: 'AUD', currencySymbol: 'A$', price_discount_amount: 107.82, renewal: 107.82 });
  });

  // Issue 15: a partner's first term is cheaper than the product's regular price, which is what the price service
  // quotes. Measured against the partner amount, the ratio undid the partner discount and inflated the renewal.
  it('measures the ratio against the regular price a plan names, so a partner first term and the renewal keep their amounts', () => {
    const partner = { id: '2y', price_amount: 311.76, price_unit: '2 years', price_discount_amount: 90.97, price_deduction_amount: 220.79, trial_price: 0, money: 90.97, currency: 'USD', currencySymbol: '$', discount_percent: '71%', renewal: 95.76 };
    const sameCurrency = { products: [{ product_id: '2y', subscription: { price: { gross: 95.76 } }, currency: 'USD' }] };
    const [unchanged] = rescalePlanPrices([partner], sameCurrency, { alsoRescale: ['renewal'], regularAmountOf: (plan) => plan.renewal });
    expect(unchanged).toMatchObject({ price_discount_amount: 90.97, money: 90.97, renewal: 95.76, discount_percent: '71%' });
    const euros = { products: [{ product_id: '2y', subscription: { price: { gross: 88.56 } }, currency: 'EUR' }] };
    const [converted] = rescalePlanPrices([partner], euros, { alsoRescale: ['renewal'], regularAmountOf: (plan) => plan.renewal });
    expect(converted).toMatchObject({ currency: 'EUR', price_discount_amount: 84.13, renewal: 88.56 });
  });
});
