import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../application/checkout/checkout.machine.ts';
import type { PaymentProvider } from '../../../domain/index.ts';
import { countryName, planCard, type PlanCardModel } from '../pricing/pricing.selectors.ts';

export type CheckoutStage = 'choosing' | 'working' | 'handingOff' | 'failed' | 'cancelled' | 'confirming';

export type CheckoutViewState = {
  readonly stage: CheckoutStage;
  readonly provider: PaymentProvider;
  /** Why the last attempt failed: the server's message, or a kind the view explains. */
  readonly error: string | undefined;
  readonly orderId: string | undefined;
};

export type CheckoutOffer =
  | { readonly status: 'loading' }
  | { readonly status: 'planUnavailable' }
  | { readonly status: 'failed'; readonly reason: 'unavailable' | 'rateLimited' }
  | {
      readonly status: 'ready' | 'blocked';
      readonly plan: PlanCardModel;
      /** The plan's free trial is what this order starts (nothing charged today). */
      readonly trial: boolean;
      readonly pricedIn: { readonly currency: string; readonly country: string };
      readonly providers: readonly PaymentProvider[];
      readonly partnerReferral: boolean;
    };

/** The plan on offer at the checkout, priced for the visitor's country, in the page's locale. */
export function selectCheckoutOffer(snapshot: SnapshotFrom<typeof checkoutMachine>, localeTag: string): CheckoutOffer {
  const { offer, planId, trial, offerFailure } = snapshot.context;
  if (snapshot.matches('offerFailed')) return { status: 'failed', reason: offerFailure ?? 'unavailable' };
  if (snapshot.matches('planUnavailable')) return { status: 'planUnavailable' };
  const plan = offer?.plans.find((candidate) => candidate.id === planId);
  if (offer === undefined || plan === undefined) return { status: 'loading' };
  return {
    status: snapshot.matches('blocked') ? 'blocked' : 'ready',
    plan: planCard(plan, planId, localeTag),
    trial,
    pricedIn: { currency: plan.currency, country: countryName(offer.visitor.countryCode, offer.visitor.country, localeTag) },
    providers: offer.providers,
    partnerReferral: offer.partnerReferral,
  };
}

/** Where the visitor stands in the checkout, for the checkout page. */
export function selectCheckout(snapshot: SnapshotFrom<typeof checkoutMachine>): CheckoutViewState {
  const { provider, error, orderId } = snapshot.context;
  const stage: CheckoutStage = snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches('cancelled')
      ? 'cancelled'
      : snapshot.matches('succeeded') || snapshot.matches('confirming') || snapshot.matches('waitingForResult') || snapshot.matches('stillPending')
        ? 'confirming'
        : snapshot.matches('redirecting') || snapshot.matches('inOverlay') || snapshot.matches('handedOver')
          ? 'handingOff'
          : snapshot.matches('ready')
            ? 'choosing'
            : 'working';
  return { stage, provider, error, orderId };
}

export type PayStatusStage = 'noOrder' | 'notFound' | 'confirming' | 'succeeded' | 'failed' | 'cancelled' | 'stillPending';

export type PayStatusModel = {
  readonly stage: PayStatusStage;
  /** Back to the order's plan (with its trial) after a decline or a cancel; the plans without one. */
  readonly retryPath: string;
};

/** SPEC §2.2 /paystatus: how the payment ended, as far as purchase_result tells. */
export function selectPayStatus(snapshot: SnapshotFrom<typeof checkoutMachine>): PayStatusModel {
  const { planId, trial } = snapshot.context;
  const retryPath = planId ? `/pricing/checkout/${planId}${trial ? '?trial=1' : ''}` : '/pricing';
  const stage: PayStatusStage = snapshot.matches('noOrder')
    ? 'noOrder'
    : snapshot.matches('orderNotFound')
      ? 'notFound'
      : snapshot.matches('succeeded')
      ? 'succeeded'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('cancelled')
          ? 'cancelled'
          : snapshot.matches('stillPending')
            ? 'stillPending'
            : 'confirming';
  return { stage, retryPath };
}
