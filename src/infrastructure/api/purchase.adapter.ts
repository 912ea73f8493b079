import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { PurchaseOrder, PurchasePort, PurchaseRequest } from '../../application/purchase/purchase.port.ts';
import type { PaymentProvider } from '../../domain/index.ts';
import type { ResponseOf } from '../contract/api.contract.ts';
import type { ApiClient } from '../http/api-client.ts';
import { runOutcome, toOutcome } from '../http/to-outcome.ts';
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

  prepurchase(request: PurchaseRequest): Promise<ApiOutcome<{ readonly prepurchaseId: string }>> {
    return runOutcome(toOutcome(this.#api.call('pdPrepurchase', body(request), xFromHeaders(request.xFrom)), (value) => ({ prepurchaseId: value.prepurchase_id })));
  }

  purchase(request: PurchaseRequest & { readonly prepurchaseId?: string | undefined }): Promise<ApiOutcome<PurchaseOrder>> {
    const common = body(request);
    // The partner marker the plans were asked with, on the purchase too: the order is priced as the plans were.
    const headers = xFromHeaders(request.xFrom);
    switch (request.provider) {
      case 'so':
        return runOutcome(toOutcome(this.#api.call('soPurchase', common, headers), toOrder));
      case 'ps':
        return runOutcome(toOutcome(this.#api.call('psPurchase', common, headers), toOrder));
      case 'rz':
        return runOutcome(toOutcome(this.#api.call('rzPurchase', common, headers), toOrder));
      case 'tpa':
        return runOutcome(toOutcome(this.#api.call('tpaPurchase', common, headers), toOrder));
      case 'gap':
        return runOutcome(toOutcome(this.#api.call('gapPurchase', common, headers), toOrder));
      case 's1':
        return runOutcome(toOutcome(this.#api.call('s1CreateSubscription', common, headers), toOrder));
      case 'pd':
        return runOutcome(toOutcome(this.#api.call('pdPurchase', { ...common, prepurchase_id: request.prepurchaseId ?? '' }, headers), toOrder));
    }
  }

  result(provider: PaymentProvider, orderId: string): Promise<ApiOutcome<PurchaseOrder>> {
    const endpoint = (
      { so: 'soPurchaseResult', ps: 'psPurchaseResult', rz: 'rzPurchaseResult', tpa: 'tpaPurchaseResult', gap: 'gapPurchaseResult', s1: 's1PurchaseResult', pd: 'pdPurchaseResult' } as const
    )[provider];
    return runOutcome(toOutcome(this.#api.call(endpoint, { order_id: orderId }), toOrder));
  }
}
