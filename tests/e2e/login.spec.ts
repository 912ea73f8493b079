import { expect, test, type APIRequestContext } from '@playwright/test';
import { anonymousAccount, api } from './support/api.ts';
import { signIn } from './support/sign-in.ts';
import { expectHydrated } from './support/hydration.ts';

async function accountWithPassword(request: APIRequestContext): Promise<{ email: string; password: string; token: string }> {
  const token = await anonymousAccount(request);
  const email = `login-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Harbor#2026';
  await api(request, token, 'POST', '/api/mms/account/v1/web/set_password', { email, password });
  return { email, password, token };
}

// Issue 5: sign in with the v2 challenge; the server's message for a wrong password; a revoked token.
test('signing in with the challenge ticked lands on the account', async ({ page, request }) => {
  const { email, password } = await accountWithPassword(request);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('banner').getByText('Account', { exact: true })).toBeVisible();
});

test("a wrong password shows the server's message and keeps the email", async ({ page, request }) => {
  const { email } = await accountWithPassword(request);
  await signIn(page, email, 'Wrong#2026');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('without ticking the box, nothing is sent and the visitor is told why', async ({ page }) => {
  await page.goto('/login');
  await expectHydrated(page);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('not a robot');
});

test('a revoked token on /myaccount lands on /login', async ({ page, request, context }) => {
  const { token } = await accountWithPassword(request);
  await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);
  await request.post('/sandbox/tokens/revoke', { data: { token } });
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login$/);
});
