import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../application/checkout/checkout.machine.ts';
import type { PaymentProvider } from '../../../domain/index.ts';

export type CheckoutStage = 'choosing' | 'working' | 'handingOff' | 'failed' | 'cancelled' | 'confirming';

export type CheckoutViewState = {
  readonly stage: CheckoutStage;
  readonly provider: PaymentProvider;
  /** Why the last attempt failed: the server's message, or a kind the view explains. */
  readonly error: string | undefined;
  readonly orderId: string | undefined;
};

/** Where the visitor stands in the checkout, for the checkout page. */
export function selectCheckout(snapshot: SnapshotFrom<typeof checkoutMachine>): CheckoutViewState {
  const { provider, error, orderId } = snapshot.context;
  const stage: CheckoutStage = snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches('cancelled')
      ? 'cancelled'
      : snapshot.matches('succeeded') || snapshot.matches('confirming') || snapshot.matches('waitingForResult') || snapshot.matches('stillPending')
        ? 'confirming'
        : snapshot.matches('redirecting') || snapshot.matches('inOverlay')
          ? 'handingOff'
          : snapshot.matches('ready') || snapshot.matches('choosingPlan')
            ? 'choosing'
            : 'working';
  return { stage, provider, error, orderId };
}

export type PayStatusStage = 'confirming' | 'succeeded' | 'failed' | 'cancelled' | 'stillPending';

/** SPEC §2.2 /paystatus: how the payment ended, as far as purchase_result tells. */
export function selectPayStatus(snapshot: SnapshotFrom<typeof checkoutMachine>): PayStatusStage {
  if (snapshot.matches('succeeded')) return 'succeeded';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('cancelled') || snapshot.matches('ready') || snapshot.matches('choosingPlan')) return 'cancelled';
  if (snapshot.matches('stillPending')) return 'stillPending';
  return 'confirming';
}
