import type { SnapshotFrom } from 'xstate';
import type { CatalogPlan } from '../../../application/catalog/catalog.port.ts';
import type { pricingMachine } from '../../../application/pricing/pricing.machine.ts';
import { displayNames, formatPrice, parsePercent, perMonthAmount } from '../../../domain/index.ts';

export type PlanCardModel = {
  readonly id: string;
  readonly months: number;
  readonly perMonth: string;
  readonly total: string;
  readonly renewal: string;
  readonly savePercent: number;
  readonly trialDays: number;
  /** Nothing, in the plan's currency: what a free trial costs today. */
  readonly free: string;
  readonly selected: boolean;
};

export type PricingViewModel =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly reason: 'unavailable' | 'rateLimited' }
  | {
      readonly status: 'ready' | 'blocked';
      readonly discountPercent: number;
      readonly plans: readonly PlanCardModel[];
      readonly selected: PlanCardModel | undefined;
      readonly currency: string;
      readonly country: string;
      readonly partnerReferral: boolean;
    };

/** A plan as a card shows it, its prices in the page's locale. */
export function planCard(plan: CatalogPlan, selectedId: string | undefined, localeTag: string): PlanCardModel {
  const price = (amount: number) => formatPrice(amount, plan.currency, localeTag);
  return {
    id: plan.id,
    months: plan.months,
    perMonth: price(perMonthAmount(plan.price_discount_amount, plan.months, plan.currency)),
    total: price(plan.price_discount_amount),
    renewal: price(plan.renewalAmount),
    savePercent: parsePercent(plan.discount_percent) ?? 0,
    trialDays: plan.trialDays,
    free: price(0),
    selected: plan.id === selectedId,
  };
}

/** The visitor's country in the page's language; the geo call's English name when the code is unknown. */
export function countryName(code: string | undefined, fallback: string, localeTag: string): string {
  if (code === undefined || !/^[A-Z]{2}$/i.test(code)) return fallback;
  try {
    return displayNames(localeTag, { type: 'region' }).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** What the pricing view shows, from the pricing machine's snapshot. */
export function selectPricing(snapshot: SnapshotFrom<typeof pricingMachine>, localeTag: string): PricingViewModel {
  if (snapshot.matches('loading')) return { status: 'loading' };
  if (snapshot.matches('failed')) return { status: 'failed', reason: snapshot.context.failure ?? 'unavailable' };
  const { offer, selectedPlanId, discountPercent } = snapshot.context;
  const plans = [...(offer?.plans ?? [])].sort((a, b) => a.months - b.months).map((plan) => planCard(plan, selectedPlanId, localeTag));
  return {
    status: snapshot.matches('blocked') ? 'blocked' : 'ready',
    discountPercent,
    plans,
    selected: plans.find((plan) => plan.selected),
    currency: offer?.plans[0]?.currency ?? 'USD',
    country: countryName(offer?.visitor.countryCode, offer?.visitor.country ?? '', localeTag),
    partnerReferral: offer?.partnerReferral ?? false,
  };
}
