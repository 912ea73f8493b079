import { activeSubscriptions, plansFor } from './support/api.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 15, money first: a visitor who came through a partner link (cjevent) sees the partner's first-term price and
// the regular renewal, pays exactly that price on the provider's page, and the order records it. Every provider and
// the local currencies are proven in-process (purchase-outcomes.contract.test.ts › a partner visitor).
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

test('a partner visitor pays the price the checkout shows, and the plan renews at its regular price', async ({ settledPage: page, request }) => {
  const partner = (await plansFor(request, 'CJ')).find((plan) => plan.id === '1y');
  const regular = (await plansFor(request)).find((plan) => plan.id === '1y');
  if (partner === undefined || regular === undefined) throw new Error('The sandbox has no yearly plan');
  expect(partner.price_discount_amount).toBeLessThan(regular.price_discount_amount);

  // The partner's link lands on the home page; the app keeps the partner's event ids in their cookies.
  await gotoHydrated(page, '/?cjevent=partner-e2e');
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cje-client')?.value).toBe('partner-e2e');

  await gotoHydrated(page, '/pricing/checkout/1y');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeVisible();
  await expect(main).toContainText(`Renews at ${dollars(partner.renewal_amount)}`);
  expect(partner.renewal_amount).toBe(regular.price_discount_amount);
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: `Pay ${dollars(partner.price_discount_amount)} securely` }).click();

  // The provider's page asks for the same amount.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('definition').filter({ hasText: '$' }).first()).toHaveText(dollars(partner.price_discount_amount));
  await page.getByRole('button', { name: 'Approve', exact: true }).click();

  await expect(page).toHaveURL(/\/paysuc\?.*order_id=/);
  await expect(page.getByRole('main')).toContainText(`You bought Harbor VPN for 1 year: ${dollars(partner.price_discount_amount)}. It renews at ${dollars(regular.price_discount_amount)}`);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  expect(await activeSubscriptions(request, token)).toEqual([expect.objectContaining({ amount: partner.price_discount_amount, currency: 'USD' })]);
});
