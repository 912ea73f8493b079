import { assign, setup } from 'xstate';
import { PROVIDER_PROFILES, type PaymentProvider } from '../../domain/checkout/payment-providers.ts';
import { normalisePurchaseValue, paymentPageUrl, purchaseOutcome, type PurchaseOutcome } from '../../domain/checkout/purchase-result.ts';
import { unprovided, unprovidedAction, unprovidedListener } from '../machines/unprovided.ts';
import type { CreatePurchaseOutcome, FunnelEvent, PrepurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from './checkout.types.ts';
import { lazyMachine } from '../lazy-machine.ts';

const trackPlan = {
  type: 'track' as const,
  params: ({ event }: { event: CheckoutEvent }): FunnelEvent => ({
    name: 'plan_chosen',
    params: event.type === 'user.selectPlan' ? { plan_id: event.planId, trial: event.trial ?? false } : {},
  }),
};

const trackProvider = {
  type: 'track' as const,
  params: ({ event }: { event: CheckoutEvent }): FunnelEvent => ({ name: 'provider_chosen', params: event.type === 'user.selectProvider' ? { provider: event.provider } : {} }),
};

const trackResult = (outcome: 'succeeded' | 'failed' | 'cancelled' | 'pending') => ({
  type: 'track' as const,
  params: ({ context }: { context: CheckoutContext }): FunnelEvent => ({
    name: 'purchase_result',
    params: { provider: context.provider, plan_id: context.planId ?? '', trial: context.trial, outcome },
  }),
});

/** How often a pending payment is asked about, and how many times before we say it is still pending. */
export const RESULT_POLL_MS = 3000;
export const MAX_RESULT_POLLS = 20;

export type CheckoutInput = {
  readonly provider: PaymentProvider;
  readonly signedIn: boolean;
  readonly planId?: string | undefined;
  /** Start the plan's free trial (from /vpn-trial) instead of paying for the first term. */
  readonly trial?: boolean | undefined;
  /** An order to confirm, when the visitor comes back to /paystatus (a reload resumes, never repeats). */
  readonly resumeOrderId?: string | undefined;
};

export type CheckoutContext = {
  provider: PaymentProvider;
  signedIn: boolean;
  planId: string | undefined;
  trial: boolean;
  orderId: string | undefined;
  paymentUrl: string | undefined;
  prepurchaseId: string | undefined;
  polls: number;
  error: string | undefined;
};

export type CheckoutEvent =
  /** `trial`: whether this plan's free trial is what the visitor asked for (it has trial days). */
  | { type: 'user.selectPlan'; planId: string; trial?: boolean }
  | { type: 'user.selectProvider'; provider: PaymentProvider }
  /** The providers the visitor's country may use, once the offer loads: the choice stays if offered, else the first. */
  | { type: 'offer.providers'; providers: readonly PaymentProvider[] }
  | { type: 'user.buy' }
  | { type: 'user.retry' }
  | { type: 'user.checkAgain' }
  | { type: 'provider.completed' }
  | { type: 'provider.dismissed' };

function resultOutcome(provider: PaymentProvider, output: PurchaseResultOutcome): PurchaseOutcome | 'unknown' {
  return output.kind === 'result' ? purchaseOutcome(provider, output.value) : 'unknown';
}

/**
 * One checkout shape for every provider (SPEC §7), configured by the provider's profile: select a
 * plan → ensure an account (anonymous sign-up with the v3 challenge) → pd's prepurchase → create the
 * purchase → hand off (hosted page or overlay) → confirm through purchase_result with a bounded poll.
 * Buy is only accepted where a purchase can start, so a double click creates one purchase.
 */
export const checkoutMachine = lazyMachine(() =>
  setup({
    types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
    delays: { resultPoll: RESULT_POLL_MS },
    actors: {
      signUpAnonymously: unprovided<SignUpOutcome, void>('signUpAnonymously'),
      prepurchase: unprovided<PrepurchaseOutcome, { provider: PaymentProvider; planId: string; trial: boolean }>('prepurchase'),
      createPurchase: unprovided<CreatePurchaseOutcome, PurchaseInput>('createPurchase'),
      runOverlay: unprovidedListener<CheckoutEvent, { provider: PaymentProvider; orderId: string }>('runOverlay'),
      purchaseResult: unprovided<PurchaseResultOutcome, { provider: PaymentProvider; orderId: string }>('purchaseResult'),
    },
    actions: {
      startSession: unprovidedAction<{ token: string }>('startSession'),
      rememberOrder: unprovidedAction<{ provider: PaymentProvider; orderId: string }>('rememberOrder'),
      forgetOrder: unprovidedAction('forgetOrder'),
      goToPaymentPage: unprovidedAction<{ url: string }>('goToPaymentPage'),
      /** Purchase-funnel analytics (never a token, password or email). */
      track: unprovidedAction<FunnelEvent>('track'),
      adoptOfferedProviders: assign(({ context, event }) => {
        if (event.type !== 'offer.providers' || event.providers.includes(context.provider)) return {};
        return { provider: event.providers[0] ?? context.provider };
      }),
      choosePlan: assign(({ context, event }) =>
        event.type === 'user.selectPlan' ? { planId: event.planId, trial: event.trial ?? context.trial } : {},
      ),
      chooseProvider: assign(({ event }) => (event.type === 'user.selectProvider' ? { provider: event.provider } : {})),
      clearOrder: assign({ orderId: undefined, paymentUrl: undefined, prepurchaseId: undefined, polls: 0 }),
    },
    guards: {
      resuming: ({ context }) => context.orderId !== undefined,
      planChosen: ({ context }) => context.planId !== undefined,
      signedIn: ({ context }) => context.signedIn,
      needsPrepurchase: ({ context }) => PROVIDER_PROFILES[context.provider].prepurchase,
      pollsLeft: ({ context }) => context.polls < MAX_RESULT_POLLS,
    },
  }).createMachine({
    id: 'checkout',
    description: 'Buying a plan through one payment provider.',
    context: ({ input }) => ({
      provider: input.provider,
      signedIn: input.signedIn,
      planId: input.planId,
      trial: input.trial ?? false,
      orderId: input.resumeOrderId,
      paymentUrl: undefined,
      prepurchaseId: undefined,
      polls: 0,
      error: undefined,
    }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'resuming', target: 'confirming' }, { guard: 'planChosen', target: 'ready' }, { target: 'choosingPlan' }],
      },
      choosingPlan: {
        description: 'No plan chosen yet.',
        on: {
          'user.selectPlan': { target: 'ready', actions: ['choosePlan', trackPlan] },
          'user.selectProvider': { actions: ['chooseProvider', trackProvider] },
          'offer.providers': { actions: 'adoptOfferedProviders' },
        },
      },
      ready: {
        description: 'A plan is chosen; the visitor can pay.',
        on: {
          'user.selectPlan': { actions: ['choosePlan', trackPlan] },
          'user.selectProvider': { actions: ['chooseProvider', trackProvider] },
          'offer.providers': { actions: 'adoptOfferedProviders' },
          'user.buy': {
            target: 'ensuringAccount',
            actions: [
              assign({ error: undefined }),
              {
                type: 'track',
                params: ({ context }) => ({ name: 'purchase_started', params: { provider: context.provider, plan_id: context.planId ?? '', trial: context.trial } }),
              },
            ],
          },
        },
      },
      ensuringAccount: {
        always: [{ guard: 'signedIn', target: 'preparing' }, { target: 'signingUp' }],
      },
      signingUp: {
        description: 'SPEC §7 anonymous_signup with the v3 challenge, for a visitor without an account.',
        invoke: {
          id: 'signUpAnonymously',
          src: 'signUpAnonymously',
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'signedUp',
              target: 'preparing',
              description: 'signed up',
              actions: [
                assign({ signedIn: true }),
                { type: 'startSession', params: ({ event }) => ({ token: event.output.kind === 'signedUp' ? event.output.token : '' }) },
              ],
            },
            { target: 'failed', actions: assign({ error: ({ event }) => (event.output.kind === 'failed' ? event.output.message : 'challenge') }) },
          ],
          onError: { target: 'failed', actions: assign({ error: 'unexpected' }) },
        },
      },
      preparing: {
        always: [{ guard: 'needsPrepurchase', target: 'prepurchasing' }, { target: 'purchasing' }],
      },
      prepurchasing: {
        description: 'SPEC §7 common/pd/prepurchase, before a pd purchase.',
        invoke: {
          id: 'prepurchase',
          src: 'prepurchase',
          input: ({ context }) => ({ provider: context.provider, planId: context.planId ?? '', trial: context.trial }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ready',
              target: 'purchasing',
              description: 'prepurchase accepted',
              actions: assign({ prepurchaseId: ({ event }) => (event.output.kind === 'ready' ? event.output.prepurchaseId : undefined) }),
            },
            { target: 'failed', actions: assign({ error: ({ event }) => (event.output.kind === 'failed' ? event.output.message : undefined) }) },
          ],
          onError: { target: 'failed', actions: assign({ error: 'unexpected' }) },
        },
      },
      purchasing: {
        description: 'Creating the purchase; Buy is not accepted here, so a double click makes one order.',
        invoke: {
          id: 'createPurchase',
          src: 'createPurchase',
          input: ({ context }) => ({ provider: context.provider, planId: context.planId ?? '', prepurchaseId: context.prepurchaseId, trial: context.trial }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'created',
              target: 'handingOff',
              description: 'order created',
              actions: [
                assign(({ event, context }) => {
                  if (event.output.kind !== 'created') return {};
                  return { orderId: event.output.orderId, paymentUrl: paymentPageUrl(normalisePurchaseValue(context.provider, event.output.value)) };
                }),
                { type: 'rememberOrder', params: ({ context, event }) => ({ provider: context.provider, orderId: event.output.kind === 'created' ? event.output.orderId : '' }) },
              ],
            },
            { target: 'failed', actions: assign({ error: ({ event }) => (event.output.kind === 'failed' ? event.output.message : undefined) }) },
          ],
          onError: { target: 'failed', actions: assign({ error: 'unexpected' }) },
        },
      },
      handingOff: {
        always: [
          { guard: ({ context }) => PROVIDER_PROFILES[context.provider].handoff === 'overlay', target: 'inOverlay', description: 'overlay provider (rz, pd)' },
          { guard: ({ context }) => context.paymentUrl !== undefined, target: 'redirecting', description: 'hosted payment page' },
          { target: 'confirming', description: 'Nothing to hand off to: ask for the result directly.' },
        ],
      },
      redirecting: {
        description: "The browser goes to the provider's hosted page, which returns it to /paystatus.",
        entry: { type: 'goToPaymentPage', params: ({ context }) => ({ url: context.paymentUrl ?? '' }) },
      },
      inOverlay: {
        description: "The provider's overlay is open on our page; it reports completion or dismissal.",
        invoke: { id: 'runOverlay', src: 'runOverlay', input: ({ context }) => ({ provider: context.provider, orderId: context.orderId ?? '' }) },
        on: {
          'provider.completed': { target: 'confirming' },
          'provider.dismissed': { target: 'cancelled', actions: ['forgetOrder', trackResult('cancelled')] },
        },
      },
      confirming: {
        description: 'Asking purchase_result how the payment ended.',
        invoke: {
          id: 'purchaseResult',
          src: 'purchaseResult',
          input: ({ context }) => ({ provider: context.provider, orderId: context.orderId ?? '' }),
          onDone: [
            { guard: ({ context, event }) => resultOutcome(context.provider, event.output) === 'succeeded', target: 'succeeded', actions: trackResult('succeeded'), description: 'paid' },
            {
              guard: ({ context, event }) => resultOutcome(context.provider, event.output) === 'failed',
              target: 'failed',
              // The declined order is settled: a retry must be a new order, not the same idempotency key again.
              actions: [assign({ error: 'declined' }), 'forgetOrder', trackResult('failed')],
              description: 'declined',
            },
            {
              guard: ({ context, event }) => resultOutcome(context.provider, event.output) === 'cancelled',
              target: 'cancelled',
              actions: ['forgetOrder', trackResult('cancelled')],
              description: 'cancelled',
            },
            { guard: 'pollsLeft', target: 'waitingForResult' },
            { target: 'stillPending' },
          ],
          onError: [{ guard: 'pollsLeft', target: 'waitingForResult' }, { target: 'stillPending' }],
        },
      },
      waitingForResult: {
        description: 'The payment is pending: ask again shortly.',
        after: { resultPoll: { target: 'confirming', actions: assign({ polls: ({ context }) => context.polls + 1 }) } },
      },
      stillPending: {
        description: 'Still pending after the bounded poll: say what happens next; the visitor may check again.',
        entry: trackResult('pending'),
        on: { 'user.checkAgain': { target: 'confirming', actions: assign({ polls: 0 }) } },
      },
      succeeded: {
        description: 'Paid: the subscription is active.',
        entry: 'forgetOrder',
        type: 'final',
      },
      failed: {
        description: 'Declined or not started; the plan is kept for a retry.',
        on: { 'user.retry': { target: 'starting', actions: 'clearOrder' } },
      },
      cancelled: {
        description: 'The visitor cancelled; back to checkout with the plan kept.',
        on: { 'user.retry': { target: 'starting', actions: 'clearOrder' } },
      },
    },
  }),
);
