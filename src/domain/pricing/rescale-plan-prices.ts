import { currencySymbol, roundToMinorUnit } from './currency.ts';
import type { Plan } from './plan.ts';

/** SPEC §3 localised price response (GET /l10n/prices). */
export type LocalizedPriceResponse = {
  products: readonly { product_id: string; subscription: { price: { gross: number } }; currency: string }[];
};

const RESCALED_AMOUNTS = ['price_amount', 'price_discount_amount', 'price_deduction_amount', 'trial_price', 'money'] as const;

/** SPEC §7 localised prices: plans with a matching product are rescaled by gross / price_discount_amount into its currency. */
export function rescalePlanPrices(plans: readonly Plan[], prices: LocalizedPriceResponse): readonly Plan[] {
  return plans.map((plan) => {
    // The first entry wins if the service ever lists a product twice.
    const product = prices.products.find((candidate) => candidate.product_id === plan.id);
    if (product === undefined) return plan;
    const gross = product.subscription.price.gross;
    const currency = product.currency.trim().toUpperCase();
    // A zero base has no ratio; a negative or missing price or currency is a broken answer, not a free plan.
    if (!(plan.price_discount_amount > 0) || !Number.isFinite(gross) || gross < 0 || !/^[A-Z]{3}$/.test(currency)) return plan;
    const ratio = gross / plan.price_discount_amount;
    const rescaled: Plan = { ...plan, currency, currencySymbol: currencySymbol(currency) };
    for (const field of RESCALED_AMOUNTS) rescaled[field] = roundToMinorUnit(plan[field] * ratio, currency);
    return rescaled;
  });
}
