import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { changePasswordMachine, type ChangePasswordEvent } from './change-password.machine.ts';

const done = (output: ApiOutcome<void>) => ({ type: 'xstate.done.actor.changePassword', output }) as unknown as ChangePasswordEvent;

describeMachinePaths(changePasswordMachine, {
  events: [
    { type: 'user.editCurrent', value: 'Harbor#2026' },
    { type: 'user.editNew', value: 'Harbor#2027' },
    { type: 'user.submit' },
    { type: 'user.changeAgain' },
    done({ kind: 'ok', value: undefined }),
    done({ kind: 'rejected', status: 400, code: 40102, message: 'The current password is incorrect.' }),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context as { currentPassword: string; newPassword: string; failure: unknown };
    return JSON.stringify([snapshot.value, c.currentPassword !== '', c.newPassword !== '', c.failure !== undefined]);
  },
});

function withSave(outcome: () => Promise<ApiOutcome<void>>) {
  const save = vi.fn(outcome);
  const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: fromPromise(save) } })).start();
  const type = (current: string, next: string) => {
    actor.send({ type: 'user.editCurrent', value: current });
    actor.send({ type: 'user.editNew', value: next });
  };
  return { actor, save, type };
}

describe('change-password machine', () => {
  it('names each SPEC §5 rule the new password breaks and sends nothing', () => {
    const { actor, save, type } = withSave(async () => ({ kind: 'ok', value: undefined }));
    type('Harbor#2026', 'harbor');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', currentMissing: false, password: ['TooShort', 'NoUppercase', 'NoSymbol'], sameAsCurrent: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for the current password', () => {
    const { actor, save, type } = withSave(async () => ({ kind: 'ok', value: undefined }));
    type('', 'Harbor#2027');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', currentMissing: true, password: [], sameAsCurrent: false });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one', () => {
    const { actor, save, type } = withSave(async () => ({ kind: 'ok', value: undefined }));
    type('Harbor#2026', 'Harbor#2026');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', currentMissing: false, password: [], sameAsCurrent: true });
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong current password and keeps what was typed", async () => {
    const { actor, type } = withSave(async () => ({ kind: 'rejected', status: 400, code: 40102, message: 'The current password is incorrect.' }));
    type('Wrong#2026', 'Harbor#2027');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toEqual({ currentPassword: 'Wrong#2026', newPassword: 'Harbor#2027', failure: { kind: 'rejected', message: 'The current password is incorrect.' } });
  });

  it('keeps what was typed when the server cannot be reached, so the customer can just try again', async () => {
    const { actor, save, type } = withSave(async () => ({ kind: 'unavailable', reason: 'network' }));
    type('Harbor#2026', 'Harbor#2027');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toEqual({ currentPassword: 'Harbor#2026', newPassword: 'Harbor#2027', failure: { kind: 'unavailable' } });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('sends both passwords, forgets them once changed, and offers an empty form to change it again', async () => {
    const { actor, save, type } = withSave(async () => ({ kind: 'ok', value: undefined }));
    type('Harbor#2026', 'Harbor#2027');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ input: { currentPassword: 'Harbor#2026', newPassword: 'Harbor#2027' } }));
    expect(actor.getSnapshot().context).toEqual({ currentPassword: '', newPassword: '', failure: undefined });
    actor.send({ type: 'user.changeAgain' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('treats a failed adapter as unreachable, not as a crash', async () => {
    const { actor, type } = withSave(async () => {
      throw new Error('defect');
    });
    type('Harbor#2026', 'Harbor#2027');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unavailable' });
  });
});
