// Contract tests: every provider × every way a payment ends, through the site's own adapters and ApiClient
// against a sandbox created in this process. The outcome is decided with the controls the hosted page's
// form and the overlay script use, and the test reads what the client reads: purchase_result as the
// purchase adapter maps it, the outcome the checkout machine draws from it, and the account's subscriptions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/in-process-sandbox.ts';
import type { Subscription } from '../../application/account/account.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { PurchaseOrder, PurchaseRequest } from '../../application/purchase/purchase.port.ts';
import { PAYMENT_PROVIDERS, PROVIDER_PROFILES, purchaseOutcome, type PaymentProvider, type PurchaseOutcome } from '../../domain/index.ts';
import { AccountAdapter } from '../api/account.adapter.ts';
import { CatalogAdapter } from '../api/catalog.adapter.ts';
import { PurchaseAdapter } from '../api/purchase.adapter.ts';
import { ApiClient } from './api-client.ts';

type Decision = 'approve' | 'decline' | 'cancel' | 'pending';

let sandbox: InProcessSandbox;
let token: string | undefined;
let account: AccountAdapter;
let purchases: PurchaseAdapter;
let catalog: CatalogAdapter;
let keys = 0;

beforeAll(() => {
  // Every test's visitor calls from the same address: room for the file's sign-ups and purchases, as in the browser suite.
  sandbox = inProcessSandbox({ rateLimitScale: 50 });
  const client = new ApiClient({
    apiBase: sandbox.origin,
    token: () => token,
    challenge: { executeV3: (action) => sandbox.challengeToken('v3', action), mountV2: async () => undefined },
    fetch: sandbox.fetch,
  });
  account = new AccountAdapter(client, () => Date.now());
  purchases = new PurchaseAdapter(client);
  catalog = new CatalogAdapter(client);
});
afterAll(() => {
  sandbox.close();
});

// Each test is a new visitor: the checkout makes an anonymous account for one (SPEC §7 anonymous_signup).
beforeEach(async () => {
  token = undefined;
  token = ok(await account.signUpAnonymously()).token;
});

function ok<T>(outcome: ApiOutcome<T>): T {
  if (outcome.kind !== 'ok') throw new Error(`Expected an answer, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** What the checkout sends (browser-machines.ts purchaseRequest), each attempt with its own idempotency key unless given one. */
async function buy(provider: PaymentProvider, idempotencyKey = `outcome-${provider}-${keys++}`, partner: Pick<PurchaseRequest, 'xFrom' | 'cps'> = {}): Promise<PurchaseOrder> {
  const request: PurchaseRequest = { provider, planId: '1y', returnUrl: '/paystatus?plan=1y', language: 'en', countryCode: 'US', frontId: 'front-1', idempotencyKey, ...partner };
  const prepurchaseId = PROVIDER_PROFILES[provider].prepurchase ? ok(await purchases.prepurchase(request)).prepurchaseId : undefined;
  return ok(await purchases.purchase({ ...request, prepurchaseId }));
}

/**
 * The tester's decision where the provider takes it: a form posted from the hosted page (which sends the
 * browser back to /paystatus with the order), or the overlay script's JSON post on our page.
 */
async function decide(order: PurchaseOrder, decision: Decision): Promise<void> {
  const hosted = PROVIDER_PROFILES[order.provider].handoff === 'redirect';
  const response = await sandbox.request(`/sandbox/checkout/${order.orderId}/${decision}`, {
    method: 'POST',
    // The provider's page posts to itself (issue 16: a decision from anywhere else is refused).
    headers: { 'Sec-Fetch-Site': 'same-origin', ...(hosted ? { 'Content-Type': 'application/x-www-form-urlencoded' } : { Accept: 'application/json' }) },
  });
  if (hosted) {
    expect(response.status).toBe(303);
    // /paystatus reads the order and provider from this address (paystatus.page.tsx rememberedOrder).
    expect(response.headers.get('Location')).toBe(`${sandbox.origin}/paystatus?plan=1y&order_id=${order.orderId}&provider=${order.provider}`);
  } else {
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ order_id: order.orderId });
  }
}

/** How the client reads the order now: the mapped result and the checkout's verdict on it. */
async function readResult(order: PurchaseOrder): Promise<{ status: string | undefined; success: boolean | undefined; outcome: PurchaseOutcome }> {
  const result = ok(await purchases.result(order.provider, order.orderId));
  expect(result).toMatchObject({ orderId: order.orderId, provider: order.provider, planId: '1y' });
  return { status: result.status, success: result.success, outcome: purchaseOutcome(order.provider, result) };
}

const activeSubscriptions = async (): Promise<Subscription[]> => ok(await account.subscriptions()).filter((subscription) => subscription.status === 'active');

type Step = { readonly decision: Decision; readonly status: string; readonly outcome: PurchaseOutcome; readonly subscribed: boolean };

const OUTCOMES: readonly { readonly name: string; readonly steps: readonly Step[] }[] = [
  { name: 'approve', steps: [{ decision: 'approve', status: 'active', outcome: 'succeeded', subscribed: true }] },
  { name: 'decline', steps: [{ decision: 'decline', status: 'declined', outcome: 'failed', subscribed: false }] },
  { name: 'cancel', steps: [{ decision: 'cancel', status: 'cancelled', outcome: 'cancelled', subscribed: false }] },
  {
    name: 'pending, approved later',
    steps: [
      { decision: 'pending', status: 'pending', outcome: 'pending', subscribed: false },
      { decision: 'approve', status: 'active', outcome: 'succeeded', subscribed: true },
    ],
  },
];

describe.each(PAYMENT_PROVIDERS)('provider %s', (provider) => {
  it.each(OUTCOMES)('$name: the client reads each decision, and only an approval activates a subscription', async ({ steps }) => {
    const order = await buy(provider);
    expect(order).toMatchObject({ provider, planId: '1y', status: 'pending', success: false });
    expect(await readResult(order)).toEqual({ status: 'pending', success: false, outcome: 'pending' });
    for (const step of steps) {
      await decide(order, step.decision);
      expect(await readResult(order)).toEqual({ status: step.status, success: step.status === 'active', outcome: step.outcome });
      const active = await activeSubscriptions();
      expect(active).toEqual(step.subscribed ? [expect.objectContaining({ orderId: order.orderId, provider, planId: '1y', amount: 71.88, currency: 'USD' })] : []);
    }
  });

  // A declined order is settled: the checkout forgets its key (checkout.machine.ts forgetOrder), so the retry is a new order.
  it('retry after a decline: a new key makes a new order that can be approved, where the old key only finds the declined one', async () => {
    const key = `outcome-${provider}-declined`;
    const declined = await buy(provider, key);
    await decide(declined, 'decline');
    expect(await buy(provider, key)).toMatchObject({ orderId: declined.orderId, status: 'declined' });

    const retry = await buy(provider);
    expect(retry).toMatchObject({ status: 'pending', success: false });
    expect(retry.orderId).not.toBe(declined.orderId);
    await decide(retry, 'approve');
    expect((await readResult(retry)).outcome).toBe('succeeded');
    expect((await readResult(declined)).outcome).toBe('failed');
    expect(await activeSubscriptions()).toEqual([expect.objectContaining({ orderId: retry.orderId, provider })]);
  });
});

// Issue 15: a partner visitor (X-From: CJ, from the cje-client cookie) is charged what the plans showed: the partner's
// first term, renewing at the regular price. One provider of each hand-off kind: the amount is the order's, not the page's.
// Issue 16: the purchase earns that price with the partner's click id (`_cps` from the cje cookie), not the header.
describe('a partner visitor', () => {
  it.each(['ps', 'rz', 'pd', 'so'] as const)('pays through %s the partner price the plans showed, and the plan renews at the regular price', async (provider) => {
    const partnerPlan = ok(await catalog.plans({ countryCode: 'US', xFrom: 'CJ' })).find((plan) => plan.id === '1y');
    const regularPlan = ok(await catalog.plans({ countryCode: 'US', xFrom: undefined })).find((plan) => plan.id === '1y');
    expect(partnerPlan?.price_discount_amount).toBeLessThan(regularPlan?.price_discount_amount ?? 0);
    expect(partnerPlan?.renewalAmount).toBe(regularPlan?.price_discount_amount);

    const order = await buy(provider, undefined, { xFrom: 'CJ', cps: { type: 'cj', value: 'event-42' } });
    await decide(order, 'approve');
    expect(await activeSubscriptions()).toEqual([expect.objectContaining({ orderId: order.orderId, amount: partnerPlan?.price_discount_amount, currency: partnerPlan?.currency })]);
  });

  // SPEC §7: so's purchase carries the partner network and its cookie value (_cps), so the partner is paid.
  it('sends the partner network with a card (so) purchase, and the order records it', async () => {
    const request: PurchaseRequest = { provider: 'so', planId: '1y', returnUrl: '/paystatus?plan=1y', language: 'en', countryCode: 'US', frontId: 'front-1', idempotencyKey: `outcome-so-cps-${keys++}`, cps: { type: 'cj', value: 'event-42' }, xFrom: 'CJ' };
    const order = ok(await purchases.purchase({ ...request, prepurchaseId: undefined }));
    const recorded = (await (await sandbox.request(`/sandbox/checkout/${order.orderId}`, { headers: { Accept: 'application/json' } })).json()) as { cps: unknown; x_from: string | null };
    expect(recorded).toMatchObject({ cps: { type: 'cj', value: 'event-42' }, x_from: 'CJ' });
  });

  it('is shown partner prices in the local currency too, renewing at the local regular price', async () => {
    const partnerPlan = ok(await catalog.plans({ countryCode: 'GB', xFrom: 'CJ' })).find((plan) => plan.id === '2y');
    const regularPlan = ok(await catalog.plans({ countryCode: 'GB', xFrom: undefined })).find((plan) => plan.id === '2y');
    expect(partnerPlan).toMatchObject({ currency: 'GBP', renewalAmount: regularPlan?.price_discount_amount });
    expect(partnerPlan?.price_discount_amount).toBeLessThan(regularPlan?.price_discount_amount ?? 0);
  });
});
