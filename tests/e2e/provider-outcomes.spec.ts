import { expect, test, type Page } from '@playwright/test';
import { activeSubscriptions } from './support/api.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue acceptance: every provider the checkout offers × every way a payment can end, through the real
// UI against the sandbox. The sandbox offers all seven providers in every country except China
// (server/sandbox/api-handlers.ts commonParams), so one country serves the whole table: US, for dollar prices.
type Handoff = 'hosted' | 'overlay';
const PROVIDERS: readonly { code: string; label: string; handoff: Handoff; sandboxName: string }[] = [
  { code: 'so', label: 'Credit or debit card', handoff: 'hosted', sandboxName: 'SO Checkout' },
  { code: 'ps', label: 'PayPal', handoff: 'hosted', sandboxName: 'PS Payments' },
  { code: 'rz', label: 'UPI, cards and net banking', handoff: 'overlay', sandboxName: 'RZ Pay' },
  { code: 'tpa', label: 'Digital wallets', handoff: 'hosted', sandboxName: 'TPA Wallet' },
  { code: 'gap', label: 'Google Pay', handoff: 'hosted', sandboxName: 'GAP Pay' },
  { code: 's1', label: 'Card with automatic renewal', handoff: 'hosted', sandboxName: 'S1 Subscriptions' },
  { code: 'pd', label: 'Card or PayPal (secure overlay)', handoff: 'overlay', sandboxName: 'PD Checkout' },
];

type Provider = (typeof PROVIDERS)[number];
type Decision = 'Approve' | 'Decline' | 'Cancel' | 'Leave pending';

const CHECKOUT_1Y = /\/pricing\/checkout\/1y$/;

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'sandbox_country', value: 'US', url: test.info().project.use.baseURL ?? '' }]);
});

/** The yearly plan's checkout with the provider chosen; the plan heading proves which plan the page holds. */
async function openCheckout(page: Page, provider: Provider) {
  await page.goto('/pricing/checkout/1y');
  await expectHydrated(page);
  await choose(page, provider);
}

async function choose(page: Page, provider: Provider) {
  await expect(page.getByRole('main').getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
  await page.getByRole('radio', { name: provider.label, exact: true }).check();
}

/** Pays and takes the decision where the provider asks for it: its hosted page, or its overlay on our page. */
async function pay(page: Page, provider: Provider, decision: Decision) {
  await page.getByRole('button', { name: /^Pay .* securely$/ }).click();
  if (provider.handoff === 'hosted') {
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay with ${provider.sandboxName}`);
    await page.getByRole('button', { name: decision, exact: true }).click();
  } else {
    const overlay = page.getByRole('dialog', { name: `Pay with ${provider.sandboxName}` });
    // The overlay's buttons stay disabled until it has loaded the order, which also renames the dialog.
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

async function signedInToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('The checkout left no session cookie');
  return token;
}

for (const provider of PROVIDERS) {
  test.describe(`${provider.code} (${provider.handoff})`, () => {
    test('approve: lands on /paysuc and the subscription shows in /myaccount', async ({ page }) => {
      await openCheckout(page, provider);
      await pay(page, provider, 'Approve');
      await expectWelcome(page);

      await page.getByRole('main').getByRole('link', { name: 'your account' }).click();
      await expect(page).toHaveURL(/\/myaccount$/);
      const subscriptions = page.getByRole('main').getByRole('listitem').filter({ hasText: 'active until' });
      await expect(subscriptions).toHaveCount(1);
      await expect(subscriptions).toContainText(`1 year · ${provider.label} · $71.88 · active until`);
    });

    test('decline: /paystatus says so, and its retry returns to the same plan', async ({ page, request }) => {
      await openCheckout(page, provider);
      await pay(page, provider, 'Decline');
      await expect(page).toHaveURL(/\/paystatus\?/);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('The payment was declined. Nothing was charged.');
      expect(await activeSubscriptions(request, await signedInToken(page))).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(CHECKOUT_1Y);
      await expect(page.getByRole('main').getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay \$71\.88 securely$/ })).toBeEnabled();
    });

    // A declined order is settled: the retry must make a new order (a new idempotency key), not get the declined one back.
    test('decline, then retry with the same provider: the second attempt is approved', async ({ page }) => {
      await openCheckout(page, provider);
      await pay(page, provider, 'Decline');
      await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(CHECKOUT_1Y);
      await choose(page, provider);
      await pay(page, provider, 'Approve');
      await expectWelcome(page);
    });

    if (provider.handoff === 'hosted') {
      test('cancel: /paystatus says so, and leads back to the checkout with the plan kept', async ({ page, request }) => {
        await openCheckout(page, provider);
        await pay(page, provider, 'Cancel');
        await expect(page).toHaveURL(/\/paystatus\?/);
        await expect(page.getByRole('main').getByRole('status')).toContainText('You cancelled the payment. Nothing was charged');
        expect(await activeSubscriptions(request, await signedInToken(page))).toEqual([]);
        await page.getByRole('main').getByRole('link', { name: 'Back to checkout' }).click();
        await expect(page).toHaveURL(CHECKOUT_1Y);
        await expect(page.getByRole('main').getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
      });
    } else {
      // An overlay has no page to return from: its Cancel cancels the order and dismisses the overlay, and the
      // visitor is still on the checkout, told so, with the plan kept and a way to pay again.
      test('cancel (dismissing the overlay): the checkout says so and keeps the plan', async ({ page, request }) => {
        await openCheckout(page, provider);
        await pay(page, provider, 'Cancel');
        await expect(page).toHaveURL(CHECKOUT_1Y);
        await expect(page.getByRole('main').getByRole('status')).toContainText('You cancelled the payment. Your plan is still here');
        expect(await activeSubscriptions(request, await signedInToken(page))).toEqual([]);
        await expect(page.getByRole('main').getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
        await page.getByRole('button', { name: 'Choose again' }).click();
        await expect(page.getByRole('button', { name: /^Pay \$71\.88 securely$/ })).toBeEnabled();
      });
    }

    test('pending: /paystatus shows it, then the subscription is active once the provider approves', async ({ page, request }) => {
      await openCheckout(page, provider);
      await pay(page, provider, 'Leave pending');
      await expect(page).toHaveURL(/\/paystatus\?/);
      await expect(page.getByRole('main').getByRole('status')).toContainText('Confirming your payment… Please keep this page open.');
      const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
      const token = await signedInToken(page);
      expect(await activeSubscriptions(request, token)).toEqual([]);

      // The provider confirms later, out of the browser's sight; the page's poll picks it up.
      const approved = await request.post(`/sandbox/checkout/${orderId}/approve`, { headers: { Accept: 'application/json' } });
      expect(approved.status()).toBe(200);
      await expectWelcome(page);
      expect(await activeSubscriptions(request, token)).toEqual([expect.objectContaining({ order_id: orderId })]);
    });
  });
}

// The page also offers another way to pay after a decline; that second attempt must go through too.
test('after a decline, a second attempt with another provider is approved', async ({ page }) => {
  const [declined, approved] = [PROVIDERS[1], PROVIDERS[0]] as [Provider, Provider];
  await openCheckout(page, declined);
  await pay(page, declined, 'Decline');
  await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(CHECKOUT_1Y);
  await choose(page, approved);
  await pay(page, approved, 'Approve');
  await expectWelcome(page);
});

// After the bounded poll (checkout.machine.ts: 20 polls, 3 s apart) the page stops asking and offers "Check
// again". The fake clock jumps over the minute of polling; each jump fires one due poll.
test('a payment still pending after the poll offers "Check again", which finds it approved', async ({ page, request }) => {
  const provider = PROVIDERS[1] as Provider;
  await page.clock.install();
  await openCheckout(page, provider);
  await pay(page, provider, 'Leave pending');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('Confirming your payment');
  const checkAgain = main.getByRole('button', { name: 'Check again' });
  await expect(async () => {
    await page.clock.fastForward(3000);
    await expect(checkAgain).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [50], timeout: 30_000 });
  await expect(main.getByRole('status')).toContainText('Your payment is still being processed by the provider.');
  await expect(page).toHaveURL(/\/paystatus\?/);

  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
  await request.post(`/sandbox/checkout/${orderId}/approve`, { headers: { Accept: 'application/json' } });
  await checkAgain.click();
  await expectWelcome(page);
});
