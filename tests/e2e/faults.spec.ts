import type { Page, Route } from '@playwright/test';
import { anonymousAccount } from './support/api.ts';
import { allowConsoleErrors, expect, failedResource, gotoHydrated, test } from './support/fixtures.ts';

// Issue 16, faults on the client side: one page of each kind under one fault, as a visitor sees it — a translated
// message and a way to try again, never a blank page, a spinner that keeps turning or an error in the console.
// Every endpoint × every fault is proven in-process (src/infrastructure/http/fault-outcomes.contract.test.ts); here,
// what only a browser shows. Faults are injected by the page's own network (page.route), not the sandbox's queue:
// the queue is the server's, shared with the suite's other worker, and a fault for an anonymous path could meet
// another test's request.

/** Answers a call of the API with a fault of one kind. */
const FAULT = {
  serverError: (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Injected fault' }) }),
  rateLimited: (route: Route) => route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, contentType: 'application/json', body: JSON.stringify({ code: 429, msg: 'Slow down' }) }),
  malformed: (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"value":' }),
  wrongShape: (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', value: { unexpected: true } }) }),
  dropped: (route: Route) => route.abort('connectionreset'),
};

/** Chromium's own lines for a request the test cut off, or answered with an error status on purpose. */
test.use(allowConsoleErrors(failedResource(500), failedResource(429), /net::ERR_CONNECTION_RESET/));

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sandbox_country', value: 'US', url: baseURL ?? '' }]);
});

async function signedIn(page: Page, token: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL ?? '' }]);
}

test('pricing: a server error says prices could not load, and "Try again" loads them', async ({ settledPage: page }) => {
  await page.route('**/providers/plans*', FAULT.serverError);
  await gotoHydrated(page, '/pricing');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('We could not load prices. Check your connection and try again.');
  await page.unroute('**/providers/plans*');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('radio', { name: /^1 year/ })).toBeVisible();
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

test('myaccount: a body that is not JSON says the account could not load, and "Try again" loads it', async ({ settledPage: page, request, baseURL }) => {
  await signedIn(page, await anonymousAccount(request), baseURL);
  await page.route('**/web/profile', FAULT.malformed);
  await gotoHydrated(page, '/myaccount');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('We could not load your account. Check your connection and try again.');
  await page.unroute('**/web/profile');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('contact: a dropped connection says the message was not sent, and the text stays', async ({ settledPage: page }) => {
  await page.route('**/contact_us', FAULT.dropped);
  await gotoHydrated(page, '/contact-us');
  await page.getByLabel(/^Your name/).fill('Ada');
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Subject/).fill('Devices');
  await page.getByLabel('Message').fill('How many devices can I protect with one plan?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main')).toContainText('Your message could not be sent. Check your connection and try again; your text is still here.');
  await expect(page.getByLabel('Message')).toHaveValue('How many devices can I protect with one plan?');
});

test('a tool page: an answer of the wrong shape says the IP could not be looked up, and "Try again" finds it', async ({ settledPage: page }) => {
  await page.route('**/geo_info', FAULT.wrongShape);
  await gotoHydrated(page, '/what-is-my-ip');
  const result = page.getByRole('region', { name: 'Your public IP address' });
  await expect(result.getByRole('alert')).toContainText('We could not look up your IP address. Check your connection and try again.');
  await page.unroute('**/geo_info');
  await result.getByRole('button', { name: 'Try again' }).click();
  await expect(result.getByRole('alert')).toHaveCount(0);
  await expect(result.getByText(/\d+\.\d+\.\d+\.\d+|:/).first()).toBeVisible();
});
