import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { contactMachine, type ContactEvent } from './contact.machine.ts';

describeMachinePaths(contactMachine, {
  events: [
    { type: 'user.edit', field: 'name', value: 'Ada' },
    { type: 'user.edit', field: 'email', value: 'ada@example.com' },
    { type: 'user.edit', field: 'subject', value: 'Devices' },
    { type: 'user.edit', field: 'message', value: 'How many devices can I use?' },
    { type: 'user.submit' },
    { type: 'user.writeAnother' },
    { type: 'xstate.done.actor.send', output: { kind: 'ok', value: { ticketId: 't1' } } } as unknown as ContactEvent,
  ],
  inputs: [{}],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, Object.values((snapshot.context as { form: Record<string, string> }).form).map((v) => v !== '')]),
});

describe('contact machine', () => {
  it('names the fields that need attention and sends nothing', () => {
    const send = vi.fn();
    const actor = createActor(contactMachine.provide({ actors: { send: fromPromise(send) } }), { input: {} }).start();
    actor.send({ type: 'user.edit', field: 'email', value: 'ada@' });
    actor.send({ type: 'user.edit', field: 'message', value: 'short' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', fields: ['name', 'email', 'subject', 'message'] });
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps every word typed when sending fails', async () => {
    const actor = createActor(
      contactMachine.provide({ actors: { send: fromPromise(async (): Promise<ApiOutcome<{ ticketId: string }>> => ({ kind: 'unavailable', reason: 'timeout' })) } }),
      { input: {} },
    ).start();
    for (const [field, value] of [['name', 'Ada'], ['email', 'ada@example.com'], ['subject', 'Refund'], ['message', 'Please refund my last payment.']] as const) {
      actor.send({ type: 'user.edit', field, value });
    }
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context.form.message).toBe('Please refund my last payment.');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unavailable' });
  });
});
