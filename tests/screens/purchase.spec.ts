import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '../../src/domain/index.ts';
import { anonymousAccount, api, type Order } from '../e2e/support/api.ts';
import { renderedPattern, translated } from '../support/catalog.ts';
import { expectHydrated } from '../e2e/support/hydration.ts';

// Screenshots for people to look at (issue acceptance): the money path and the account in Arabic and German,
// desktop and phone. Each waits for the state it is meant to show, so a broken page is a failure, not a picture.
async function order(request: APIRequestContext, token: string, provider: string, language: Language, decision?: 'approve' | 'decline'): Promise<Order> {
  const placed = await api<Order>(request, token, 'POST', `/api/mms/payment/v1/providers/${provider}/purchase`, {
    plan_id: '1y',
    return_url: `/${language}/paystatus?plan=1y`,
    language,
    country_code: 'US',
    front_id: 'e2e-screenshots',
    idempotency_key: `shot-${provider}-${decision ?? 'pending'}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
  });
  if (decision) {
    const decided = await request.post(`/sandbox/checkout/${placed.order_id}/${decision}`, { headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' } });
    expect(decided.status()).toBe(200);
  }
  return placed;
}

for (const language of ['ar', 'de'] as const) {
  const t = (key: Parameters<typeof translated>[1], source: string) => translated(language, key, source);

  for (const width of [1440, 390]) {
    test(`money path and account in ${language} at ${width} px`, async ({ page, context, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const main = page.getByRole('main');
      const shoot = async (name: string) => {
        await page.screenshot({ path: `test-results/screenshots/${name}-${language}-${width}.png`, fullPage: true });
      };
      const open = async (path: string) => {
        await page.goto(`/${language}${path}`);
        await expectHydrated(page);
      };
      const dismissConsent = async (target: Page) => {
        // The choice is stored, so the banner covers only the first page of the run.
        await target.getByRole('button', { name: t('header', 'Reject non-essential') }).click();
      };

      await open('/login');
      await dismissConsent(page);
      await expect(main.getByRole('checkbox', { name: /not a robot/i })).toBeVisible();
      await shoot('login');

      await open('/pricing');
      await expect(main.getByRole('group', { name: t('pricing', 'Choose a plan') }).getByRole('radio')).toHaveCount(3);
      await shoot('pricing');

      await open('/pricing/checkout/1y');
      await expect(main.getByRole('group', { name: t('checkout', 'How would you like to pay?') }).getByRole('radio')).toHaveCount(7);
      await shoot('checkout');

      // A new customer's account, as the checkout makes one: anonymous, with orders in each state to show.
      const token = await anonymousAccount(request);
      await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);
      const pending = await order(request, token, 'ps', language);
      const declined = await order(request, token, 'ps', language, 'decline');
      const approved = await order(request, token, 'so', language, 'approve');

      await open(`/paystatus?plan=1y&order_id=${pending.order_id}&provider=ps`);
      await expect(main.getByRole('status')).toHaveText(t('paystatus', 'Confirming your payment… Please keep this page open.'));
      await shoot('paystatus-pending');

      await open(`/paystatus?plan=1y&order_id=${declined.order_id}&provider=ps`);
      await expect(main.getByRole('alert')).toContainText(t('paystatus', 'The payment was declined. Nothing was charged. You can try again with the same or another way to pay.'));
      await shoot('paystatus-failed');

      await open(`/paysuc?plan=1y&order_id=${approved.order_id}&provider=so`);
      await expect(main.getByRole('button', { name: t('paysuc', 'Set password') })).toBeVisible();
      await expect(main.getByText(renderedPattern(t('paysuc', 'You bought Harbor VPN for {term}: {0}. It renews at {1} unless you cancel.')))).toBeVisible();
      await shoot('paysuc');

      await open('/myaccount');
      await expect(main.getByRole('heading', { name: t('myaccount', 'Subscriptions') })).toBeVisible();
      await expect(main.getByRole('button', { name: t('myaccount', 'Sign out this device') }).first()).toBeVisible();
      await shoot('myaccount');
    });
  }
}
