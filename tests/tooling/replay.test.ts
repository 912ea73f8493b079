import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CreatePurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from '../../src/application/checkout/checkout.types.ts';
import type { ApiOutcome } from '../../src/application/ports/api-outcome.ts';
import type { PricingOffer } from '../../src/application/pricing/pricing.machine.ts';
import { US_OFFER } from '../support/catalog-plans.ts';
import { checkoutMachine, type CheckoutEvent } from '../../src/application/checkout/checkout.machine.ts';
import { MACHINES } from '../../src/application/machines/machine-catalog.ts';
import type { PaymentProvider } from '../../src/domain/index.ts';
import { replayLog } from '../../src/application/machines/machine-log.ts';
import { MachineRecorder } from '../../src/infrastructure/inspection/machine-recorder.ts';

async function recordCheckout() {
  let time = Date.UTC(2026, 10, 22, 9, 0, 0);
  const recorder = new MachineRecorder(() => (time += 250));
  const input = { kind: 'purchase', provider: 'rz', signedIn: false, planId: '1y' } as const;
  const machine = checkoutMachine.provide({
    actors: {
      loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(async () => ({
        kind: 'ok',
        value: { ...US_OFFER, providers: ['rz'] },
      })),
      signUpAnonymously: fromPromise<SignUpOutcome, void>(async () => ({ kind: 'signedUp', token: 'anon' })),
      createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async () => ({ kind: 'created', orderId: 'o1', value: {} })),
      runOverlay: fromCallback<EventObject, { provider: PaymentProvider; orderId: string }, CheckoutEvent>(() => {}),
      purchaseResult: fromPromise<PurchaseResultOutcome, { provider: PaymentProvider; orderId: string }>(async () => ({ kind: 'result', value: { success: true } })),
    },
    actions: { startSession: () => {}, forgetOrder: () => {}, goToPaymentPage: () => {}, showPayStatus: () => {}, showWelcome: () => {}, userInfoChanged: () => {}, track: () => {} },
  });
  const actor = createActor(machine, { input, inspect: recorder.inspector('checkout', input) }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'user.buy' });
  await waitFor(actor, (s) => s.matches('inOverlay'));
  actor.send({ type: 'provider.completed' });
  await waitFor(actor, (s) => s.matches('handedOver'));
  return recorder.log();
}

describe('machine logs for QA', () => {
  it('records a checkout run and replays it to the same end', async () => {
    const log = await recordCheckout();
    expect(log.runs[0]?.events.map((e) => e.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadOffer',
      'user.buy',
      'xstate.done.actor.signUpAnonymously',
      'xstate.done.actor.createPurchase',
      'provider.completed',
    ]);
    const steps = replayLog(log, MACHINES);
    expect(steps.map((s) => s.state)).toEqual(['loadingOffer', 'ready', 'signingUp', 'purchasing', 'inOverlay', 'handedOver']);
  });

  it('prints each event and state with npm run replay', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'replay-')), 'log.json');
    writeFileSync(file, JSON.stringify(await recordCheckout()));
    const output = execFileSync(process.execPath, ['scripts/replay.ts', file], { encoding: 'utf8' });
    expect(output).toMatch(/checkout/);
    expect(output).toMatch(/xstate\.done\.actor\.loadOffer\s+→ "ready"/);
    expect(output).toMatch(/provider\.completed\s+→ "handedOver" \(done\)/);
  });

  it('refuses a file that is not a machine log', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'replay-')), 'bad.json');
    writeFileSync(file, '{"runs": 3}');
    expect(() => execFileSync(process.execPath, ['scripts/replay.ts', file], { stdio: 'pipe' })).toThrow(/not a machine log/);
  });
});
