import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { passwordResetMachine, type PasswordResetEvent } from './password-reset.machine.ts';

describeMachinePaths(passwordResetMachine, {
  events: [
    { type: 'user.editEmail', value: 'ada@example.com' },
    { type: 'user.editCode', value: '123456' },
    { type: 'user.editPassword', value: 'Harbor#2026' },
    { type: 'user.requestCode' },
    { type: 'user.submit' },
    { type: 'xstate.done.actor.requestCode', output: { kind: 'ok', value: {} } } as unknown as PasswordResetEvent,
    { type: 'xstate.done.actor.resetPassword', output: { kind: 'ok', value: {} } } as unknown as PasswordResetEvent,
  ],
  inputs: [{}],
  serializeState: (snapshot) => {
    const c = snapshot.context as { email: string; code: string; password: string };
    return JSON.stringify([snapshot.value, c.email !== '', c.code !== '', c.password !== '']);
  },
});

const ok: ApiOutcome<unknown> = { kind: 'ok', value: {} };

describe('password reset machine', () => {
  it('names every password rule that fails and sends nothing', () => {
    const reset = vi.fn(async (): Promise<ApiOutcome<unknown>> => ok);
    const actor = createActor(passwordResetMachine.provide({ actors: { resetPassword: fromPromise(reset) } }), { input: { email: 'ada@example.com', code: '123456' } }).start();
    actor.send({ type: 'user.editPassword', value: 'short' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', email: false, code: false, password: ['TooShort', 'NoUppercase', 'NoSymbol'] });
    expect(reset).not.toHaveBeenCalled();
  });

  it('asks for a six-digit code', () => {
    const actor = createActor(passwordResetMachine, { input: { email: 'ada@example.com', code: '12ab' } }).start();
    actor.send({ type: 'user.editPassword', value: 'Harbor#2026' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'invalid', code: true });
  });

  it("shows the server's message for a wrong code, keeping what was typed", async () => {
    const actor = createActor(
      passwordResetMachine.provide({ actors: { resetPassword: fromPromise(async (): Promise<ApiOutcome<unknown>> => ({ kind: 'rejected', status: 400, code: 40003, message: 'The code is wrong or has expired.' })) } }),
      { input: { email: 'ada@example.com', code: '000000' } },
    ).start();
    actor.send({ type: 'user.editPassword', value: 'Harbor#2026' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ password: 'Harbor#2026', failure: { kind: 'rejected', message: 'The code is wrong or has expired.' } });
  });

  it('requests a code for a well-formed email only', async () => {
    const request = vi.fn(async (): Promise<ApiOutcome<unknown>> => ok);
    const actor = createActor(passwordResetMachine.provide({ actors: { requestCode: fromPromise(request) } }), { input: {} }).start();
    actor.send({ type: 'user.editEmail', value: 'nope' });
    actor.send({ type: 'user.requestCode' });
    expect(request).not.toHaveBeenCalled();
    actor.send({ type: 'user.editEmail', value: ' ada@example.com ' });
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com' } }));
  });
});
