import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { aSubscription } from '../../../tests/support/subscription.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { Subscription } from './account.port.ts';
import { renewalMachine, type RenewalAction, type RenewalEvent, type RenewalOutcome } from './renewal.machine.ts';

const subscription: Subscription = aSubscription();
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as RenewalEvent;

// Analytics is the composition root's to provide; the paths replay without it.
describeMachinePaths(renewalMachine.provide({ actions: { reportOutcome: () => undefined } }), {
  inputs: [{ subscription }, { subscription: { ...subscription, autoRenew: false } }],
  events: [
    { type: 'user.cancel' },
    { type: 'user.keep' },
    { type: 'user.confirm' },
    { type: 'user.resume' },
    done('cancelRenewal', { kind: 'ok', value: { ...subscription, autoRenew: false } }),
    done('cancelRenewal', { kind: 'unavailable', reason: 'network' }),
    done('resumeRenewal', { kind: 'ok', value: subscription }),
    done('resumeRenewal', { kind: 'rejected', message: 'This subscription has ended.' }),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { failed: unknown }).failed ?? null]),
});

describe('the renewal machine (issue 19)', () => {
  function started(answers: { cancel?: () => Promise<ApiOutcome<Subscription>>; resume?: () => Promise<ApiOutcome<Subscription>> }, from = subscription) {
    const reports: { action: RenewalAction; outcome: RenewalOutcome }[] = [];
    const cancel = vi.fn(answers.cancel ?? (async () => ({ kind: 'ok' as const, value: { ...from, autoRenew: false } })));
    const resume = vi.fn(answers.resume ?? (async () => ({ kind: 'ok' as const, value: { ...from, autoRenew: true } })));
    const actor = createActor(
      renewalMachine.provide({
        actors: { cancelRenewal: fromPromise(cancel), resumeRenewal: fromPromise(resume) },
        actions: { reportOutcome: (_, params) => reports.push(params) },
      }),
      { input: { subscription: from } },
    ).start();
    return { actor, cancel, resume, reports };
  }

  it('asks once before stopping the renewal, and a change of mind keeps it', async () => {
    const { actor, cancel } = started({});
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'user.keep' });
    expect(actor.getSnapshot().value).toBe('renewing');
    expect(cancel).not.toHaveBeenCalled();
  });

  it('stops the renewal after the one confirmation, then resumes it without a question, reporting each outcome', async () => {
    const { actor, reports } = started({});
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('notRenewing'));
    expect(actor.getSnapshot().context.subscription.autoRenew).toBe(false);
    actor.send({ type: 'user.resume' });
    await waitFor(actor, (snapshot) => snapshot.matches('renewing'));
    expect(reports).toEqual([
      { action: 'cancel', outcome: 'done' },
      { action: 'resume', outcome: 'done' },
    ]);
  });

  it('keeps the renewal as it was and says so when the change does not go through', async () => {
    const { actor, reports } = started({ cancel: async () => ({ kind: 'unavailable', reason: 'server' }) });
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('renewing') && snapshot.context.failed === 'cancel');
    expect(actor.getSnapshot().context.subscription.autoRenew).toBe(true);
    expect(reports).toEqual([{ action: 'cancel', outcome: 'failed' }]);
  });

  it('starts from what the account says: a subscription already not renewing offers to resume', () => {
    const { actor } = started({}, { ...subscription, autoRenew: false });
    expect(actor.getSnapshot().value).toBe('notRenewing');
  });
});
