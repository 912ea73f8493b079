import { accountWithPassword, type Order } from './support/api.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';
import { seriousViolations } from './support/serious-violations.ts';

// Issue 19: what only a browser shows — /myaccount lists the order a customer bought, and its invoice, a page whose
// address names any order id (rendered on demand on every deployment target), shows the order's amount and the tax it
// includes. The rules (whose orders, which tax, another account's invoice not found) are proved by
// server/sandbox/invoices.test.ts and the page's view tests.
test('a customer finds the order just bought in the account and opens its invoice with the amount and VAT', async ({ settledPage: page, context, request }) => {
  const { token } = await accountWithPassword(request, 'invoice');
  // Bought from the United Kingdom: £59.88 for a year, 20 % VAT included.
  const purchase = await request.post('/api/mms/payment/v1/providers/ps/purchase', {
    headers: { 'X-App-Type': '501', Authorization: `Bearer ${token}`, 'X-Sandbox-Country': 'GB' },
    data: { plan_id: '1y', return_url: '/paystatus', language: 'en', country_code: 'GB', front_id: 'e2e', idempotency_key: `invoice-${Date.now()}` },
  });
  const order = ((await purchase.json()) as { value: Order }).value;
  await request.post(`/sandbox/checkout/${order.order_id}/approve`, { headers: { accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' } });
  await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);

  await gotoHydrated(page, '/myaccount');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Orders and invoices' })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: '£59.88' });
  await expect(row).toContainText('Paid');
  // On a phone the table scrolls in its own box: nothing in it (its visually hidden texts included) widens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('link', { name: `View invoice for order ${order.order_id}` }).click();

  await expect(page).toHaveURL(new RegExp(`/myaccount/invoices/${order.order_id}$`));
  const invoice = main.getByRole('article', { name: `Invoice for order ${order.order_id}` });
  await expect(invoice.getByRole('row', { name: 'Total £59.88' })).toBeVisible();
  await expect(invoice.getByRole('row', { name: 'VAT included at 20% £9.98' })).toBeVisible();
  await expect(invoice.getByText(order.order_id).first()).toBeVisible();
  expect(await seriousViolations(page, { within: '.invoice' })).toEqual([]);

  // The address itself is the page: loaded afresh, the server answers it (200) and the invoice loads again.
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(invoice.getByRole('row', { name: 'Total £59.88' })).toBeVisible();
});
