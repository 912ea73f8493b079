import type { FestivalConfig, PaymentProvider, Plan } from '../../domain/index.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';

/** A plan as the pricing page shows it: SPEC §3 fields plus what explains the term. */
export type CatalogPlan = Plan & { readonly productId: string; readonly name: string; readonly months: number; readonly trialDays: number; readonly renewalAmount: number };

export type PaymentOptions = { readonly countryCode: string; readonly currency: string; readonly providers: readonly PaymentProvider[] };

/** Plans re-priced for the visitor's country (SPEC §7 plans, l10n prices, common params). */
export interface CatalogPort {
  plans(options: { readonly countryCode: string; readonly xFrom: string | undefined }, signal?: AbortSignal): Promise<ApiOutcome<readonly CatalogPlan[]>>;
  paymentOptions(options: { readonly xFrom: string | undefined }, signal?: AbortSignal): Promise<ApiOutcome<PaymentOptions>>;
  promotionConfig(signal?: AbortSignal): Promise<ApiOutcome<FestivalConfig>>;
}
