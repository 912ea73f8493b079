import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { catalogPlan, US_OFFER } from '../../../tests/support/catalog-plans.ts';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { orderSearch } from '../../domain/checkout/order-reference.ts';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../domain/checkout/payment-providers.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { PricingOffer } from '../pricing/pricing.machine.ts';
import { checkoutMachine, MAX_RESULT_POLLS, RESULT_POLL_MS, type CheckoutEvent, type CheckoutInput } from './checkout.machine.ts';
import type { CreatePurchaseOutcome, PrepurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from './checkout.types.ts';

function withEffects(offer: ApiOutcome<PricingOffer> = { kind: 'ok', value: US_OFFER }) {
  const effects = {
    startSession: vi.fn(),
    forgetOrder: vi.fn(),
    goToPaymentPage: vi.fn(),
    showPayStatus: vi.fn(),
    showWelcome: vi.fn(),
    userInfoChanged: vi.fn(),
    openOverlay: vi.fn(),
    track: vi.fn(),
  };
  const overlay = fromCallback<EventObject, { provider: PaymentProvider; orderId: string }, CheckoutEvent>(({ input }) => {
    effects.openOverlay(input);
  });
  const machine = checkoutMachine.provide({
    actions: {
      startSession: (_, params) => effects.startSession(params),
      forgetOrder: () => effects.forgetOrder(),
      goToPaymentPage: (_, params) => effects.goToPaymentPage(params),
      showPayStatus: (_, order) => effects.showPayStatus(order),
      showWelcome: (_, order) => effects.showWelcome(order),
      userInfoChanged: () => effects.userInfoChanged(),
      track: (_, event) => effects.track(event),
    },
    actors: { runOverlay: overlay, loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(async () => offer) },
  });
  return { machine, effects };
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const EVENTS: CheckoutEvent[] = [
  { type: 'user.selectProvider', provider: 'ps' },
  { type: 'user.buy' },
  { type: 'user.retry' },
  { type: 'user.checkAgain' },
  { type: 'provider.completed' },
  { type: 'provider.dismissed' },
  done('loadOffer', { kind: 'ok', value: US_OFFER }),
  done('loadOffer', { kind: 'ok', value: { ...US_OFFER, visitor: { ...US_OFFER.visitor, country: 'China', countryCode: 'CN' } } }),
  done('loadOffer', { kind: 'ok', value: { ...US_OFFER, plans: [catalogPlan('1m', 1, 0)] } }),
  done('loadOffer', { kind: 'rateLimited' }),
  done('signUpAnonymously', { kind: 'signedUp', token: 'anon' }),
  done('signUpAnonymously', { kind: 'challengeFailed' }),
  done('prepurchase', { kind: 'ready', prepurchaseId: 'pre-1' }),
  done('prepurchase', { kind: 'failed', message: 'no' }),
  done('createPurchase', { kind: 'created', orderId: 'o1', value: { web_url: 'https://pay.example/o1' } }),
  done('createPurchase', { kind: 'failed', message: 'no' }),
  done('purchaseResult', { kind: 'result', value: { status: 'active', success: true } }),
  done('purchaseResult', { kind: 'result', value: { status: 'pending' } }),
  done('purchaseResult', { kind: 'result', value: { status: 'declined' } }),
  done('purchaseResult', { kind: 'result', value: { status: 'cancelled' } }),
  done('purchaseResult', { kind: 'notFound' }),
  { type: 'xstate.after.resultPoll.checkout.waitingForResult' } as unknown as CheckoutEvent,
];

// One provider of each hand-off kind: a hosted page (so), an overlay (rz) and an overlay after a pre-purchase (pd);
// each bought by a visitor and by a customer on the checkout page, and confirmed on /paystatus.
describeMachinePaths(withEffects().machine, {
  events: EVENTS,
  inputs: [
    ...(['so', 'rz', 'pd'] as const).flatMap((provider): CheckoutInput[] => [
      { kind: 'purchase', provider, signedIn: false, planId: '1y' },
      { kind: 'purchase', provider, signedIn: true, planId: '1y', trialRequested: true },
      { kind: 'confirm', search: orderSearch({ orderId: 'o9', provider, planId: '1y', trial: false }) },
    ]),
    { kind: 'confirm', search: '' },
  ],
});

function purchaseFakes(provider: PaymentProvider, results: PurchaseResultOutcome[]) {
  const created = vi.fn(async (): Promise<CreatePurchaseOutcome> => ({ kind: 'created', orderId: 'o1', value: { web_url: `https://pay.example/${provider}/o1` } }));
  let call = 0;
  const result = vi.fn(async (): Promise<PurchaseResultOutcome> => results[Math.min(call++, results.length - 1)] as PurchaseResultOutcome);
  const signUp = vi.fn(async (): Promise<SignUpOutcome> => ({ kind: 'signedUp', token: 'anon-token' }));
  return { created, result, signUp };
}

const buying = (planId = '1y', extra: Partial<Extract<CheckoutInput, { kind: 'purchase' }>> = {}): CheckoutInput => ({ kind: 'purchase', signedIn: true, planId, ...extra });

describe('checkout machine: buying', () => {
  it.each(PAYMENT_PROVIDERS)('buys through %s: one purchase however often Buy is pressed', async (provider) => {
    const { machine, effects } = withEffects();
    const fakes = purchaseFakes(provider, [{ kind: 'result', value: { status: 'active', success: true } }]);
    const actor = createActor(
      machine.provide({
        actors: {
          signUpAnonymously: fromPromise(fakes.signUp),
          prepurchase: fromPromise<PrepurchaseOutcome, { provider: PaymentProvider; planId: string; trial: boolean }>(async () => ({ kind: 'ready', prepurchaseId: 'pre-1' })),
          createPurchase: fromPromise(fakes.created),
          purchaseResult: fromPromise(fakes.result),
        },
      }),
      { input: buying('1y', { provider, signedIn: false }) },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.buy' });
    actor.send({ type: 'user.buy' });
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('redirecting') || s.matches('inOverlay'));
    expect(fakes.created).toHaveBeenCalledTimes(1);
    expect(fakes.signUp).toHaveBeenCalledTimes(1);
    expect(effects.startSession).toHaveBeenCalledWith({ token: 'anon-token' });
    if (actor.getSnapshot().matches('redirecting')) {
      expect(effects.goToPaymentPage).toHaveBeenCalledWith({ url: `https://pay.example/${provider}/o1` });
    } else {
      // After an overlay, /paystatus confirms, as after a hosted page: the checkout never asks for the result itself.
      actor.send({ type: 'provider.completed' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(effects.showPayStatus).toHaveBeenCalledWith({ orderId: 'o1', provider, planId: '1y', trial: false });
      expect(fakes.result).not.toHaveBeenCalled();
    }
  });

  it('pays with the provider the visitor picked last', async () => {
    const seen: string[] = [];
    const actor = createActor(
      withEffects().machine.provide({
        actors: {
          createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async ({ input }) => {
            seen.push(input.provider);
            return { kind: 'created', orderId: 'o', value: { web_url: 'https://pay.example/o' } };
          }),
        },
      }),
      { input: buying() },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.selectProvider', provider: 'tpa' });
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(seen).toEqual(['tpa']);
  });

  it.each([
    ['asked for, on a plan with trial days', '1y', true, true],
    ['asked for, on a plan without', '1m', true, false],
    ['not asked for', '1y', false, false],
  ])('starts the free trial only when %s', async (_, planId, trialRequested, trial) => {
    const asked: boolean[] = [];
    const actor = createActor(
      withEffects().machine.provide({
        actors: {
          createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async ({ input }) => {
            asked.push(input.trial);
            return { kind: 'created', orderId: 'o', value: { web_url: 'https://pay.example/o' } };
          }),
        },
      }),
      { input: buying(planId, { provider: 'ps', trialRequested }) },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.trial).toBe(trial);
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(asked).toEqual([trial]);
  });

  it('skips the sign-up for a signed-in customer and runs the pd prepurchase first', async () => {
    const order: string[] = [];
    const actor = createActor(
      withEffects().machine.provide({
        actors: {
          signUpAnonymously: fromPromise<SignUpOutcome, void>(async () => {
            order.push('signUp');
            return { kind: 'signedUp', token: 't' };
          }),
          prepurchase: fromPromise<PrepurchaseOutcome, { provider: PaymentProvider; planId: string; trial: boolean }>(async () => {
            order.push('prepurchase');
            return { kind: 'ready', prepurchaseId: 'pre-7' };
          }),
          createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async ({ input }) => {
            order.push(`purchase with ${input.prepurchaseId}`);
            return { kind: 'created', orderId: 'o', value: {} };
          }),
        },
      }),
      { input: buying('1y', { provider: 'pd' }) },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('inOverlay'));
    expect(order).toEqual(['prepurchase', 'purchase with pre-7']);
  });

  it('keeps an offered provider and replaces one the country does not offer', async () => {
    for (const [providers, chosen] of [
      [['ps', 'so'], 'so'],
      [['rz', 'ps'], 'rz'],
    ] as const) {
      const actor = createActor(withEffects({ kind: 'ok', value: { ...US_OFFER, providers } }).machine, { input: buying('1y', { provider: 'so' }) }).start();
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context.provider).toBe(chosen);
    }
  });

  it('buys the longest plan when the address names none, as /pricing suggests', async () => {
    const actor = createActor(withEffects().machine, { input: { kind: 'purchase', signedIn: true } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.planId).toBe('2y');
  });

  it('says a plan the offer does not hold is not offered, instead of selling another one', async () => {
    const actor = createActor(withEffects().machine, { input: buying('3y') }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('planUnavailable');
  });

  it('offers no purchase to a visitor in China', async () => {
    const actor = createActor(withEffects({ kind: 'ok', value: { ...US_OFFER, visitor: { ...US_OFFER.visitor, country: 'China' } } }).machine, { input: buying() }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('blocked');
  });

  it('loads the offer again when the visitor retries after a failure', async () => {
    const answers: ApiOutcome<PricingOffer>[] = [{ kind: 'unavailable', reason: 'network' }, { kind: 'ok', value: US_OFFER }];
    const actor = createActor(withEffects().machine.provide({ actors: { loadOffer: fromPromise(async () => answers.shift() ?? { kind: 'ok', value: US_OFFER }) } }), { input: buying() }).start();
    await waitFor(actor, (s) => s.matches('offerFailed'));
    expect(actor.getSnapshot().context.offerFailure).toBe('unavailable');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('keeps the plan after a failed start, and a retry is a new purchase', async () => {
    const { machine, effects } = withEffects();
    const outcomes: CreatePurchaseOutcome[] = [{ kind: 'failed', message: 'unavailable' }, { kind: 'created', orderId: 'o2', value: { web_url: 'https://pay.example/o2' } }];
    const actor = createActor(machine.provide({ actors: { createPurchase: fromPromise(async () => outcomes.shift() as CreatePurchaseOutcome) } }), { input: buying('1y', { provider: 'ps' }) }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.planId).toBe('1y');
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(effects.goToPaymentPage).toHaveBeenCalledWith({ url: 'https://pay.example/o2' });
  });
});

const confirming = (order: Parameters<typeof orderSearch>[0]): CheckoutInput => ({ kind: 'confirm', search: `?${orderSearch(order)}` });

describe('checkout machine: confirming on /paystatus', () => {
  it('says there is nothing to check when the address names no order', () => {
    const actor = createActor(withEffects().machine, { input: { kind: 'confirm', search: '?plan=1y' } }).start();
    expect(actor.getSnapshot().value).toBe('noOrder');
  });

  it('polls a pending payment every 3 seconds, then says it is still pending', async () => {
    const clock = new SimulatedClock();
    const result = vi.fn(async (): Promise<PurchaseResultOutcome> => ({ kind: 'result', value: { status: 'pending' } }));
    const actor = createActor(withEffects().machine.provide({ actors: { purchaseResult: fromPromise(result) } }), {
      clock,
      input: confirming({ orderId: 'o1', provider: 'so', planId: '1y', trial: false }),
    }).start();
    await waitFor(actor, (s) => s.matches('waitingForResult'));
    expect(result).toHaveBeenCalledTimes(1);
    clock.increment(RESULT_POLL_MS - 1);
    expect(result).toHaveBeenCalledTimes(1);
    for (let poll = 1; poll <= MAX_RESULT_POLLS; poll += 1) {
      clock.increment(RESULT_POLL_MS);
      await waitFor(actor, (s) => !s.matches('confirming'));
    }
    expect(actor.getSnapshot().value).toBe('stillPending');
    expect(result).toHaveBeenCalledTimes(MAX_RESULT_POLLS + 1);
  });

  it('forgets a declined order, so the next attempt on the checkout is a new purchase', async () => {
    const { machine, effects } = withEffects();
    const fakes = purchaseFakes('ps', [{ kind: 'result', value: { status: 'declined' } }]);
    const actor = createActor(machine.provide({ actors: { purchaseResult: fromPromise(fakes.result) } }), {
      input: confirming({ orderId: 'o1', provider: 'ps', planId: '1y', trial: false }),
    }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.forgetOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.planId).toBe('1y');
  });

  it("treats so as paid only when the status is 'active'", async () => {
    const fakes = purchaseFakes('so', [{ kind: 'result', value: { success: true, status: 'pending' } }]);
    const actor = createActor(withEffects().machine.provide({ actors: { purchaseResult: fromPromise(fakes.result) } }), {
      clock: new SimulatedClock(),
      input: confirming({ orderId: 'o1', provider: 'so', planId: '1y', trial: false }),
    }).start();
    await waitFor(actor, (s) => s.matches('waitingForResult'));
  });

  it('once paid, has the session load the new plan at once and shows the welcome page for the order', async () => {
    const { machine, effects } = withEffects();
    const order = { orderId: 'o1', provider: 'rz', planId: '1y', trial: true } as const;
    const actor = createActor(machine.provide({ actors: { purchaseResult: fromPromise(async (): Promise<PurchaseResultOutcome> => ({ kind: 'result', value: { status: 'active', success: true } })) } }), {
      input: confirming(order),
    }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.userInfoChanged).toHaveBeenCalledTimes(1);
    expect(effects.showWelcome).toHaveBeenCalledWith(order);
  });
});

describe('checkout machine: the purchase funnel', () => {
  it('reports plan, provider and start on the checkout, without personal data', async () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine.provide({ actors: { createPurchase: fromPromise(async (): Promise<CreatePurchaseOutcome> => ({ kind: 'failed', message: 'no' })) } }), {
      input: buying('1y', { trialRequested: true }),
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.selectProvider', provider: 'tpa' });
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.track.mock.calls.map(([event]) => event)).toEqual([
      { name: 'plan_chosen', params: { plan_id: '1y', trial: true } },
      { name: 'provider_chosen', params: { provider: 'tpa' } },
      { name: 'purchase_started', params: { provider: 'tpa', plan_id: '1y', trial: true } },
    ]);
  });

  it.each([
    ['paid', { status: 'active', success: true }, 'succeeded'],
    ['declined', { status: 'declined' }, 'failed'],
    ['cancelled', { status: 'cancelled' }, 'cancelled'],
  ] as const)('reports one result, with the trial, for an order %s on /paystatus', async (_, value, outcome) => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine.provide({ actors: { purchaseResult: fromPromise(async (): Promise<PurchaseResultOutcome> => ({ kind: 'result', value })) } }), {
      input: confirming({ orderId: 'o1', provider: 'rz', planId: '1y', trial: true }),
    }).start();
    await waitFor(actor, (s) => !s.matches('confirming'));
    expect(effects.track.mock.calls.map(([event]) => event)).toEqual([{ name: 'purchase_result', params: { provider: 'rz', plan_id: '1y', trial: true, outcome } }]);
  });
});
