import { accountWithPassword, mailedCode } from './support/api.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';
import { submitSignIn } from './support/sign-in.ts';

// Issue 5: forget → code from the sandbox outbox → reset → sign in with the new password. The form's failures
// (malformed email, weak password, wrong code, refusals) are page tests: src/ui/pages/forgetpassword/password-reset.page.test.tsx.
test('a visitor resets a forgotten password with the emailed code and signs in with it', async ({ settledPage: page, request }) => {
  const { email } = await accountWithPassword(request, 'reset');

  await gotoHydrated(page, '/forgetpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/resetpassword\?email=/);

  await page.getByLabel(/^Code/).fill(await mailedCode(request, email, 'reset_password'));
  await page.getByLabel(/^New password/).fill('Harbor#2027');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await submitSignIn(page, email, 'Harbor#2027');
  await expect(page).toHaveURL(/\/myaccount$/);
});
