import listPrices from '../../content/pricing/list-prices.json' with { type: 'json' };
import { CURRENCIES, currencyForCountry, type CurrencyCode } from '../../src/domain/index.ts';
import type { ApiPlan } from '../../src/infrastructure/contract/api.contract.ts';

type ApiPlanValue = typeof ApiPlan.Type;

export type PlanId = '1m' | '1y' | '2y';

export type PlanDefinition = {
  readonly id: PlanId;
  /** SPEC §3 product ids 501-503 (issue 4: the plans' products). */
  readonly productId: string;
  readonly name: string;
  readonly months: number;
  readonly trialDays: number;
  /** The period `price_discount_amount` pays for. */
  readonly priceUnit: string;
};

/** The sandbox catalogue: 1 month, 1 year, 2 years; a 7-day trial on the yearly plans only. */
export const PLANS: readonly PlanDefinition[] = [
  { id: '1m', productId: '501', name: '1 month', months: listPrices.months['1m'], trialDays: 0, priceUnit: 'month' },
  { id: '1y', productId: '502', name: '1 year', months: listPrices.months['1y'], trialDays: 7, priceUnit: 'year' },
  { id: '2y', productId: '503', name: '2 years', months: listPrices.months['2y'], trialDays: 7, priceUnit: '2 years' },
];

/**
 * What a month costs on each plan, in minor units of each currency. The monthly plan's price is the
 * undiscounted rate every discount is measured against. USD: 12.99; 5.99 a month billed 71.88 a year;
 * 3.99 a month billed 95.76 every two years. The figures live in content/pricing/list-prices.json,
 * which the pricing page's structured data reads too (issue 6), so the two cannot drift.
 */
const MONTHLY_RATE: Readonly<Record<CurrencyCode, Readonly<Record<PlanId, number>>>> = listPrices.monthlyRate;

/** Issue 4: visitors who arrive through a partner (X-From: CJ) get 5% more off the yearly plans' first term. */
export const PARTNER_DISCOUNT = 0.05;
export const PARTNER_X_FROM = 'CJ';

export type PlanQuote = {
  readonly plan: PlanDefinition;
  readonly currency: CurrencyCode;
  /** What the term would cost at the monthly plan's rate. */
  readonly listMinor: number;
  /** What the customer pays for the first term. */
  readonly payMinor: number;
  /** What each later term costs (partner discounts apply to the first term only). */
  readonly renewalMinor: number;
};

export function findPlan(id: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/**
 * Issue 19: what a term of the plan renews at in a currency — its regular price, which partner discounts never touch.
 * The sandbox's price list does not change, so it is read at answer time; a real API keeps the price promised at
 * purchase with the subscription (docs/decisions.md).
 */
export function renewalMinor(plan: PlanDefinition, currency: string): number | undefined {
  const rates: Readonly<Record<PlanId, number>> | undefined = (MONTHLY_RATE as Readonly<Partial<Record<string, Readonly<Record<PlanId, number>>>>>)[currency];
  return rates === undefined ? undefined : rates[plan.id] * plan.months;
}

/** True when an X-From header names the partner programme (SPEC §7: the client sends CJ). */
export function isPartner(xFrom: string | undefined): boolean {
  return xFrom?.trim().toUpperCase() === PARTNER_X_FROM;
}

/** The price of a plan in a country (its currency, USD elsewhere), with the partner discount when it applies. */
export function quote(plan: PlanDefinition, countryCode: string, partner: boolean): PlanQuote {
  const currency = currencyForCountry(countryCode);
  const rates = MONTHLY_RATE[currency];
  const listMinor = rates['1m'] * plan.months;
  const regularMinor = rates[plan.id] * plan.months;
  const payMinor = partner && plan.months >= 12 ? Math.round(regularMinor * (1 - PARTNER_DISCOUNT)) : regularMinor;
  return { plan, currency, listMinor, payMinor, renewalMinor: regularMinor };
}

/** Every currency the sandbox prices in has two minor digits. */
export const toMajor = (minor: number): number => minor / 100;

/** SPEC §3 Plan as the payment API sends it. */
export function apiPlan(planQuote: PlanQuote): ApiPlanValue {
  const { plan, currency, listMinor, payMinor, renewalMinor } = planQuote;
  const pay = toMajor(payMinor);
  return {
    id: plan.id,
    product_id: plan.productId,
    name: plan.name,
    months: plan.months,
    trial_days: plan.trialDays,
    price_amount: toMajor(listMinor),
    price_unit: plan.priceUnit,
    price_discount_amount: pay,
    price_deduction_amount: toMajor(listMinor - payMinor),
    trial_price: 0,
    money: pay,
    currency,
    currencySymbol: CURRENCIES[currency].symbol,
    discount_percent: `${Math.round((1 - payMinor / listMinor) * 100)}%`,
    renewal_amount: toMajor(renewalMinor),
  };
}

/** SPEC §7 /l10n/prices: gross prices of the listed products in a country; unknown products are left out. */
export function localizedPrices(productIds: readonly string[], countryCode: string) {
  const products = [];
  for (const productId of productIds) {
    const plan = PLANS.find((candidate) => candidate.productId === productId);
    if (plan === undefined) continue;
    const planQuote = quote(plan, countryCode, false);
    products.push({ product_id: productId, subscription: { price: { gross: toMajor(planQuote.payMinor) } }, currency: planQuote.currency });
  }
  return { products };
}
