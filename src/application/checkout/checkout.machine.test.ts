import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../domain/checkout/payment-providers.ts';
import { checkoutMachine, MAX_RESULT_POLLS, RESULT_POLL_MS, type CheckoutEvent } from './checkout.machine.ts';
import type { CreatePurchaseOutcome, PrepurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from './checkout.types.ts';

function withEffects() {
  const effects = { startSession: vi.fn(), rememberOrder: vi.fn(), forgetOrder: vi.fn(), goToPaymentPage: vi.fn(), openOverlay: vi.fn(), track: vi.fn() };
  const overlay = fromCallback<EventObject, { provider: PaymentProvider; orderId: string }, CheckoutEvent>(({ input }) => {
    effects.openOverlay(input);
  });
  const machine = checkoutMachine.provide({
    actions: {
      startSession: (_, params) => effects.startSession(params),
      rememberOrder: (_, params) => effects.rememberOrder(params),
      forgetOrder: () => effects.forgetOrder(),
      goToPaymentPage: (_, params) => effects.goToPaymentPage(params),
      track: (_, event) => effects.track(event),
    },
    actors: { runOverlay: overlay },
  });
  return { machine, effects };
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const EVENTS: CheckoutEvent[] = [
  { type: 'user.selectPlan', planId: 'p12' },
  { type: 'user.selectProvider', provider: 'ps' },
  { type: 'offer.providers', providers: ['ps', 'rz'] },
  { type: 'user.buy' },
  { type: 'user.retry' },
  { type: 'user.checkAgain' },
  { type: 'provider.completed' },
  { type: 'provider.dismissed' },
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
  { type: 'xstate.after.resultPoll.checkout.waitingForResult' } as unknown as CheckoutEvent,
];

// Redirect providers and overlay providers (with and without the pd prepurchase) reach different states.
describeMachinePaths(withEffects().machine, {
  events: EVENTS,
  inputs: (['so', 'rz', 'pd'] as const).flatMap((provider) => [
    { provider, signedIn: false },
    { provider, signedIn: true, planId: 'p1' },
    { provider, signedIn: true, resumeOrderId: 'o9' },
  ]),
});

function purchaseFakes(provider: PaymentProvider, results: PurchaseResultOutcome[]) {
  const created = vi.fn(async (): Promise<CreatePurchaseOutcome> => ({ kind: 'created', orderId: 'o1', value: { web_url: `https://pay.example/${provider}/o1` } }));
  let call = 0;
  const result = vi.fn(async (): Promise<PurchaseResultOutcome> => results[Math.min(call++, results.length - 1)] as PurchaseResultOutcome);
  const signUp = vi.fn(async (): Promise<SignUpOutcome> => ({ kind: 'signedUp', token: 'anon-token' }));
  return { created, result, signUp };
}

describe('checkout machine', () => {
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
      { input: { provider, signedIn: false, planId: 'p12' } },
    ).start();
    actor.send({ type: 'user.buy' });
    actor.send({ type: 'user.buy' });
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('redirecting') || s.matches('inOverlay'));
    expect(fakes.created).toHaveBeenCalledTimes(1);
    expect(fakes.signUp).toHaveBeenCalledTimes(1);
    expect(effects.startSession).toHaveBeenCalledWith({ token: 'anon-token' });
    expect(effects.rememberOrder).toHaveBeenCalledWith({ provider, orderId: 'o1' });
    if (actor.getSnapshot().matches('redirecting')) {
      expect(effects.goToPaymentPage).toHaveBeenCalledWith({ url: `https://pay.example/${provider}/o1` });
    } else {
      actor.send({ type: 'provider.completed' });
      await waitFor(actor, (s) => s.matches('succeeded'));
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
      { input: { provider: 'so', signedIn: true, planId: 'p' } },
    ).start();
    actor.send({ type: 'user.selectProvider', provider: 'tpa' });
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(seen).toEqual(['tpa']);
  });

  it('asks for the free trial when the checkout was opened for one, and for a paid term otherwise', async () => {
    const asked: boolean[] = [];
    for (const trial of [true, false]) {
      const actor = createActor(
        withEffects().machine.provide({
          actors: {
            createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async ({ input }) => {
              asked.push(input.trial);
              return { kind: 'created', orderId: 'o', value: { web_url: 'https://pay.example/o' } };
            }),
          },
        }),
        { input: { provider: 'ps', signedIn: true, planId: '1y', trial } },
      ).start();
      actor.send({ type: 'user.buy' });
      await waitFor(actor, (s) => s.matches('redirecting'));
    }
    expect(asked).toEqual([true, false]);
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
      { input: { provider: 'pd', signedIn: true, planId: 'p' } },
    ).start();
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('inOverlay'));
    expect(order).toEqual(['prepurchase', 'purchase with pre-7']);
  });

  it('polls a pending payment every 3 seconds, then says it is still pending', async () => {
    const clock = new SimulatedClock();
    const result = vi.fn(async (): Promise<PurchaseResultOutcome> => ({ kind: 'result', value: { status: 'pending' } }));
    const actor = createActor(withEffects().machine.provide({ actors: { purchaseResult: fromPromise(result) } }), {
      clock,
      input: { provider: 'so', signedIn: true, resumeOrderId: 'o1' },
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

  it('keeps the plan after a decline, and a retry starts a new purchase', async () => {
    const { machine, effects } = withEffects();
    const fakes = purchaseFakes('ps', [{ kind: 'result', value: { status: 'declined' } }]);
    const actor = createActor(machine.provide({ actors: { createPurchase: fromPromise(fakes.created), purchaseResult: fromPromise(fakes.result) } }), {
      input: { provider: 'ps', signedIn: true, resumeOrderId: 'o1', planId: 'p3' },
    }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.planId).toBe('p3');
    // The declined order's idempotency key is dropped, so the retry is a new order.
    expect(effects.forgetOrder).toHaveBeenCalledTimes(1);
  });

  it("treats so as paid only when the status is 'active'", async () => {
    const fakes = purchaseFakes('so', [{ kind: 'result', value: { success: true, status: 'pending' } }]);
    const actor = createActor(withEffects().machine.provide({ actors: { purchaseResult: fromPromise(fakes.result) } }), {
      clock: new SimulatedClock(),
      input: { provider: 'so', signedIn: true, resumeOrderId: 'o1' },
    }).start();
    await waitFor(actor, (s) => s.matches('waitingForResult'));
  });

  it('reports the purchase funnel without personal data: plan, provider, start and result', async () => {
    const { machine, effects } = withEffects();
    const actor = createActor(
      machine.provide({
        actors: {
          createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async () => ({ kind: 'created', orderId: 'o', value: {} })),
          purchaseResult: fromPromise<PurchaseResultOutcome, { provider: PaymentProvider; orderId: string }>(async () => ({ kind: 'result', value: { status: 'declined' } })),
        },
      }),
      { input: { provider: 'so', signedIn: true } },
    ).start();
    actor.send({ type: 'user.selectPlan', planId: '1y' });
    actor.send({ type: 'user.selectProvider', provider: 'tpa' });
    actor.send({ type: 'user.buy' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.track.mock.calls.map(([event]) => event)).toEqual([
      { name: 'plan_chosen', params: { plan_id: '1y', trial: false } },
      { name: 'provider_chosen', params: { provider: 'tpa' } },
      { name: 'purchase_started', params: { provider: 'tpa', plan_id: '1y', trial: false } },
      { name: 'purchase_result', params: { provider: 'tpa', plan_id: '1y', trial: false, outcome: 'failed' } },
    ]);
  });

  it('keeps an offered provider and replaces one the country does not offer', () => {
    const actor = createActor(withEffects().machine, { input: { provider: 'so', signedIn: true, planId: '1y' } }).start();
    actor.send({ type: 'offer.providers', providers: ['ps', 'so'] });
    expect(actor.getSnapshot().context.provider).toBe('so');
    actor.send({ type: 'offer.providers', providers: ['rz', 'ps'] });
    expect(actor.getSnapshot().context.provider).toBe('rz');
  });
});
