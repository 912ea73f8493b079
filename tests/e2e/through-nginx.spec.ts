import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 18: the production shape in a browser — nginx with the generated configuration in front of the sandbox API
// (the `nginx` project). One journey touches every kind of answer nginx gives: a document page, the language the
// visitor chooses, an app page, the API through the proxy, the provider's hosted page and the way back.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sandbox_country', value: 'US', url: baseURL ?? '' }]);
});

test('a visitor buys a plan through nginx and sees it in the account', async ({ settledPage: page }) => {
  await gotoHydrated(page, '/features');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await gotoHydrated(page, '/pricing/checkout/1y');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: /^Pay .* securely$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page).toHaveURL(/\/paysuc\?.*order_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Harbor VPN');
  await page.getByRole('main').getByRole('link', { name: 'your account' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'active until' })).toContainText('1 year · PayPal · $71.88');
});
