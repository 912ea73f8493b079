import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { AllowedIp } from './account.port.ts';
import { myAccountMachine, type AccountOverview, type MyAccountEvent } from './my-account.machine.ts';

const overview: AccountOverview = {
  profile: { user: { user_id: 'u', name: 'ada@example.com', password_set: true }, email: 'ada@example.com', verified: true, createdAt: 1, plan: undefined },
  subscriptions: [],
  devices: [{ appType: 1, deviceId: 'd1', name: 'iPhone', platform: 'iOS', client: 'Master iOS', lastSeenAt: 1 }],
  deviceLimit: 5,
  allowedIp: { currentIp: '203.0.113.7', boundIp: undefined, boundAt: undefined },
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as MyAccountEvent;

describeMachinePaths(myAccountMachine, {
  events: [
    done('loadOverview', { kind: 'ok', value: overview }),
    done('loadOverview', { kind: 'unavailable', reason: 'network' }),
    { type: 'user.retry' },
    { type: 'user.unbind', device: { appType: 1, deviceId: 'd1' } },
    { type: 'user.useCurrentIp' },
    { type: 'user.bindIp' },
    { type: 'user.removeIp' },
    done('unbindDevice', { kind: 'ok', value: undefined }),
    done('bindIp', { kind: 'ok', value: overview.allowedIp }),
    done('removeIp', { kind: 'ok', value: undefined }),
    { type: 'account.verified' },
    { type: 'account.refunded' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { ipInput: string }).ipInput !== '']),
});

describe('my account machine', () => {
  const ready = (bind: () => Promise<ApiOutcome<AllowedIp>>) => {
    const bindIp = vi.fn(bind);
    const actor = createActor(
      myAccountMachine.provide({ actors: { loadOverview: fromPromise(async (): Promise<ApiOutcome<AccountOverview>> => ({ kind: 'ok', value: overview })), bindIp: fromPromise(bindIp) } }),
    ).start();
    return { actor, bindIp };
  };

  it('refuses an address that is not IPv4 or IPv6, in words, without calling the API', async () => {
    const { actor, bindIp } = ready(async () => ({ kind: 'ok', value: overview.allowedIp }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.editIp', value: '300.1.1.1' });
    actor.send({ type: 'user.bindIp' });
    expect(actor.getSnapshot().context.ipProblem).toEqual({ kind: 'NotAnIpAddress' });
    expect(bindIp).not.toHaveBeenCalled();
  });

  it("binds the visitor's own address and reloads the account", async () => {
    const { actor, bindIp } = ready(async () => ({ kind: 'ok', value: { ...overview.allowedIp, boundIp: '203.0.113.7' } }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const notices: string[] = [];
    actor.on('account.notice', ({ notice }) => notices.push(notice));
    actor.send({ type: 'user.useCurrentIp' });
    actor.send({ type: 'user.bindIp' });
    await waitFor(actor, (s) => notices.includes('ipBound') && s.matches({ ready: 'idle' }));
    expect(notices).toEqual(['ipBound']);
    expect(bindIp).toHaveBeenCalledWith(expect.objectContaining({ input: { ip: '203.0.113.7' } }));
  });

  it('says an address the API refused beside the field, and any other failure as a notice', async () => {
    const refused = ready(async () => ({ kind: 'rejected', status: 400, code: 40201, message: 'That address is reserved.' }));
    const notices: string[] = [];
    refused.actor.on('account.notice', ({ notice }) => notices.push(notice));
    await waitFor(refused.actor, (s) => s.matches({ ready: 'idle' }));
    refused.actor.send({ type: 'user.useCurrentIp' });
    refused.actor.send({ type: 'user.bindIp' });
    await waitFor(refused.actor, (s) => s.context.ipProblem !== undefined);
    expect(refused.actor.getSnapshot().context.ipProblem).toEqual({ kind: 'rejected', message: 'That address is reserved.' });
    const failing = ready(async () => ({ kind: 'unavailable', reason: 'network' }));
    failing.actor.on('account.notice', ({ notice }) => notices.push(notice));
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }));
    failing.actor.send({ type: 'user.useCurrentIp' });
    failing.actor.send({ type: 'user.bindIp' });
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }) && notices.length > 0);
    expect(notices).toEqual(['actionFailed']);
  });

  it('reloads the profile when the email was verified on the page, even during a load already under way', async () => {
    const verified = { ...overview, profile: { ...overview.profile, verified: true } };
    const answers = [overview, overview, verified];
    const load = vi.fn(async (): Promise<ApiOutcome<AccountOverview>> => ({ kind: 'ok', value: answers.shift() ?? verified }));
    const actor = createActor(myAccountMachine.provide({ actors: { loadOverview: fromPromise(load) } })).start();
    // The first load is still running: it may have left before the change, so it starts again.
    actor.send({ type: 'account.verified' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(load).toHaveBeenCalledTimes(2);
    actor.send({ type: 'account.verified' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.overview?.profile.verified === true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the account as it stands after a refund ended a subscription, and says the refund is on its way', async () => {
    const load = vi.fn(async (): Promise<ApiOutcome<AccountOverview>> => ({ kind: 'ok', value: overview }));
    const actor = createActor(myAccountMachine.provide({ actors: { loadOverview: fromPromise(load) } })).start();
    const notices: string[] = [];
    actor.on('account.notice', ({ notice }) => notices.push(notice));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'account.refunded' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(notices).toEqual(['refunded']);
  });
});
