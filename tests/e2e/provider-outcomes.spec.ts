import type { APIRequestContext, Page } from '@playwright/test';
import { activeSubscriptions, eventsOf } from './support/api.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

// One journey per hand-off kind and each outcome a visitor sees differently, through the real UI against the
// sandbox. What every provider × outcome does to the order and the subscription is proven in-process
// (src/infrastructure/http/purchase-outcomes.contract.test.ts); how the pages render each end, with fakes
// (checkout.page.test.tsx, paystatus.page.test.tsx). Here is what only a browser shows: the hosted page and
// its return, the provider's overlay script on our page, and the session carried from checkout to /myaccount.
type Handoff = 'hosted' | 'overlay';
type Provider = { readonly code: string; readonly label: string; readonly handoff: Handoff; readonly sandboxName: string };

const SO: Provider = { code: 'so', label: 'Credit or debit card', handoff: 'hosted', sandboxName: 'SO Checkout' };
const PS: Provider = { code: 'ps', label: 'PayPal', handoff: 'hosted', sandboxName: 'PS Payments' };
const RZ: Provider = { code: 'rz', label: 'UPI, cards and net banking', handoff: 'overlay', sandboxName: 'RZ Pay' };
const PD: Provider = { code: 'pd', label: 'Card or PayPal (secure overlay)', handoff: 'overlay', sandboxName: 'PD Checkout' };

type Decision = 'Approve' | 'Decline' | 'Cancel' | 'Leave pending';

const CHECKOUT_1Y = /\/pricing\/checkout\/1y$/;

// The sandbox offers all seven providers everywhere but China (server/sandbox/api-handlers.ts commonParams): US, for dollar prices.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sandbox_country', value: 'US', url: baseURL ?? '' }]);
});

/** The plan heading proves which plan the checkout holds. */
async function choose(page: Page, provider: Provider) {
  await expect(page.getByRole('main').getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
  await page.getByRole('radio', { name: provider.label, exact: true }).check();
}

/** Opens the yearly plan's checkout, chooses the provider, pays, and takes the decision there. */
async function buyYearly(page: Page, provider: Provider, decision: Decision) {
  await gotoHydrated(page, '/pricing/checkout/1y');
  await choose(page, provider);
  await pay(page, provider, decision);
}

/** Pays and takes the decision where the provider asks for it: its hosted page, or its overlay on our page. */
async function pay(page: Page, provider: Provider, decision: Decision) {
  await page.getByRole('button', { name: /^Pay .* securely$/ }).click();
  if (provider.handoff === 'hosted') {
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay with ${provider.sandboxName}`);
    await page.getByRole('button', { name: decision, exact: true }).click();
  } else {
    // The overlay's buttons stay disabled until it has loaded the order.
    const overlay = page.getByRole('dialog', { name: `Pay with ${provider.sandboxName}` });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: decision, exact: true }).click();
    await expect(overlay).toBeHidden();
  }
}

async function expectWelcome(page: Page) {
  await expect(page).toHaveURL(/\/paysuc\?.*order_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbor VPN');
  await expect(page.getByRole('main')).toContainText('You bought Harbor VPN for 1 year');
}

/** The subscriptions the account the checkout made holds, read with its session cookie. */
async function subscriptionsOfVisitor(page: Page, request: APIRequestContext) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('The checkout left no session cookie');
  return activeSubscriptions(request, token);
}

async function expectDeclined(page: Page, request: APIRequestContext) {
  await expect(page).toHaveURL(/\/paystatus\?/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The payment was declined. Nothing was charged.');
  expect(await subscriptionsOfVisitor(page, request)).toEqual([]);
}

test.describe('a hosted payment page (ps)', () => {
  // Issue 5's purchase funnel is reported on the way: plan, provider, start and the failed result.
  test('decline: /paystatus says so, the funnel reports plan, provider, start and result, and "Try again" returns to the plan, where a new attempt is approved', async ({ settledPage: page, request }) => {
    await buyYearly(page, PS, 'Decline');
    await expectDeclined(page, request);
    for (const [name, expected] of [
      ['plan_chosen', { plan_id: '1y' }],
      ['provider_chosen', { provider: 'ps' }],
      ['purchase_started', { plan_id: '1y', provider: 'ps' }],
      ['purchase_result', { plan_id: '1y', provider: 'ps', outcome: 'failed' }],
    ] as const) {
      await expect.poll(async () => (await eventsOf(request, page, name)).at(-1) ?? {}, { message: name }).toMatchObject(expected);
    }
    await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(CHECKOUT_1Y);
    await choose(page, PS);
    await pay(page, PS, 'Approve');
    await expectWelcome(page);
  });

  test('cancel: /paystatus says so, and "Back to checkout" returns to the plan', async ({ settledPage: page, request }) => {
    await buyYearly(page, PS, 'Cancel');
    await expect(page).toHaveURL(/\/paystatus\?/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('You cancelled the payment. Nothing was charged');
    expect(await subscriptionsOfVisitor(page, request)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(CHECKOUT_1Y);
    await expect(page.getByRole('button', { name: 'Pay $71.88 securely' })).toBeEnabled();
  });

  test('pending: /paystatus waits, and the welcome page follows once the provider approves out of sight', async ({ settledPage: page, request }) => {
    await buyYearly(page, PS, 'Leave pending');
    await expect(page).toHaveURL(/\/paystatus\?/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Confirming your payment… Please keep this page open.');
    expect(await subscriptionsOfVisitor(page, request)).toEqual([]);

    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    const approved = await request.post(`/sandbox/checkout/${orderId}/approve`, { headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' } });
    expect(approved.status()).toBe(200);
    await expectWelcome(page);
    expect(await subscriptionsOfVisitor(page, request)).toEqual([expect.objectContaining({ order_id: orderId })]);
  });
});

test.describe("a provider's overlay on our page (rz)", () => {
  // Issue 15: the overlay's order is confirmed once, on /paystatus, and the session learns the new plan without a page load.
  test('approve: the welcome page, one purchase result, and the stored user info holds the new plan', async ({ settledPage: page, request }) => {
    await buyYearly(page, RZ, 'Approve');
    await expectWelcome(page);
    const remainingVip = () => page.evaluate(() => (JSON.parse(localStorage.getItem('user-info') ?? '{}') as { vip?: { remain_time: number } }).vip?.remain_time ?? 0);
    await expect.poll(remainingVip).toBeGreaterThan(300 * 24 * 3600);
    await expect.poll(async () => (await eventsOf(request, page, 'purchase_result')).length).toBe(1);
    expect((await eventsOf(request, page, 'purchase_result'))[0]).toMatchObject({ provider: 'rz', plan_id: '1y', outcome: 'succeeded', trial: false });
  });

  test('decline: /paystatus says so and offers "Try again" on the plan', async ({ settledPage: page, request }) => {
    await buyYearly(page, RZ, 'Decline');
    await expectDeclined(page, request);
    await expect(page.getByRole('main').getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing/checkout/1y');
  });

  // An overlay has no page to return from: Cancel dismisses it, and the visitor stays on the checkout.
  test('cancel: the checkout says so, keeps the plan, and "Choose again" offers Pay again', async ({ settledPage: page, request }) => {
    await buyYearly(page, RZ, 'Cancel');
    await expect(page).toHaveURL(CHECKOUT_1Y);
    await expect(page.getByRole('main').getByRole('status')).toContainText('You cancelled the payment. Your plan is still here');
    expect(await subscriptionsOfVisitor(page, request)).toEqual([]);
    await page.getByRole('button', { name: 'Choose again' }).click();
    await expect(page.getByRole('button', { name: 'Pay $71.88 securely' })).toBeEnabled();
  });
});

test('an overlay after a pre-purchase (pd): approve lands on the welcome page', async ({ settledPage: page }) => {
  await buyYearly(page, PD, 'Approve');
  await expectWelcome(page);
});

// The account the checkout made has no password: the welcome page offers one, and the session it saves with is the
// checkout's. The hosted page's approval through PayPal (ps) is walked through nginx (through-nginx.spec.ts) and by
// the partner visitor (partner-purchase.spec.ts).
test('a card on the hosted page (so): approve lands on the welcome page, signed in, where the new account gets a password, then the subscription in /myaccount', async ({ settledPage: page }) => {
  await buyYearly(page, SO, 'Approve');
  await expectWelcome(page);
  await expect(page.getByRole('banner').getByText('Account', { exact: true })).toBeVisible();

  await page.getByLabel(/^Email/).fill(`paysuc-${Date.now()}@example.com`);
  await page.getByLabel(/^New password/).fill('Harbor#2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password is set');

  await page.getByRole('main').getByRole('link', { name: 'your account' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  const subscriptions = page.getByRole('main').getByRole('listitem').filter({ hasText: 'active until' });
  await expect(subscriptions).toHaveCount(1);
  await expect(subscriptions).toContainText('1 year · Credit or debit card · $71.88 · active until');
});
