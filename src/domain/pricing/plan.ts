/** SPEC §3 Plan, as the payment API sends it; amounts are in major units of `currency`. */
export type Plan = {
  id: string;
  price_amount: number;
  price_unit: string;
  price_discount_amount: number;
  price_deduction_amount: number;
  trial_price: number;
  money: number;
  currency: string;
  currencySymbol: string;
  /** A string with a percent sign, such as '59%'. */
  discount_percent: string;
};

/** SPEC §3 Plan discount_percent: '59%', ' 70 % ' or '70' read as a number from 0 to 100; anything else is undefined. */
export function parsePercent(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value);
  if (match === null) return undefined;
  const percent = Number(match[1]);
  // A discount above 100% would mean we pay the customer: it is a broken value, not a bargain to advertise.
  return percent <= 100 ? percent : undefined;
}

/** The plan chosen when the visitor has not chosen one: the longest, the best value per month (pricing and checkout). */
export function defaultPlanId(plans: readonly { readonly id: string; readonly months: number }[]): string | undefined {
  return [...plans].sort((a, b) => b.months - a.months)[0]?.id;
}
