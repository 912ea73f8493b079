import { Effect } from 'effect';
import type { CatalogPlan, CatalogPort, PaymentOptions } from '../../application/catalog/catalog.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import { rescalePlanPrices, type FestivalConfig } from '../../domain/index.ts';
import type { ApiClient } from '../http/api-client.ts';
import { callOutcome, runOutcome, toOutcome } from '../http/to-outcome.ts';
import { xFromHeaders } from './x-from-header.ts';


/**
 * SPEC §7: plans (with X-From), then the localised prices for the visitor's country; the plans are
 * re-priced by the domain's rescale rule, measured against each plan's regular price. A price service that fails leaves the plans as they came
 * (with a logged 'get currency error', SPEC §8) rather than hiding them.
 */
export class CatalogAdapter implements CatalogPort {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  plans({ countryCode, xFrom }: { countryCode: string; xFrom: string | undefined }, signal?: AbortSignal): Promise<ApiOutcome<readonly CatalogPlan[]>> {
    const api = this.#api;
    const program = Effect.gen(function* () {
      const { plans } = yield* api.call('plans', {}, { ...xFromHeaders(xFrom), ...(signal ? { signal } : {}) });
      const catalog: CatalogPlan[] = plans.map((plan) => ({
        ...plan,
        productId: plan.product_id,
        trialDays: plan.trial_days,
        renewalAmount: plan.renewal_amount,
      }));
      const productIds = [...new Set(catalog.map((plan) => plan.productId))];
      if (productIds.length === 0) return catalog;
      const prices = yield* api.call('localizedPrices', { product_ids: productIds.join(','), customer_country: countryCode }, signal ? { signal } : {}).pipe(
        Effect.catch((error) => {
          console.error('get currency error', error._tag);
          return Effect.succeed(undefined);
        }),
      );
      if (prices === undefined) return catalog;
      // Plans asked for as a partner's pay less for their first term only: the price service's gross is the local
      // price of the renewal, not of the partner's first term (docs/decisions.md, issue 15).
      const partner = xFrom !== undefined ? { regularAmountOf: (plan: CatalogPlan) => plan.renewalAmount } : {};
      return rescalePlanPrices(catalog, prices, { productIdOf: (plan) => plan.productId, alsoRescale: ['renewalAmount'], ...partner });
    });
    return runOutcome(toOutcome(program, (plans) => plans), signal);
  }

  paymentOptions({ xFrom }: { xFrom: string | undefined }, signal?: AbortSignal): Promise<ApiOutcome<PaymentOptions>> {
    return callOutcome(this.#api, 'commonParams', {}, (params) => ({ countryCode: params.country_code, currency: params.currency, providers: params.providers }), signal, xFromHeaders(xFrom));
  }

  promotionConfig(signal?: AbortSignal): Promise<ApiOutcome<FestivalConfig>> {
    return callOutcome(this.#api, 'promotionConfig', {}, (config) => config, signal);
  }
}
