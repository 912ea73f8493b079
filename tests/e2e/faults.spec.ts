import type { Route } from '@playwright/test';
import { allowConsoleErrors, expect, failedResource, gotoHydrated, test } from './support/fixtures.ts';

// Issue 16, faults on the client side: one page of each kind under one fault, as a visitor sees it — a translated
// message and a way to try again, never a blank page, a spinner that keeps turning or an error in the console.
// Every endpoint × every fault is proven in-process (src/infrastructure/http/fault-outcomes.contract.test.ts); here,
// what only a browser shows: the two forms behind the challenge, which is a script the page loads. The pages without
// one (pricing, the account, contact, a tool) meet their faults in tests/integration/faults.test.tsx, over the app's
// real container. Faults are injected by the page's own network (page.route), not the sandbox's queue:
// the queue is the server's, shared with the suite's other worker, and a fault for an anonymous path could meet
// another test's request.

/** Answers a call of the API with a fault of one kind. */
const FAULT = {
  rateLimited: (route: Route) => route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, contentType: 'application/json', body: JSON.stringify({ code: 429, msg: 'Slow down' }) }),
};

/** Chromium's own line for a request answered with an error status on purpose. */
test.use(allowConsoleErrors(failedResource(429)));

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sandbox_country', value: 'US', url: baseURL ?? '' }]);
});

// Finding 3: an order whose payment page is off the site and off the providers is not followed.
test('checkout: a payment page on an unknown site is refused in words, and the visitor stays', async ({ settledPage: page }) => {
  await page.route('**/providers/*/purchase', async (route) => {
    const order = { order_id: 'ord_evil', provider: 'so', plan_id: '1y', status: 'pending', success: false, web_url: 'https://evil.example/pay' };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', value: order }) });
  });
  await gotoHydrated(page, '/pricing/checkout/1y');
  await page.getByRole('radio', { name: 'Credit or debit card', exact: true }).check();
  await page.getByRole('button', { name: /^Pay .* securely$/ }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The payment page we were given is not one of our payment providers');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/pricing/checkout/1y');
});

test('login: 429 with Retry-After says to wait, and keeps what was typed', async ({ settledPage: page }) => {
  await page.route('**/web/login', FAULT.rateLimited);
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('Harbor#2026');
  await page.getByRole('checkbox', { name: /not a robot/i }).click();
  await expect(page.getByRole('checkbox', { name: /not a robot/i })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Too many attempts. Please wait a minute and try again.');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
});
