import { accountWithPassword } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// Issue 5: signing in with the v2 challenge, through the real widget, API and session. Its failures (wrong password,
// box not ticked, rate limit, network) are page tests: src/ui/pages/login/login.page.test.tsx.
test('signing in with the challenge ticked lands on the account', async ({ settledPage: page, request }) => {
  const { email, password } = await accountWithPassword(request, 'login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('banner').getByText('Account', { exact: true })).toBeVisible();
});
