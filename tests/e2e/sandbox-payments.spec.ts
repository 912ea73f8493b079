import { expect, test, type APIRequestContext } from '@playwright/test';
import { activeSubscriptions, anonymousAccount, api, challengeToken, type Order } from './support/api.ts';

// Issue 4: an order approved on each provider's hosted page (or overlay) activates a subscription.
async function purchase(request: APIRequestContext, token: string, provider: string, key: string): Promise<Order> {
  const base = { plan_id: '1y', return_url: '/paystatus', language: 'en', country_code: 'US', front_id: 'e2e-front', idempotency_key: key };
  if (provider === 's1') {
    return api<Order>(request, token, 'POST', '/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription', { ...base, recasign: await challengeToken(request, 'v3') });
  }
  if (provider === 'pd') {
    const { prepurchase_id } = await api<{ prepurchase_id: string }>(request, token, 'POST', '/api/mms/payment/v1/providers/common/pd/prepurchase', base);
    return api<Order>(request, token, 'POST', '/api/mms/payment/v1/providers/pd/purchase', { ...base, prepurchase_id });
  }
  return api<Order>(request, token, 'POST', `/api/mms/payment/v1/providers/${provider}/purchase`, base);
}

for (const provider of ['so', 'ps', 'tpa', 'gap', 's1']) {
  test(`${provider}: approving on the hosted page returns to /paystatus and activates the subscription`, async ({ page, request }) => {
    const token = await anonymousAccount(request);
    const order = await purchase(request, token, provider, `e2e-${provider}-${Date.now()}`);
    await page.goto(order.web_url ?? '');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`/paystatus\\?.*order_id=${order.order_id}`));
    expect(await activeSubscriptions(request, token)).toEqual([expect.objectContaining({ order_id: order.order_id })]);
  });
}

for (const decision of ['Decline', 'Cancel', 'Leave pending'] as const) {
  test(`ps: "${decision}" on the hosted page activates nothing`, async ({ page, request }) => {
    const token = await anonymousAccount(request);
    const order = await purchase(request, token, 'ps', `e2e-ps-${decision}-${Date.now()}`);
    await page.goto(order.web_url ?? '');
    await page.getByRole('button', { name: decision }).click();
    await expect(page).toHaveURL(/\/paystatus\?/);
    expect(await activeSubscriptions(request, token)).toEqual([]);
  });
}

for (const provider of ['rz', 'pd']) {
  test(`${provider}: approving in the provider's overlay activates the subscription`, async ({ page, request }) => {
    const token = await anonymousAccount(request);
    const order = await purchase(request, token, provider, `e2e-${provider}-${Date.now()}`);
    expect(order.overlay_script).toBe(`/sandbox/providers/${provider}.js`);
    await page.goto('/pricing');
    await page.addScriptTag({ url: order.overlay_script ?? '' });
    const completed = page.evaluate(
      (orderId) =>
        new Promise<string>((resolve) =>
          (window as unknown as { SandboxPay: { open(o: object): void } }).SandboxPay.open({ orderId, onComplete: resolve, onDismiss: () => resolve('dismissed') }),
        ),
      order.order_id,
    );
    await page.getByRole('button', { name: 'Approve' }).click();
    expect(await completed).toBe('active');
    expect(await activeSubscriptions(request, token)).toEqual([expect.objectContaining({ order_id: order.order_id })]);
  });
}

test('the same purchase submitted twice at once makes one order', async ({ request }) => {
  const token = await anonymousAccount(request);
  const key = `e2e-double-${Date.now()}`;
  const [first, second] = await Promise.all([purchase(request, token, 'so', key), purchase(request, token, 'so', key)]);
  expect(first.order_id).toBe(second.order_id);
});

test('the outbox page lists verification codes', async ({ page, request }) => {
  const email = `outbox-${Date.now()}@example.com`;
  await request.post('/api/mms/account/v1/web/verification/request', { headers: { 'X-App-Type': '501', 'X-Sandbox-Client': email }, data: { email, purpose: 'reset_password' } });
  await page.goto('/sandbox/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
