import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AccountPort } from '../../application/account/account.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import type { UserInfo } from '../../application/session/session.types.ts';
import { UNKNOWN_PAYMENT_PAGE } from '../../application/checkout/checkout.types.ts';
import type { PurchaseOrder, PurchasePort } from '../../application/purchase/purchase.port.ts';
import { US_OFFER } from '../../../tests/support/catalog-plans.ts';
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

/** The checkout as the app wires it, for a signed-in American visitor buying the year plan with `provider`. */
function checkoutAt(order: Partial<PurchaseOrder>, paymentOrigins: readonly string[]) {
  const address = { pathname: '/pricing/checkout/1y', origin: 'https://harborvpn.com', assign: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', address);
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  const ok = <T,>(value: T): ApiOutcome<T> => ({ kind: 'ok', value });
  const purchase: PurchasePort = {
    prepurchase: async () => ok({ prepurchaseId: 'pre_1' }),
    purchase: async () => ok({ orderId: 'ord_1', provider: 'ps', planId: '1y', status: 'pending', success: false, overlayScript: undefined, trialDays: 0, ...order }),
    result: async () => ok({ orderId: 'ord_1', provider: 'ps', planId: '1y', status: 'pending', success: false, overlayScript: undefined, trialDays: 0 }),
  };
  const deps = {
    geo: { visitor: async () => ok(US_OFFER.visitor) },
    catalog: { plans: async () => ok(US_OFFER.plans), paymentOptions: async () => ok({ countryCode: 'US', currency: 'USD', providers: US_OFFER.providers }) },
    analytics: { send: async () => ok(undefined) },
    purchase,
    xFrom: () => undefined,
    partnerReferral: () => false,
    cps: () => undefined,
    paymentOrigins: async () => paymentOrigins,
  } as unknown as BrowserMachineDeps;
  const checkout = createActor(browserMachines(deps).checkout, { input: { kind: 'purchase', planId: '1y', signedIn: true, provider: 'ps' } }).start();
  return { checkout, address };
}

describe('the checkout hands the visitor only to known payment pages (issue 16 finding 3)', () => {
  it('goes to a hosted page on a configured provider origin', async () => {
    const { checkout, address } = checkoutAt({ web_url: 'https://pay.provider.example/s/1' }, ['https://pay.provider.example']);
    await waitFor(checkout, (snapshot) => snapshot.matches('ready'));
    checkout.send({ type: 'user.buy' });
    await waitFor(checkout, (snapshot) => snapshot.matches('redirecting'));
    expect(address.assign).toHaveBeenCalledWith('https://pay.provider.example/s/1');
  });

  it.each([
    ['a hosted page on another site', { web_url: 'https://evil.example/pay' }],
    ['a hosted page behind a TAB', { web_url: '/\t/evil.example/pay' }],
    ['an overlay script from another site', { web_url: undefined, overlayScript: 'https://evil.example/pay.js' }],
  ])('refuses %s: says why and does not navigate', async (_, order) => {
    const { checkout, address } = checkoutAt(order, ['https://pay.provider.example']);
    await waitFor(checkout, (snapshot) => snapshot.matches('ready'));
    checkout.send({ type: 'user.buy' });
    const failed = await waitFor(checkout, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toBe(UNKNOWN_PAYMENT_PAGE);
    expect(address.assign).not.toHaveBeenCalled();
  });
});

describe('the payment status of an order the account does not have (issue 16 finding 8)', () => {
  it('ends at once as not found when purchase_result answers 404, without polling again', async () => {
    const result = vi.fn(async (): Promise<ApiOutcome<PurchaseOrder>> => ({ kind: 'rejected', status: 404, code: 40402, message: 'There is no such order on this account.' }));
    const deps = { purchase: { result }, analytics: { send: async () => ({ kind: 'ok', value: undefined }) } } as unknown as BrowserMachineDeps;
    const checkout = createActor(browserMachines(deps).checkout, { input: { kind: 'confirm', search: '?plan=1y&order_id=ord_someone_else&provider=ps' } }).start();
    await waitFor(checkout, (snapshot) => snapshot.matches('orderNotFound'));
    expect(result).toHaveBeenCalledTimes(1);
  });
});

describe('leaving a state cancels the requests it started (issue 16)', () => {
  it('aborts the account overview’s four calls when the page re-enters loading, and only those', async () => {
    const signals: AbortSignal[] = [];
    // Every call hangs until its signal aborts, as a slow API would.
    const hanging = (signal?: AbortSignal) =>
      new Promise<never>((_, reject) => {
        if (signal !== undefined) signals.push(signal);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const account = { profile: hanging, subscriptions: hanging, devices: hanging, allowedIp: hanging } as unknown as AccountPort;
    const page = createActor(browserMachines({ account } as unknown as BrowserMachineDeps).myAccount).start();
    await vi.waitFor(() => expect(signals).toHaveLength(4));
    page.send({ type: 'account.verified' });
    await vi.waitFor(() => expect(signals).toHaveLength(8));
    expect(signals.slice(0, 4).map((signal) => signal.aborted)).toEqual([true, true, true, true]);
    expect(signals.slice(4).some((signal) => signal.aborted)).toBe(false);
    page.stop();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});
