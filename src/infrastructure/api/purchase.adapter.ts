import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { PurchaseOrder, PurchasePort, PurchaseRequest } from '../../application/purchase/purchase.port.ts';
import type { PaymentProvider } from '../../domain/index.ts';
import type { ResponseOf } from '../contract/api.contract.ts';
import type { ApiClient } from '../http/api-client.ts';
import { callOutcome } from '../http/to-outcome.ts';
import { xFromHeaders } from './x-from-header.ts';

const toOrder = (value: ResponseOf<'psPurchase'>): PurchaseOrder => ({
  orderId: value.order_id,
  provider: value.provider,
  planId: value.plan_id,
  status: value.status,
  success: value.success,
  web_url: value.web_url,
  redirect_url: value.redirect_url,
  overlayScript: value.overlay_script,
  trialDays: value.trial_days ?? 0,
});

const body = (request: PurchaseRequest) => ({
  plan_id: request.planId,
  return_url: request.returnUrl,
  language: request.language,
  country_code: request.countryCode,
  front_id: request.frontId,
  idempotency_key: request.idempotencyKey,
  ...(request.trial ? { trial: true } : {}),
  // The partner's click id prices the order as a partner's (issue 16), whichever provider the visitor pays with.
  ...(request.cps ? { _cps: request.cps } : {}),
});

/** SPEC §7 purchases: one endpoint pair per provider; s1 is the v3-challenged create_subscription. POST is never retried. */
export class PurchaseAdapter implements PurchasePort {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  prepurchase(request: PurchaseRequest, signal?: AbortSignal): Promise<ApiOutcome<{ readonly prepurchaseId: string }>> {
    return callOutcome(this.#api, 'pdPrepurchase', body(request), (value) => ({ prepurchaseId: value.prepurchase_id }), signal, xFromHeaders(request.xFrom));
  }

  purchase(request: PurchaseRequest & { readonly prepurchaseId?: string | undefined }, signal?: AbortSignal): Promise<ApiOutcome<PurchaseOrder>> {
    const common = body(request);
    // The partner marker the plans were asked with, on the purchase too: the order is priced as the plans were.
    const headers = xFromHeaders(request.xFrom);
    switch (request.provider) {
      case 'so':
        return callOutcome(this.#api, 'soPurchase', common, toOrder, signal, headers);
      case 'ps':
        return callOutcome(this.#api, 'psPurchase', common, toOrder, signal, headers);
      case 'rz':
        return callOutcome(this.#api, 'rzPurchase', common, toOrder, signal, headers);
      case 'tpa':
        return callOutcome(this.#api, 'tpaPurchase', common, toOrder, signal, headers);
      case 'gap':
        return callOutcome(this.#api, 'gapPurchase', common, toOrder, signal, headers);
      case 's1':
        return callOutcome(this.#api, 's1CreateSubscription', common, toOrder, signal, headers);
      case 'pd':
        return callOutcome(this.#api, 'pdPurchase', { ...common, prepurchase_id: request.prepurchaseId ?? '' }, toOrder, signal, headers);
    }
  }

  result(provider: PaymentProvider, orderId: string, signal?: AbortSignal): Promise<ApiOutcome<PurchaseOrder>> {
    const endpoint = (
      { so: 'soPurchaseResult', ps: 'psPurchaseResult', rz: 'rzPurchaseResult', tpa: 'tpaPurchaseResult', gap: 'gapPurchaseResult', s1: 's1PurchaseResult', pd: 'pdPurchaseResult' } as const
    )[provider];
    return callOutcome(this.#api, endpoint, { order_id: orderId }, toOrder, signal);
  }
}
