import type { APIRequestContext } from '@playwright/test';
import { accountWithPassword, api, eventsOf, type Order } from './support/api.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';
import { seriousViolations } from './support/serious-violations.ts';

/** A customer with an email (the refund's confirmation is mailed) who bought the yearly plan through PayPal. */
async function customer(request: APIRequestContext): Promise<{ token: string; email: string }> {
  const { token, email } = await accountWithPassword(request, 'account');
  const order = await api<Order>(request, token, 'POST', '/api/mms/payment/v1/providers/ps/purchase', {
    plan_id: '1y',
    return_url: '/paystatus',
    language: 'en',
    country_code: 'US',
    front_id: 'e2e',
    idempotency_key: `account-${Date.now()}`,
  });
  await request.post(`/sandbox/checkout/${order.order_id}/approve`, { headers: { accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' } });
  return { token, email };
}

// Issue 5: the account area — subscription, devices (unbind with a confirm) and the allowed IP, through the message
// box and the API. A malformed or refused address is a page test: src/ui/pages/myaccount/myaccount.page.test.tsx.
// Issue 19: stopping the renewal is one press and one confirmation; it holds after a reload; resuming is one press.
test('a customer sees the subscription, signs out a device, binds and removes an allowed IP, and stops the renewal with one confirmation and resumes it', async ({ settledPage: page, context, request }) => {
  const { token } = await customer(request);
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

  await expect(main.getByText(/^Renews automatically on .*, for \$71\.88\.$/)).toBeVisible();
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

// Issue 19: the money-back guarantee is one question too: the plan ends, the account says so, and the confirmation is
// mailed. Its refusals are the sandbox's (server/sandbox/payments.test.ts) and the view's (refund.view.test.tsx).
test('a customer claims the money-back guarantee within 30 days: the plan ends, the account says it was refunded, and the confirmation is mailed', async ({ settledPage: page, context, request }) => {
  const { token, email } = await customer(request);
  await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);
  await gotoHydrated(page, '/myaccount');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Renews automatically on .*, for \$71\.88\.$/)).toBeVisible();
  await main.getByRole('button', { name: 'Request a refund' }).click();
  const refund = main.getByRole('group', { name: /^Refund \$71\.88 and end the plan now\?/ });
  await refund.getByRole('textbox', { name: 'What could we have done better? (optional)' }).fill('Only trying the guarantee');
  expect(await seriousViolations(page, { within: '.account', afterNetworkIdle: false })).toEqual([]);
  await refund.getByRole('button', { name: 'Yes, refund me' }).click();
  await expect(main.getByText(/refunded on .*: the money reaches the way you paid within 5 to 10 business days/)).toBeVisible();
  await expect(main.getByText('You have no active plan.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
  const outbox = (await (await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string }[] };
  expect(outbox.messages.map((message) => message.subject)).toContain('Your refund is on its way');
  await expect.poll(() => eventsOf(request, page, 'refund_request')).toEqual([expect.objectContaining({ outcome: 'done' })]);
});
