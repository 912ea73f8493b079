import type { PurchaseValue } from '../../domain/checkout/purchase-result.ts';

export type SignUpOutcome =
  | { readonly kind: 'signedUp'; readonly token: string }
  | { readonly kind: 'challengeFailed' }
  | { readonly kind: 'failed'; readonly message: string };

export type PrepurchaseOutcome = { readonly kind: 'ready' } | { readonly kind: 'failed'; readonly message: string };

export type CreatePurchaseOutcome =
  | { readonly kind: 'created'; readonly orderId: string; readonly value: PurchaseValue }
  | { readonly kind: 'failed'; readonly message: string };

export type PurchaseResultOutcome = { readonly kind: 'result'; readonly value: PurchaseValue } | { readonly kind: 'failed'; readonly message: string };
