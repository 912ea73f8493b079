import type { PaymentProvider } from './payment-providers.ts';

/** SPEC §3: the purchase result fields the site reads. */
export type PurchaseValue = {
  readonly web_url?: string | undefined;
  readonly redirect_url?: string | undefined;
  readonly status?: string | undefined;
  readonly success?: boolean | undefined;
};

export type PurchaseOutcome = 'succeeded' | 'pending' | 'failed' | 'cancelled';

const FAILED_STATUSES = new Set(['failed', 'declined', 'error', 'expired']);
const CANCELLED_STATUSES = new Set(['cancelled', 'canceled']);

/**
 * SPEC §4 Purchase with provider so: successful when the status is 'active'. Other providers report
 * `success` (or a status of 'active'/'succeeded'); unknown statuses are treated as still pending so a
 * late confirmation is never reported as a failure.
 */
export function purchaseOutcome(provider: PaymentProvider, value: PurchaseValue): PurchaseOutcome {
  const status = value.status?.toLowerCase();
  if (status !== undefined && CANCELLED_STATUSES.has(status)) return 'cancelled';
  if (status !== undefined && FAILED_STATUSES.has(status)) return 'failed';
  if (provider === 'so') return status === 'active' ? 'succeeded' : 'pending';
  if (value.success === true || status === 'active' || status === 'succeeded') return 'succeeded';
  return 'pending';
}

/** SPEC §4: for provider so the response's web_url is copied to redirect_url. */
export function normalisePurchaseValue(provider: PaymentProvider, value: PurchaseValue): PurchaseValue {
  return provider === 'so' && value.web_url !== undefined ? { ...value, redirect_url: value.web_url } : value;
}

/** Where the browser goes to pay: the redirect URL, else the web URL. */
export function paymentPageUrl(value: PurchaseValue): string | undefined {
  return value.redirect_url ?? value.web_url;
}
