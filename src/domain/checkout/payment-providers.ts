/** SPEC §7: the payment providers the site talks to. */
export const PAYMENT_PROVIDERS = ['so', 'ps', 'rz', 'tpa', 'gap', 's1', 'pd'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export type ProviderProfile = {
  /** How the customer pays: on the provider's hosted page, or in an overlay on ours. */
  readonly handoff: 'redirect' | 'overlay';
  /** pd asks for a prepurchase step before the purchase itself (SPEC §7 common/pd/prepurchase). */
  readonly prepurchase: boolean;
  /** Whether the provider reports a result we can poll (s1 subscriptions and gap confirm by result too). */
  readonly confirmsByResult: boolean;
};

/**
 * How each provider completes a payment (SPEC §7). rz and pd open in an overlay served by the
 * provider's script; the others hand the browser to a hosted checkout page (docs/decisions.md).
 */
export const PROVIDER_PROFILES: Readonly<Record<PaymentProvider, ProviderProfile>> = {
  so: { handoff: 'redirect', prepurchase: false, confirmsByResult: true },
  ps: { handoff: 'redirect', prepurchase: false, confirmsByResult: true },
  rz: { handoff: 'overlay', prepurchase: false, confirmsByResult: true },
  tpa: { handoff: 'redirect', prepurchase: false, confirmsByResult: true },
  gap: { handoff: 'redirect', prepurchase: false, confirmsByResult: true },
  s1: { handoff: 'redirect', prepurchase: false, confirmsByResult: true },
  pd: { handoff: 'overlay', prepurchase: true, confirmsByResult: true },
};

export function isPaymentProvider(value: string | undefined): value is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly (string | undefined)[]).includes(value);
}
