import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { SignedInSession } from './account.port.ts';
import { signInMachine, type SignInEvent } from './sign-in.machine.ts';

const session: SignedInSession = { token: 't', expiresAt: 1, user: { user_id: 'u', name: 'ada@example.com', password_set: true } };

function withEffects() {
  const startSession = vi.fn();
  return { machine: signInMachine.provide({ actions: { startSession: (_, params) => startSession(params) } }), startSession };
}

describeMachinePaths(withEffects().machine, {
  events: [
    { type: 'user.editEmail', value: 'ada@example.com' },
    { type: 'user.editPassword', value: 'Harbor#2026' },
    { type: 'user.challengeSolved', token: 'v2' },
    { type: 'user.submit' },
    { type: 'xstate.done.actor.signIn', output: { kind: 'ok', value: session } } as unknown as SignInEvent,
    { type: 'xstate.done.actor.signIn', output: { kind: 'rejected', status: 400, code: 40101, message: 'The email or password is incorrect.' } } as unknown as SignInEvent,
  ],
  inputs: [{}],
  serializeState: (snapshot) => {
    const c = snapshot.context as { email: string; password: string; challengeToken?: string };
    return JSON.stringify([snapshot.value, c.email !== '', c.password !== '', c.challengeToken !== undefined]);
  },
});

function answering(outcome: ApiOutcome<SignedInSession>) {
  const { machine, startSession } = withEffects();
  const signIn = vi.fn(async () => outcome);
  const actor = createActor(machine.provide({ actors: { signIn: fromPromise(signIn) } }), { input: {} }).start();
  return { actor, signIn, startSession };
}

describe('sign-in machine', () => {
  it('refuses a malformed email before sending anything', () => {
    const { actor, signIn } = answering({ kind: 'ok', value: session });
    actor.send({ type: 'user.editEmail', value: 'ada@' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'emailInvalid' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it("refuses to send without the challenge ('recaptcha token is empty')", () => {
    const { actor, signIn } = answering({ kind: 'ok', value: session });
    actor.send({ type: 'user.editEmail', value: 'ada@example.com' });
    actor.send({ type: 'user.editPassword', value: 'x' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'challengeMissing' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    const { actor } = answering({ kind: 'rejected', status: 400, code: 40101, message: 'The email or password is incorrect.' });
    actor.send({ type: 'user.editEmail', value: ' ada@example.com ' });
    actor.send({ type: 'user.editPassword', value: 'wrong' });
    actor.send({ type: 'user.challengeSolved', token: 'v2-token' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ email: ' ada@example.com ', password: 'wrong', challengeToken: undefined, failure: { kind: 'rejected', message: 'The email or password is incorrect.' } });
  });

  it('joins the session on success, with the trimmed email', async () => {
    const { actor, signIn, startSession } = answering({ kind: 'ok', value: session });
    actor.send({ type: 'user.editEmail', value: ' ada@example.com ' });
    actor.send({ type: 'user.editPassword', value: 'Harbor#2026' });
    actor.send({ type: 'user.challengeSolved', token: 'v2-token' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com', password: 'Harbor#2026', challengeToken: 'v2-token' } }));
    expect(startSession).toHaveBeenCalledWith(session);
  });
});
