import { assign, setup } from 'xstate';
import { readOrderSearch, startsFreeTrial, type OrderReference } from '../../domain/checkout/order-reference.ts';
import { PROVIDER_PROFILES, type PaymentProvider } from '../../domain/checkout/payment-providers.ts';
import { normalisePurchaseValue, paymentPageUrl, purchaseOutcome, type PurchaseOutcome } from '../../domain/checkout/purchase-result.ts';
import { defaultPlanId, isChinaBlocked } from '../../domain/index.ts';
import { unprovided, unprovidedAction, unprovidedListener } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { offerFailure, type PricingOffer } from '../pricing/pricing.machine.ts';
import type { CreatePurchaseOutcome, FunnelEvent, PrepurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from './checkout.types.ts';
import { lazyMachine } from '../lazy-machine.ts';

const trackPlan = {
  type: 'track' as const,
  params: ({ context }: { context: CheckoutContext }): FunnelEvent => ({ name: 'plan_chosen', params: { plan_id: context.planId ?? '', trial: context.trial } }),
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

export type CheckoutInput =
  /** /pricing/checkout/{id}: buy the plan the address names. */
  | {
      readonly kind: 'purchase';
      /** The plan the address names; without one, the longest plan (the best value per month, as on /pricing). */
      readonly planId?: string | undefined;
      /** The address asked for the plan's free trial (?trial=1, the /vpn-trial link). */
      readonly trialRequested?: boolean | undefined;
      /** A stored token counts even while the user info is still loading: no second, anonymous account. */
      readonly signedIn: boolean;
      /** The way to pay chosen first, until the visitor picks another (and if the country offers it). */
      readonly provider?: PaymentProvider | undefined;
    }
  /** /paystatus: confirm the order its address names (`search`, as in the address bar); a reload resumes it. */
  | { readonly kind: 'confirm'; readonly search: string };

export type CheckoutContext = {
  /** Buying on the checkout page, or confirming an order on /paystatus. */
  mode: 'purchase' | 'confirm';
  provider: PaymentProvider;
  signedIn: boolean;
  /** The plan being bought: named by the checkout's address, or by the order being confirmed. */
  planId: string | undefined;
  trialRequested: boolean;
  /** Whether this order starts the plan's free trial: asked for, and the plan has trial days. */
  trial: boolean;
  /** Plans and ways to pay for the visitor's country (purchase only). */
  offer: PricingOffer | undefined;
  offerFailure: 'unavailable' | 'rateLimited' | undefined;
  orderId: string | undefined;
  paymentUrl: string | undefined;
  prepurchaseId: string | undefined;
  polls: number;
  error: string | undefined;
};

export type CheckoutEvent =
  | { type: 'user.selectProvider'; provider: PaymentProvider }
  | { type: 'user.buy' }
  | { type: 'user.retry' }
  | { type: 'user.checkAgain' }
  | { type: 'provider.completed' }
  | { type: 'provider.dismissed' };

/** The order being bought or confirmed, as the payment pages' addresses carry it. */
function orderOf(context: CheckoutContext): OrderReference {
  return { orderId: context.orderId ?? '', provider: context.provider, planId: context.planId, trial: context.trial };
}

function initialContext(input: CheckoutInput): CheckoutContext {
  const blank = { offer: undefined, offerFailure: undefined, paymentUrl: undefined, prepurchaseId: undefined, polls: 0, error: undefined };
  if (input.kind === 'purchase') {
    return { ...blank, mode: 'purchase', provider: input.provider ?? 'so', signedIn: input.signedIn, planId: input.planId, trialRequested: input.trialRequested ?? false, trial: false, orderId: undefined };
  }
  const order = readOrderSearch(input.search);
  // Only a customer can have an order to confirm: the provider returned the browser with its session.
  return { ...blank, mode: 'confirm', provider: order?.provider ?? 'so', signedIn: true, planId: order?.planId, trialRequested: order?.trial ?? false, trial: order?.trial ?? false, orderId: order?.orderId };
}

function resultOutcome(provider: PaymentProvider, output: PurchaseResultOutcome): PurchaseOutcome | 'unknown' {
  return output.kind === 'result' ? purchaseOutcome(provider, output.value) : 'unknown';
}

/**
 * The whole purchase, one shape for every provider (SPEC §7), configured by the provider's profile: the offer for
 * the visitor's country and the plan the address names → ensure an account (anonymous sign-up with the v3
 * challenge) → pd's prepurchase → create the purchase → hand off (hosted page or overlay) → /paystatus confirms
 * through purchase_result with a bounded poll → the welcome page. The checkout page runs the first part and
 * /paystatus the last (`kind: 'confirm'`), so every purchase is confirmed, and reported, once. Buy is only accepted
 * where a purchase can start, so a double click creates one purchase.
 */
export const checkoutMachine = lazyMachine(() =>
  setup({
    types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
    delays: { resultPoll: RESULT_POLL_MS },
    actors: {
      loadOffer: unprovided<ApiOutcome<PricingOffer>, void>('loadOffer'),
      signUpAnonymously: unprovided<SignUpOutcome, void>('signUpAnonymously'),
      prepurchase: unprovided<PrepurchaseOutcome, { provider: PaymentProvider; planId: string; trial: boolean }>('prepurchase'),
      createPurchase: unprovided<CreatePurchaseOutcome, PurchaseInput>('createPurchase'),
      runOverlay: unprovidedListener<CheckoutEvent, { provider: PaymentProvider; orderId: string }>('runOverlay'),
      purchaseResult: unprovided<PurchaseResultOutcome, { provider: PaymentProvider; orderId: string }>('purchaseResult'),
    },
    actions: {
      startSession: unprovidedAction<{ token: string }>('startSession'),
      forgetOrder: unprovidedAction('forgetOrder'),
      goToPaymentPage: unprovidedAction<{ url: string }>('goToPaymentPage'),
      /** To /paystatus for the order (after an overlay: the page a hosted provider returns to). */
      showPayStatus: unprovidedAction<OrderReference>('showPayStatus'),
      /** To /paysuc for the paid order. */
      showWelcome: unprovidedAction<OrderReference>('showWelcome'),
      /** The customer's user info changed on the server (a paid plan: `vip`): the session loads it again. */
      userInfoChanged: unprovidedAction('userInfoChanged'),
      /** Purchase-funnel analytics (never a token, password or email). */
      track: unprovidedAction<FunnelEvent>('track'),
      /** The offer's providers: the choice stays if the country offers it, else the first offered; the trial rule. */
      adoptOffer: assign(({ context }, offer: PricingOffer | undefined) => {
        if (offer === undefined) return {};
        const planId = context.planId ?? defaultPlanId(offer.plans);
        const plan = offer.plans.find((candidate) => candidate.id === planId);
        return {
          offer,
          planId,
          offerFailure: undefined,
          provider: offer.providers.includes(context.provider) ? context.provider : (offer.providers[0] ?? context.provider),
          trial: plan !== undefined && startsFreeTrial(context.trialRequested, plan.trialDays),
        };
      }),
      chooseProvider: assign(({ event }) => (event.type === 'user.selectProvider' ? { provider: event.provider } : {})),
      clearOrder: assign({ orderId: undefined, paymentUrl: undefined, prepurchaseId: undefined, polls: 0 }),
    },
    guards: {
      orderToConfirm: ({ context }) => context.mode === 'confirm' && context.orderId !== undefined,
      purchasing: ({ context }) => context.mode === 'purchase',
      planNotOffered: ({ context }) => !context.offer?.plans.some((plan) => plan.id === context.planId),
      regionBlocked: ({ context }) => isChinaBlocked(context.offer?.visitor.country),
      offerLoaded: ({ context }) => context.offer !== undefined,
      signedIn: ({ context }) => context.signedIn,
      needsPrepurchase: ({ context }) => PROVIDER_PROFILES[context.provider].prepurchase,
      pollsLeft: ({ context }) => context.polls < MAX_RESULT_POLLS,
    },
  }).createMachine({
    id: 'checkout',
    description: 'Buying a plan through one payment provider.',
    context: ({ input }) => initialContext(input),
    initial: 'starting',
    states: {
      starting: {
        always: [
          { guard: 'orderToConfirm', target: 'confirming', description: 'an order to confirm' },
          { guard: 'purchasing', target: 'loadingOffer', description: 'a plan to buy' },
          { target: 'noOrder' },
        ],
      },
      noOrder: {
        description: '/paystatus without an order in its address: there is no payment to check.',
        type: 'final',
      },
      loadingOffer: {
        description: 'Plans, localised prices and the ways to pay for the visitor’s country (SPEC §7).',
        invoke: {
          id: 'loadOffer',
          src: 'loadOffer',
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'deciding',
              description: 'offer loaded',
              actions: { type: 'adoptOffer', params: ({ event }) => (event.output.kind === 'ok' ? event.output.value : undefined) },
            },
            { target: 'offerFailed', actions: assign({ offerFailure: ({ event }) => offerFailure(event.output) }) },
          ],
          onError: { target: 'offerFailed', actions: assign({ offerFailure: 'unavailable' }) },
        },
      },
      offerFailed: {
        description: 'The prices could not be loaded; the visitor can try again.',
        on: { 'user.retry': { target: 'loadingOffer' } },
      },
      deciding: {
        always: [
          { guard: 'planNotOffered', target: 'planUnavailable' },
          { guard: 'regionBlocked', target: 'blocked' },
          { target: 'ready', actions: trackPlan },
        ],
      },
      planUnavailable: {
        description: 'The plan the address names is not offered (retired): say so and show the plans, never another plan’s price.',
        type: 'final',
      },
      blocked: {
        description: 'SPEC §5: the visitor’s country contains “china”: the plan is shown, purchase is not offered.',
        type: 'final',
      },
      ready: {
        description: 'The plan and its price are shown; the visitor picks how to pay and buys.',
        on: {
          'user.selectProvider': { actions: ['chooseProvider', trackProvider] },
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
          'provider.completed': { target: 'handedOver' },
          'provider.dismissed': { target: 'cancelled', actions: ['forgetOrder', trackResult('cancelled')] },
        },
      },
      handedOver: {
        description: 'The overlay took the payment: /paystatus confirms it, as after a hosted page (one confirmation, one result).',
        entry: { type: 'showPayStatus', params: ({ context }) => orderOf(context) },
        type: 'final',
      },
      confirming: {
        description: 'Asking purchase_result how the payment ended.',
        invoke: {
          id: 'purchaseResult',
          src: 'purchaseResult',
          input: ({ context }) => ({ provider: context.provider, orderId: context.orderId ?? '' }),
          onDone: [
            { guard: ({ event }) => event.output.kind === 'notFound', target: 'orderNotFound', description: 'no such order on this account' },
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
      orderNotFound: {
        description: 'The order the address names is not this account’s (or does not exist): say so; there is nothing to confirm.',
        type: 'final',
      },
      stillPending: {
        description: 'Still pending after the bounded poll: say what happens next; the visitor may check again.',
        entry: trackResult('pending'),
        on: { 'user.checkAgain': { target: 'confirming', actions: assign({ polls: 0 }) } },
      },
      succeeded: {
        description: 'Paid: the subscription is active, the session learns its new plan at once, and the welcome page follows.',
        entry: ['forgetOrder', 'userInfoChanged', { type: 'showWelcome', params: ({ context }) => orderOf(context) }],
        type: 'final',
      },
      failed: {
        description: 'Declined or not started; the plan is kept for a retry (on /paystatus, a link back to the checkout).',
        on: { 'user.retry': { guard: 'offerLoaded', target: 'ready', actions: 'clearOrder' } },
      },
      cancelled: {
        description: 'The visitor cancelled; back to checkout with the plan kept.',
        on: { 'user.retry': { guard: 'offerLoaded', target: 'ready', actions: 'clearOrder' } },
      },
    },
  }),
);
