import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AccountPort } from '../../application/account/account.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import type { UserInfo } from '../../application/session/session.types.ts';
import { browserMachines, type BrowserMachineDeps } from './browser-machines.ts';

/**
 * The session's browser effects as the app wires them: the machine's rules are proven in its own test, and
 * these are the lines between it and the address bar (the browser journeys no longer walk a revoked token
 * or a 50008).
 */
function sessionAt(pathname: string, userInfo: ApiOutcome<UserInfo>) {
  const address = { pathname, assign: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', address);
  const store = { read: () => 'stored', user: () => undefined, store: vi.fn(), clear: vi.fn() } satisfies SessionStorePort;
  const account: Pick<AccountPort, 'userInfo' | 'logout'> = { userInfo: async () => userInfo, logout: async () => ({ kind: 'ok', value: undefined }) };
  // Only the session machine is built (each machine is provided on first use), and it reads only these two.
  const deps = { store, account } as unknown as BrowserMachineDeps;
  const session = createActor(browserMachines(deps).session, { input: { token: 'stored' } }).start();
  return { session, store, address };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session in the browser', () => {
  it('forgets a revoked token and sends the visitor to sign in, in the language of the page', async () => {
    const { session, store, address } = sessionAt('/de/myaccount', { kind: 'unauthorized' });
    await waitFor(session, (snapshot) => snapshot.matches('anonymous'));
    expect(store.clear).toHaveBeenCalledTimes(1);
    expect(address.assign).toHaveBeenCalledWith('/de/login');
  });

  it('on 50008, forgets the token and reloads the page only once the visitor chose to log in again', async () => {
    const { session, store, address } = sessionAt('/pricing', { kind: 'loggedOutElsewhere' });
    await waitFor(session, (snapshot) => snapshot.matches('askingToLogInAgain'));
    expect(store.clear).not.toHaveBeenCalled();
    session.send({ type: 'user.confirmLogin' });
    expect(store.clear).toHaveBeenCalledTimes(1);
    expect(address.reload).toHaveBeenCalledTimes(1);
    expect(address.assign).not.toHaveBeenCalled();
  });
});
