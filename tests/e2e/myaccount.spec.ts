import type { APIRequestContext } from '@playwright/test';
import { anonymousAccount, api, eventsOf, type Order } from './support/api.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';
import { seriousViolations } from './support/serious-violations.ts';

async function customer(request: APIRequestContext): Promise<string> {
  const token = await anonymousAccount(request);
  const order = await api<Order>(request, token, 'POST', '/api/mms/payment/v1/providers/ps/purchase', {
    plan_id: '1y',
    return_url: '/paystatus',
    language: 'en',
    country_code: 'US',
    front_id: 'e2e',
    idempotency_key: `account-${Date.now()}`,
  });
  await request.post(`/sandbox/checkout/${order.order_id}/approve`, { headers: { accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' } });
  return token;
}

// Issue 5: the account area — subscription, devices (unbind with a confirm) and the allowed IP, through the message
// box and the API. A malformed or refused address is a page test: src/ui/pages/myaccount/myaccount.page.test.tsx.
// Issue 19: stopping the renewal is one press and one confirmation; it holds after a reload; resuming is one press.
test('a customer sees the subscription, signs out a device, binds and removes an allowed IP, and stops the renewal with one confirmation and resumes it', async ({ settledPage: page, context, request }) => {
  const token = await customer(request);
  await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);
  await gotoHydrated(page, '/myaccount');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await expect(main.getByText(/active until/)).toBeVisible();
  await expect(main.getByText(/days left, until/)).toBeVisible();

  const devices = main.getByRole('button', { name: 'Sign out this device' });
  const before = await devices.count();
  expect(before).toBeGreaterThan(0);
  await devices.first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(devices).toHaveCount(before - 1);

  await main.getByLabel('IPv4 or IPv6 address').fill('2001:db8::42');
  await main.getByRole('button', { name: 'Allow this address' }).click();
  await expect(main.getByText('Allowed: 2001:db8::42')).toBeVisible();

  await main.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(main.getByText('No address is allowed yet.')).toBeVisible();

  await expect(main.getByText(/^Renews automatically on /)).toBeVisible();
  await main.getByRole('button', { name: 'Cancel renewal' }).click();
  const question = main.getByRole('group', { name: /^Stop the automatic renewal\? Your plan stays active until / });
  await expect(question).toBeVisible();
  expect(await seriousViolations(page, { within: '.account', afterNetworkIdle: false })).toEqual([]);
  await question.getByRole('button', { name: 'Yes, stop the renewal' }).click();
  await expect(main.getByText(/^Will not renew: active until /)).toBeVisible();

  await page.reload();
  await expect(main.getByText(/^Will not renew: active until /)).toBeVisible();
  await main.getByRole('button', { name: 'Resume renewal' }).click();
  await expect(main.getByText(/^Renews automatically on /)).toBeVisible();
  expect(await eventsOf(request, page, 'renewal_cancel')).toEqual([expect.objectContaining({ outcome: 'done' })]);
  expect(await eventsOf(request, page, 'renewal_resume')).toEqual([expect.objectContaining({ outcome: 'done' })]);
});
