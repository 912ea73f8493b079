import type { Cps, PaymentProvider, PurchaseValue } from '../../domain/index.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';

export type PurchaseOrder = PurchaseValue & {
  readonly orderId: string;
  readonly provider: PaymentProvider;
  readonly planId: string;
  readonly overlayScript: string | undefined;
  /** Days of free trial the order starts; 0 for a paid order. */
  readonly trialDays: number;
};

export type PurchaseRequest = {
  readonly provider: PaymentProvider;
  readonly planId: string;
  readonly returnUrl: string;
  readonly language: string;
  readonly countryCode: string;
  readonly frontId: string;
  /** The same key for a repeated submission of the same purchase: the server makes one order. */
  readonly idempotencyKey: string;
  /** SPEC §7 `_cps` (so's purchase names it); sent with every provider's, since a CJ click id earns the partner price. */
  readonly cps?: Cps | undefined;
  /** Start the plan's free trial instead of paying for the first term. */
  readonly trial?: boolean | undefined;
  /**
   * SPEC §7 X-From of a partner visitor ('CJ'), sent with the purchase as with the plans it was priced from, so the
   * order charges the partner price the visitor was shown (docs/decisions.md, issue 15).
   */
  readonly xFrom?: string | undefined;
};

/** SPEC §7 payment calls for every provider; the invoking actor's signal cancels a call (issue 16). */
export interface PurchasePort {
  prepurchase(request: PurchaseRequest, signal?: AbortSignal): Promise<ApiOutcome<{ readonly prepurchaseId: string }>>;
  purchase(request: PurchaseRequest & { readonly prepurchaseId?: string | undefined }, signal?: AbortSignal): Promise<ApiOutcome<PurchaseOrder>>;
  result(provider: PaymentProvider, orderId: string, signal?: AbortSignal): Promise<ApiOutcome<PurchaseOrder>>;
}

export type AnalyticsEventInput = {
  readonly name: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  /** The language of the page the event is about (page_show); otherwise the document's at sending time. */
  readonly language?: string | undefined;
};

/** SPEC §7 analytics: one event per call, never carrying a token, password or email. */
export interface AnalyticsPort {
  send(event: AnalyticsEventInput, signal?: AbortSignal): Promise<ApiOutcome<void>>;
}
