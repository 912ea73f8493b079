import { anonymousAccount, api } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// Issue 5: signing in with the v2 challenge, through the real widget, API and session. Its failures (wrong password,
// box not ticked, rate limit, network) are page tests: src/ui/pages/login/login.page.test.tsx.
test('signing in with the challenge ticked lands on the account', async ({ settledPage: page, request }) => {
  const token = await anonymousAccount(request);
  const email = `login-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await api(request, token, 'POST', '/api/mms/account/v1/web/set_password', { email, password: 'Harbor#2026' });
  await signIn(page, email, 'Harbor#2026');
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('banner').getByText('Account', { exact: true })).toBeVisible();
});
