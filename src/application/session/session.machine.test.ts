import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { sessionMachine, type SessionEvent } from './session.machine.ts';
import type { UserInfo, UserInfoOutcome } from './session.types.ts';

const user: UserInfo = { user_id: 'u1', name: 'ada@example.com', password_set: true, vip: { remain_time: 3600 } };

function withEffects() {
  const effects = { storeSession: vi.fn(), clearStoredSession: vi.fn(), goToLogin: vi.fn(), reloadPage: vi.fn(), leaveAccountArea: vi.fn() };
  const machine = sessionMachine.provide({
    actions: {
      storeSession: (_, params) => effects.storeSession(params),
      clearStoredSession: () => effects.clearStoredSession(),
      goToLogin: () => effects.goToLogin(),
      reloadPage: () => effects.reloadPage(),
      leaveAccountArea: () => effects.leaveAccountArea(),
    },
  });
  return { machine, effects };
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as SessionEvent;
const EVENTS: SessionEvent[] = [
  { type: 'user.signedIn', token: 't1', user },
  { type: 'user.logout' },
  { type: 'session.refresh' },
  { type: 'session.refresh', paid: true },
  { type: 'api.unauthorized' },
  { type: 'api.loggedOutElsewhere' },
  { type: 'user.confirmLogin' },
  { type: 'user.stayOnPage' },
  done('loadUserInfo', { kind: 'loaded', user }),
  done('loadUserInfo', { kind: 'unauthorized' }),
  done('loadUserInfo', { kind: 'loggedOutElsewhere' }),
  done('loadUserInfo', { kind: 'unavailable' }),
  done('logout', undefined),
];

describeMachinePaths(withEffects().machine, { events: EVENTS, inputs: [{ token: undefined }, { token: 'stored' }] });

describe('session machine behaviour', () => {
  it('stays anonymous without a token and loads nothing', () => {
    const load = vi.fn();
    const actor = createActor(withEffects().machine.provide({ actors: { loadUserInfo: fromPromise<UserInfoOutcome, { token: string }>(load) } }), { input: { token: undefined } }).start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the user info for a stored token and signs in', async () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine.provide({ actors: { loadUserInfo: fromPromise(async () => ({ kind: 'loaded', user }) as UserInfoOutcome) } }), { input: { token: 'stored' } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(effects.storeSession).toHaveBeenCalledWith({ token: 'stored', user });
  });

  it('marks the user info after a paid order, and keeps the mark through every later reload (SPEC §3 paysuc)', async () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine.provide({ actors: { loadUserInfo: fromPromise(async () => ({ kind: 'loaded', user }) as UserInfoOutcome) } }), { input: { token: 'stored' } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.paysuc).toBeUndefined();
    actor.send({ type: 'session.refresh', paid: true });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(effects.storeSession).toHaveBeenLastCalledWith({ token: 'stored', user: { ...user, paysuc: true } });
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user).toEqual({ ...user, paysuc: true });
  });

  it('clears the session and goes to /login when the token is refused', async () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine.provide({ actors: { loadUserInfo: fromPromise(async () => ({ kind: 'unauthorized' }) as UserInfoOutcome) } }), { input: { token: 'revoked' } }).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(effects.clearStoredSession).toHaveBeenCalled();
    expect(effects.goToLogin).toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBeUndefined();
  });

  it('asks before logging out on 50008, and keeps the page when the visitor cancels', () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine, { input: { token: undefined } }).start();
    actor.send({ type: 'user.signedIn', token: 't', user });
    actor.send({ type: 'api.loggedOutElsewhere' });
    expect(actor.getSnapshot().value).toBe('askingToLogInAgain');
    actor.send({ type: 'user.stayOnPage' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.send({ type: 'api.loggedOutElsewhere' });
    actor.send({ type: 'user.confirmLogin' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('clears the session after logout even when the server cannot be reached', async () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine.provide({ actors: { logout: fromPromise(async () => Promise.reject(new Error('offline'))) } }), { input: { token: undefined } }).start();
    actor.send({ type: 'user.signedIn', token: 't', user });
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(effects.clearStoredSession).toHaveBeenCalled();
    expect(effects.leaveAccountArea).toHaveBeenCalled();
  });
});
