import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { UserInfo } from '../session/session.types.ts';
import { setPasswordMachine, type SetPasswordEvent } from './set-password.machine.ts';

const user: UserInfo = { user_id: 'u', name: 'ada@example.com', password_set: true };

function withEffects(outcome: ApiOutcome<UserInfo> = { kind: 'ok', value: user }) {
  const userUpdated = vi.fn();
  const save = vi.fn(async (): Promise<ApiOutcome<UserInfo>> => outcome);
  const machine = setPasswordMachine.provide({ actions: { userUpdated: (_, params) => userUpdated(params) }, actors: { setPassword: fromPromise(save) } });
  return { machine, userUpdated, save };
}

describeMachinePaths(withEffects().machine, {
  events: [
    { type: 'user.editEmail', value: 'ada@example.com' },
    { type: 'user.editPassword', value: 'Harbor#2026' },
    { type: 'user.submit' },
    { type: 'xstate.done.actor.setPassword', output: { kind: 'ok', value: user } } as unknown as SetPasswordEvent,
  ],
  inputs: [{ needsEmail: true }, { needsEmail: false }],
  serializeState: (snapshot) => {
    const c = snapshot.context as { email: string; password: string };
    return JSON.stringify([snapshot.value, c.email !== '', c.password !== '']);
  },
});

describe('set-password machine', () => {
  it('asks for an email when the account has none, and names each failing password rule', () => {
    const { machine, save } = withEffects();
    const actor = createActor(machine, { input: { needsEmail: true } }).start();
    actor.send({ type: 'user.editPassword', value: 'harbor2026' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', email: true, password: ['NoUppercase', 'NoSymbol'] });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the email and password and tells the session', async () => {
    const { machine, save, userUpdated } = withEffects();
    const actor = createActor(machine, { input: { needsEmail: true } }).start();
    actor.send({ type: 'user.editEmail', value: ' ada@example.com ' });
    actor.send({ type: 'user.editPassword', value: 'Harbor#2026' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ input: { password: 'Harbor#2026', email: 'ada@example.com' } }));
    expect(userUpdated).toHaveBeenCalledWith(user);
  });
});
