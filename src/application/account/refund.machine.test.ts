import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { Refund, RefundOutcome } from './account.port.ts';
import { REFUND_REASON_MAX_LENGTH, refundMachine, type RefundEvent, type RefundReport } from './refund.machine.ts';

const refund: Refund = { orderId: 'ord_1', refundedAt: 5, amount: 71.88, currency: 'USD' };
const input = { orderId: 'ord_1', until: 10 };
const done = (output: RefundOutcome) => ({ type: 'xstate.done.actor.requestRefund', output }) as unknown as RefundEvent;

// Analytics and the page are the composition root's to provide; the paths replay without them.
describeMachinePaths(refundMachine.provide({ actions: { reportOutcome: () => undefined } }), {
  inputs: [input],
  events: [
    { type: 'user.request' },
    { type: 'user.keep' },
    { type: 'user.editReason', value: 'Too slow here' },
    { type: 'user.confirm' },
    done({ kind: 'ok', value: refund }),
    done({ kind: 'refused', reason: 'windowClosed' }),
    done({ kind: 'unavailable', reason: 'network' }),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { failed: boolean }).failed]),
});

describe('the refund machine (issue 19)', () => {
  function started(answer: (asked: { orderId: string; reason: string }) => Promise<RefundOutcome> = async () => ({ kind: 'ok', value: refund })) {
    const reports: RefundReport[] = [];
    const request = vi.fn(answer);
    const actor = createActor(
      refundMachine.provide({
        actors: { requestRefund: fromPromise(({ input: asked }: { input: { orderId: string; reason: string } }) => request(asked)) },
        actions: { reportOutcome: (_, { outcome }) => reports.push(outcome) },
      }),
      { input },
    ).start();
    return { actor, request, reports };
  }

  it('asks one question, and a change of mind asks nothing of the API', () => {
    const { actor, request } = started();
    actor.send({ type: 'user.request' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'user.keep' });
    expect(actor.getSnapshot().value).toBe('offered');
    expect(request).not.toHaveBeenCalled();
  });

  it('refunds with the reason given, reports the outcome alone and ends with the refund for the page', async () => {
    const { actor, request, reports } = started();
    actor.send({ type: 'user.request' });
    actor.send({ type: 'user.editReason', value: 'It is too slow where I live.' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('refunded'));
    expect(request).toHaveBeenCalledWith({ orderId: 'ord_1', reason: 'It is too slow where I live.' });
    expect(actor.getSnapshot().context.refund).toEqual(refund);
    expect(reports).toEqual(['done']);
    expect(actor.getSnapshot().output).toEqual(refund);
  });

  it('says which rule of the guarantee refuses, and offers nothing more', async () => {
    const { actor, reports } = started(async () => ({ kind: 'refused', reason: 'alreadyRefunded' }));
    actor.send({ type: 'user.request' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe('alreadyRefunded');
    expect(reports).toEqual(['refused']);
    expect(actor.getSnapshot().output).toBeUndefined();
  });

  it('keeps the question and the reason typed when the request does not get through, and tries again', async () => {
    let answers = 0;
    const { actor, reports } = started(async () => (++answers === 1 ? { kind: 'unavailable', reason: 'network' } : { kind: 'ok', value: refund }));
    actor.send({ type: 'user.request' });
    actor.send({ type: 'user.editReason', value: 'Moving abroad' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('asking') && snapshot.context.failed);
    expect(actor.getSnapshot().context.reason).toBe('Moving abroad');
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('refunded'));
    expect(reports).toEqual(['failed', 'done']);
  });

  it('keeps the reason within what the API accepts', () => {
    const { actor } = started();
    actor.send({ type: 'user.request' });
    actor.send({ type: 'user.editReason', value: 'x'.repeat(REFUND_REASON_MAX_LENGTH + 50) });
    expect(actor.getSnapshot().context.reason).toHaveLength(REFUND_REASON_MAX_LENGTH);
  });
});
