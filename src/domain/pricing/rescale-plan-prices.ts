import { currencySymbol, roundToMinorUnit } from './currency.ts';
import type { Plan } from './plan.ts';

/** SPEC §3 localised price response (GET /l10n/prices). */
export type LocalizedPriceResponse = {
  products: readonly { product_id: string; subscription: { price: { gross: number } }; currency: string }[];
};

const RESCALED_AMOUNTS = ['price_amount', 'price_discount_amount', 'price_deduction_amount', 'trial_price', 'money'] as const;

type NumericKeys<P> = { [K in keyof P]: P[K] extends number ? K : never }[keyof P];

export type RescaleOptions<P extends Plan> = {
  /** Which product a plan is priced as; by default its id (SPEC §3). */
  readonly productIdOf?: (plan: P) => string;
  /** Further amounts of the plan that follow the same ratio (a renewal price, say). */
  readonly alsoRescale?: readonly NumericKeys<P>[];
  /**
   * The plan's price without any first-term discount: what the service's gross is the local price of. By default
   * its discount amount (SPEC §7). A partner's plan pays less for its first term only, so its regular price is its
   * renewal amount (docs/decisions.md, issue 15).
   */
  readonly regularAmountOf?: (plan: P) => number;
};

/**
 * SPEC §7 localised prices: plans with a matching product are rescaled into its currency by gross / the plan's regular
 * amount (its price_discount_amount unless `regularAmountOf` says otherwise).
 */
export function rescalePlanPrices<P extends Plan>(plans: readonly P[], prices: LocalizedPriceResponse, options: RescaleOptions<P> = {}): readonly P[] {
  const productIdOf = options.productIdOf ?? ((plan: P) => plan.id);
  return plans.map((plan) => {
    // The first entry wins if the service ever lists a product twice.
    const product = prices.products.find((candidate) => candidate.product_id === productIdOf(plan));
    if (product === undefined) return plan;
    const gross = product.subscription.price.gross;
    const currency = product.currency.trim().toUpperCase();
    // A zero base has no ratio; a negative or missing price or currency is a broken answer, not a free plan.
    const regular = options.regularAmountOf?.(plan) ?? plan.price_discount_amount;
    if (!(regular > 0) || !Number.isFinite(gross) || gross < 0 || !/^[A-Z]{3}$/.test(currency)) return plan;
    const ratio = gross / regular;
    const rescaled: P = { ...plan, currency, currencySymbol: currencySymbol(currency) };
    for (const field of RESCALED_AMOUNTS) rescaled[field] = roundToMinorUnit(plan[field] * ratio, currency);
    for (const field of options.alsoRescale ?? []) (rescaled[field] as number) = roundToMinorUnit((plan[field] as number) * ratio, currency);
    return rescaled;
  });
}
