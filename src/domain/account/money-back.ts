// Issue 19: the money-back guarantee as docs/decisions.md records it (the policy pages say the same): once per
// customer, on the first payment only — not a renewal, not a free trial, which has no payment — within 30 days of it.

export const MONEY_BACK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule needs to know of a payment and of the customer's other payments. */
export type RefundQuestion = {
  /** When the payment went through (the order's approval). */
  readonly paidAt: number;
  /** Nothing was paid: a free trial's order, or one that did not go through. */
  readonly paid: boolean;
  /** It is the customer's first payment. */
  readonly first: boolean;
  /** The customer has had a refund under the guarantee before. */
  readonly refundedBefore: boolean;
  readonly now: number;
};

export type RefundRefusal = 'notPaid' | 'notFirst' | 'alreadyRefunded' | 'windowClosed';

export type RefundEligibility = { readonly kind: 'eligible'; readonly until: number } | { readonly kind: 'refused'; readonly reason: RefundRefusal };

/** Whether the guarantee covers this payment now, and until when; the first rule it breaks otherwise. */
export function refundEligibility({ paidAt, paid, first, refundedBefore, now }: RefundQuestion): RefundEligibility {
  if (refundedBefore) return { kind: 'refused', reason: 'alreadyRefunded' };
  if (!paid) return { kind: 'refused', reason: 'notPaid' };
  if (!first) return { kind: 'refused', reason: 'notFirst' };
  const until = paidAt + MONEY_BACK_DAYS * DAY_MS;
  return now <= until ? { kind: 'eligible', until } : { kind: 'refused', reason: 'windowClosed' };
}
