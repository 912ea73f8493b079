import { expect, test } from '@playwright/test';
import { anonymousAccount, api } from './support/api.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 5: forget → code from the sandbox outbox → reset → sign in with the new password.
test('a visitor resets a forgotten password with the emailed code and signs in with it', async ({ page, request }) => {
  const token = await anonymousAccount(request);
  const email = `reset-${Date.now()}@example.com`;
  await api(request, token, 'POST', '/api/mms/account/v1/web/set_password', { email, password: 'Harbor#2026' });

  await page.goto('/forgetpassword');
  await expectHydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/resetpassword\?email=/);

  const outbox = (await (await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { code: string; purpose: string }[] };
  const code = outbox.messages.find((message) => message.purpose === 'reset_password')?.code ?? '';
  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel(/^New password/).fill('weak');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Add an uppercase letter.')).toBeVisible();
  await expect(page.getByText('Add a symbol, such as ! # or %.')).toBeVisible();

  await page.getByLabel(/^New password/).fill('Harbor#2027');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Harbor#2027');
  await page.getByRole('checkbox', { name: /not a robot/i }).click();
  // The tick fetches its token first; submitting before it arrives is refused, as for a visitor.
  await expect(page.getByRole('checkbox', { name: /not a robot/i })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
});
