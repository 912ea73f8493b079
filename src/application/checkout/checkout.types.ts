import type { PaymentProvider } from '../../domain/checkout/payment-providers.ts';
import type { PurchaseValue } from '../../domain/checkout/purchase-result.ts';

export type SignUpOutcome =
  | { readonly kind: 'signedUp'; readonly token: string }
  | { readonly kind: 'challengeFailed' }
  | { readonly kind: 'failed'; readonly message: string };

export type PrepurchaseOutcome = { readonly kind: 'ready'; readonly prepurchaseId: string } | { readonly kind: 'failed'; readonly message: string };

/** Issue 16: the order's payment page or overlay script is on neither this site nor a configured provider's origin. */
export const UNKNOWN_PAYMENT_PAGE = 'unknownPaymentPage';

export type CreatePurchaseOutcome =
  | { readonly kind: 'created'; readonly orderId: string; readonly value: PurchaseValue }
  | { readonly kind: 'failed'; readonly message: string };

export type PurchaseResultOutcome =
  | { readonly kind: 'result'; readonly value: PurchaseValue }
  /** The API knows no such order on this account (another account's, or none): nothing to wait for. */
  | { readonly kind: 'notFound' }
  | { readonly kind: 'failed'; readonly message: string };

/** What the purchase needs besides the provider and the plan. */
export type PurchaseInput = { readonly provider: PaymentProvider; readonly planId: string; readonly prepurchaseId: string | undefined; readonly trial: boolean };

/** Purchase-funnel analytics: plan chosen, provider chosen, purchase started, result. Params never carry personal data. */
export type FunnelEvent = {
  readonly name: 'plan_chosen' | 'provider_chosen' | 'purchase_started' | 'purchase_result';
  readonly params: Readonly<Record<string, string | number | boolean>>;
};
