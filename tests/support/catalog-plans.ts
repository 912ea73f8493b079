import type { CatalogPlan } from '../../src/application/catalog/catalog.port.ts';
import type { PricingOffer } from '../../src/application/pricing/pricing.machine.ts';

/** A plan priced in dollars at 9.99 a month (12.99 list), for machine tests that need an offer, not its amounts. */
export function catalogPlan(id: string, months: number, trialDays: number): CatalogPlan {
  return {
    id,
    productId: `p-${id}`,
    name: id,
    months,
    trialDays,
    renewalAmount: 9.99 * months,
    price_amount: 12.99 * months,
    price_unit: 'month',
    price_discount_amount: 9.99 * months,
    price_deduction_amount: 3 * months,
    trial_price: 0,
    money: 9.99 * months,
    currency: 'USD',
    currencySymbol: '$',
    discount_percent: '23%',
  };
}

/** An American visitor's offer: a month without a trial, a year and two years with seven days. */
export const US_OFFER: PricingOffer = {
  plans: [catalogPlan('1m', 1, 0), catalogPlan('1y', 12, 7), catalogPlan('2y', 24, 7)],
  providers: ['so', 'ps', 'rz', 'pd', 'tpa'],
  visitor: { ip: '203.0.113.7', country: 'United States', countryCode: 'US' },
  partnerReferral: false,
};
