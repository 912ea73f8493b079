import { parsePercent } from './plan.ts';

/** SPEC §5, §9: the discount the site advertises is never below 59 percent. */
export const DISCOUNT_FLOOR_PERCENT = 59;

/** SPEC §5/§9 discount display: the floor of 59, raised to the largest parseable plan discount_percent. */
export function displayedDiscountPercent(plans: readonly { discount_percent: string }[]): number {
  return plans.reduce((largest, plan) => Math.max(largest, parsePercent(plan.discount_percent) ?? largest), DISCOUNT_FLOOR_PERCENT);
}
