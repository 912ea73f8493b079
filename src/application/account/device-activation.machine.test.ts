import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { DeviceActivation, DeviceActivationOutcome } from './account.port.ts';
import { deviceActivationMachine, type ActivationOutcome, type DeviceActivationEvent } from './device-activation.machine.ts';

const device: DeviceActivation = { userCode: 'BCDF-GHJK', deviceName: 'Living room TV', platform: 'Android TV', requestedAt: 0, expiresAt: 600_000 };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as DeviceActivationEvent;

// Analytics is the composition root's to provide; the paths replay without it.
describeMachinePaths(deviceActivationMachine.provide({ actions: { reportOutcome: () => undefined } }), {
  inputs: [{ code: 'BCDF-GHJK' }, {}],
  events: [
    { type: 'user.editCode', value: 'bcdf ghjk' },
    { type: 'user.submit' },
    { type: 'user.approve' },
    { type: 'user.deny' },
    { type: 'user.changeCode' },
    { type: 'user.another' },
    done('lookup', { kind: 'ok', value: device }),
    done('lookup', { kind: 'refused', reason: 'expired' }),
    done('lookup', { kind: 'rateLimited', retryAfterSeconds: 30 }),
    done('approve', { kind: 'ok', value: undefined }),
    done('approve', { kind: 'refused', reason: 'used' }),
    done('approve', { kind: 'unavailable', reason: 'network' }),
    done('deny', { kind: 'ok', value: undefined }),
    done('deny', { kind: 'unavailable', reason: 'timeout' }),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { problem: unknown }).problem ?? null]),
});

describe('the device activation machine (issue 19)', () => {
  function started(
    answers: { lookup?: () => Promise<DeviceActivationOutcome<DeviceActivation>>; answer?: () => Promise<DeviceActivationOutcome<void>> } = {},
    code?: string,
  ) {
    const reports: ActivationOutcome[] = [];
    const lookup = vi.fn(answers.lookup ?? (async () => ({ kind: 'ok' as const, value: device })));
    const answer = vi.fn<(args: { input: { userCode: string; answer: 'approve' | 'deny' } }) => Promise<DeviceActivationOutcome<void>>>(
      answers.answer ?? (async () => ({ kind: 'ok', value: undefined })),
    );
    const actor = createActor(
      deviceActivationMachine.provide({
        actors: { lookup: fromPromise(lookup), answer: fromPromise(answer) },
        actions: { reportOutcome: (_, { outcome }) => reports.push(outcome) },
      }),
      { input: code === undefined ? {} : { code } },
    ).start();
    return { actor, lookup, answer, reports };
  }

  it('starts with the code from the device’s link, shows the device, and approves it, reporting only the outcome', async () => {
    const { actor, answer, reports } = started({}, 'BCDF-GHJK');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(actor.getSnapshot().context.device).toEqual(device);
    actor.send({ type: 'user.approve' });
    await waitFor(actor, (snapshot) => snapshot.matches('approved'));
    expect(answer.mock.calls[0]?.[0].input).toEqual({ userCode: 'BCDF-GHJK', answer: 'approve' });
    expect(reports).toEqual(['approved']);
  });

  it('asks nothing of the API for a code that cannot be one', () => {
    const { actor, lookup } = started({}, 'ABC');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches('entering')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('malformed');
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    ['unknown', { kind: 'refused', reason: 'unknown' }],
    ['expired', { kind: 'refused', reason: 'expired' }],
    ['used', { kind: 'refused', reason: 'used' }],
    ['tooManyTries', { kind: 'rateLimited', retryAfterSeconds: 20 }],
    ['unavailable', { kind: 'unavailable', reason: 'network' }],
  ] as const)('keeps the typed code when a lookup is refused (%s) and says why', async (problem, outcome) => {
    const { actor, reports } = started({ lookup: async () => outcome }, 'bcdf-ghjk');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('entering') && snapshot.context.problem !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ typed: 'bcdf-ghjk', problem });
    expect(reports).toEqual([problem]);
  });

  it('stays on the device to try again when an approval does not go through, and goes back to the code when the code was used meanwhile', async () => {
    const outcomes: DeviceActivationOutcome<void>[] = [{ kind: 'unavailable', reason: 'server' }, { kind: 'refused', reason: 'used' }];
    const { actor } = started({ answer: async () => outcomes.shift() ?? { kind: 'ok', value: undefined } }, 'BCDF-GHJK');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    actor.send({ type: 'user.approve' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming') && snapshot.context.problem === 'unavailable');
    actor.send({ type: 'user.approve' });
    await waitFor(actor, (snapshot) => snapshot.matches('entering'));
    expect(actor.getSnapshot().context).toMatchObject({ typed: 'BCDF-GHJK', problem: 'used', device: undefined });
  });

  it('turns a device away, then starts afresh for another', async () => {
    const { actor, reports } = started({}, 'BCDF-GHJK');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    actor.send({ type: 'user.deny' });
    await waitFor(actor, (snapshot) => snapshot.matches('denied'));
    actor.send({ type: 'user.another' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', device: undefined, problem: undefined });
    expect(reports).toEqual(['denied']);
  });
});
