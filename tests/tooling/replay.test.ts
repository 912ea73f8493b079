import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CreatePurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from '../../src/application/checkout/checkout.types.ts';
import { checkoutMachine, type CheckoutEvent } from '../../src/application/checkout/checkout.machine.ts';
import { MACHINES } from '../../src/application/machines/machine-catalog.ts';
import type { PaymentProvider } from '../../src/domain/index.ts';
import { replayLog } from '../../src/application/machines/machine-log.ts';
import { MachineRecorder } from '../../src/infrastructure/inspection/machine-recorder.ts';

async function recordCheckout() {
  let time = Date.UTC(2026, 10, 22, 9, 0, 0);
  const recorder = new MachineRecorder(() => (time += 250));
  const input = { provider: 'rz' as const, signedIn: false, planId: 'p12' };
  const machine = checkoutMachine.provide({
    actors: {
      signUpAnonymously: fromPromise<SignUpOutcome, void>(async () => ({ kind: 'signedUp', token: 'anon' })),
      createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async () => ({ kind: 'created', orderId: 'o1', value: {} })),
      runOverlay: fromCallback<EventObject, { provider: PaymentProvider; orderId: string }, CheckoutEvent>(() => {}),
      purchaseResult: fromPromise<PurchaseResultOutcome, { provider: PaymentProvider; orderId: string }>(async () => ({ kind: 'result', value: { success: true } })),
    },
    actions: { startSession: () => {}, rememberOrder: () => {}, forgetOrder: () => {}, goToPaymentPage: () => {}, track: () => {} },
  });
  const actor = createActor(machine, { input, inspect: recorder.inspector('checkout', input) }).start();
  actor.send({ type: 'user.buy' });
  await waitFor(actor, (s) => s.matches('inOverlay'));
  actor.send({ type: 'provider.completed' });
  await waitFor(actor, (s) => s.matches('succeeded'));
  return recorder.log();
}

describe('machine logs for QA', () => {
  it('records a checkout run and replays it to the same end', async () => {
    const log = await recordCheckout();
    expect(log.runs[0]?.events.map((e) => e.event.type)).toEqual([
      'xstate.init',
      'user.buy',
      'xstate.done.actor.signUpAnonymously',
      'xstate.done.actor.createPurchase',
      'provider.completed',
      'xstate.done.actor.purchaseResult',
    ]);
    const steps = replayLog(log, MACHINES);
    expect(steps.map((s) => s.state)).toEqual(['ready', 'signingUp', 'purchasing', 'inOverlay', 'confirming', 'succeeded']);
  });

  it('prints each event and state with npm run replay', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'replay-')), 'log.json');
    writeFileSync(file, JSON.stringify(await recordCheckout()));
    const output = execFileSync(process.execPath, ['scripts/replay.ts', file], { encoding: 'utf8' });
    expect(output).toMatch(/checkout/);
    expect(output).toMatch(/provider\.completed\s+→ "confirming"/);
    expect(output).toMatch(/xstate\.done\.actor\.purchaseResult\s+→ "succeeded" \(done\)/);
  });

  it('refuses a file that is not a machine log', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'replay-')), 'bad.json');
    writeFileSync(file, '{"runs": 3}');
    expect(() => execFileSync(process.execPath, ['scripts/replay.ts', file], { stdio: 'pipe' })).toThrow(/not a machine log/);
  });
});
