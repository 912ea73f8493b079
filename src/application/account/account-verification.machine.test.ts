import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { accountVerificationMachine, RESEND_WAIT_MS, type AccountVerificationEvent } from './account-verification.machine.ts';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as AccountVerificationEvent;
const sent: ApiOutcome<{ readonly expiresInSeconds: number }> = { kind: 'ok', value: { expiresInSeconds: 900 } };

describeMachinePaths(accountVerificationMachine, {
  events: [
    { type: 'user.requestCode' },
    { type: 'user.editCode', value: '123456' },
    { type: 'user.submit' },
    { type: 'user.resend' },
    done('requestCode', sent),
    done('requestCode', { kind: 'rateLimited', retryAfterSeconds: 30 }),
    done('validateCode', { kind: 'ok', value: true }),
    done('validateCode', { kind: 'ok', value: false }),
    done('resendCode', sent),
    { type: 'xstate.after.resendWait.accountVerification.codeSent.resend.waiting' } as unknown as AccountVerificationEvent,
  ],
  inputs: [{ email: 'ada@example.com' }],
  serializeState: (snapshot) => {
    const c = snapshot.context as { code: string; failure: unknown; resent: boolean };
    return JSON.stringify([snapshot.value, c.code !== '', c.failure !== undefined, c.resent]);
  },
});

type Fakes = { request?: () => Promise<ApiOutcome<{ readonly expiresInSeconds: number }>>; validate?: () => Promise<ApiOutcome<boolean>> };

function start({ request = async () => sent, validate = async () => ({ kind: 'ok', value: true }) }: Fakes = {}, clock?: SimulatedClock) {
  const requestCode = vi.fn(request);
  const validateCode = vi.fn(validate);
  const machine = accountVerificationMachine.provide({ actors: { requestCode: fromPromise(requestCode), validateCode: fromPromise(validateCode) } });
  const actor = createActor(machine, { input: { email: 'ada@example.com' }, ...(clock ? { clock } : {}) }).start();
  return { actor, requestCode, validateCode };
}

describe('account verification machine', () => {
  it('mails a verify_account code to the account email and keeps how long it lives', async () => {
    const { actor, requestCode } = start();
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(requestCode).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com' } }));
    expect(actor.getSnapshot().context.expiresInSeconds).toBe(900);
  });

  it('asks for six digits before checking anything', async () => {
    const { actor, validateCode } = start();
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send({ type: 'user.editCode', value: '12 34' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalidCode' });
    expect(validateCode).not.toHaveBeenCalled();
  });

  it('says a wrong or expired code is wrong, empties the field, and verifies with the right one', async () => {
    const answers = [false, true];
    const { actor, validateCode } = start({ validate: async () => ({ kind: 'ok', value: answers.shift() ?? false }) });
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send({ type: 'user.editCode', value: '000000' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', failure: { kind: 'wrongCode' } });
    expect(actor.getSnapshot().matches({ codeSent: { code: 'entering' } })).toBe(true);
    actor.send({ type: 'user.editCode', value: ' 123456 ' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('verified');
    expect(validateCode).toHaveBeenLastCalledWith(expect.objectContaining({ input: { email: 'ada@example.com', code: '123456' } }));
  });

  it("shows the server's refusal and keeps the code when the check could not be made", async () => {
    const { actor } = start({ validate: async () => ({ kind: 'unavailable', reason: 'timeout' }) });
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send({ type: 'user.editCode', value: '123456' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ code: '123456', failure: { kind: 'unavailable' } });
  });

  it('stays ready to send when the first mail is refused', async () => {
    const { actor } = start({ request: async () => ({ kind: 'rateLimited', retryAfterSeconds: 20 }) });
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.context.failure !== undefined);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rateLimited' });
  });

  it('offers another code only once RESEND_WAIT_MS has passed since the last one', async () => {
    const clock = new SimulatedClock();
    const { actor, requestCode } = start({}, clock);
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send({ type: 'user.resend' });
    clock.increment(RESEND_WAIT_MS - 1);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'waiting' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'user.resend' });
    await waitFor(actor, (s) => s.matches({ codeSent: { resend: 'waiting' } }));
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.resent).toBe(true);
    // The wait starts again with the new code.
    clock.increment(RESEND_WAIT_MS - 1);
    actor.send({ type: 'user.resend' });
    expect(requestCode).toHaveBeenCalledTimes(2);
  });

  it('sends no new code while one is being checked', async () => {
    const clock = new SimulatedClock();
    const { actor, requestCode } = start({ validate: () => new Promise<never>(() => {}) }, clock);
    actor.send({ type: 'user.requestCode' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    clock.increment(RESEND_WAIT_MS);
    actor.send({ type: 'user.editCode', value: '123456' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.resend' });
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'available' } })).toBe(true);
    expect(requestCode).toHaveBeenCalledTimes(1);
  });
});
