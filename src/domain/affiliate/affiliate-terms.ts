import { AFFILIATE_UID_COOKIE_MAX_AGE_DAYS } from '../attribution/attribution-cookies.ts';

/** The affiliate programme's terms (issue 6 shared facts; the cookie window is SPEC §9's affiliate-uid lifetime). */
export type AffiliateTerms = {
  /** Share of a new customer's first payment, 0–1. */
  readonly firstPaymentRate: number;
  /** Share of each renewal within the customer's first year, 0–1. */
  readonly renewalRate: number;
  readonly cookieWindowDays: number;
  /** Smallest balance paid out, in whole US dollars. */
  readonly payoutThresholdUsd: number;
  readonly approvalWorkingDays: number;
  readonly partnersEmail: string;
};

export const AFFILIATE_TERMS: AffiliateTerms = {
  firstPaymentRate: 0.4,
  renewalRate: 0.25,
  cookieWindowDays: AFFILIATE_UID_COOKIE_MAX_AGE_DAYS,
  payoutThresholdUsd: 50,
  approvalWorkingDays: 3,
  partnersEmail: 'partners@harborvpn.com',
};

/**
 * What one referred customer earns the partner, as a multiple of one payment of their plan, when they keep a plan
 * of `planMonths` for their whole first year: the first payment at the first-payment rate, then every renewal that
 * falls inside the first twelve months at the renewal rate (a monthly plan renews 11 times, longer plans not at all).
 */
export function firstYearCommissionMultiple(terms: AffiliateTerms, planMonths: number): number {
  return Math.round((terms.firstPaymentRate + renewalsInFirstYear(planMonths) * terms.renewalRate) * 100) / 100;
}

/** How many times a plan of `planMonths` renews inside its customer's first twelve months. */
export function renewalsInFirstYear(planMonths: number): number {
  return planMonths >= 12 ? 0 : Math.ceil(12 / planMonths) - 1;
}
