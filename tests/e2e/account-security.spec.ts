import type { APIRequestContext } from '@playwright/test';
import { mailedCode } from './support/api.ts';
import { expect, settle, test } from './support/fixtures.ts';
import { seriousViolations } from './support/serious-violations.ts';
import { signIn } from './support/sign-in.ts';

async function unverifiedCustomer(request: APIRequestContext): Promise<string> {
  const email = `security-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await request.post('/sandbox/accounts', { data: { email, password: 'Harbor#2026', verified: false } });
  return email;
}

// Issue 5 (SPEC §1 "change ... a password, verify their account"): the account page's sign-in and security card,
// through the API to a second browser and a reload. Its failures (each broken password rule, the server's refusal,
// a wrong code) are page tests: src/ui/pages/myaccount/account-security.test.tsx and the views' tests beside it.
test('a customer changes the password, then signs in with the new one in a fresh browser', async ({ settledPage: page, browser, request }) => {
  const email = await unverifiedCustomer(request);
  await signIn(page, email, 'Harbor#2026');
  await expect(page).toHaveURL(/\/myaccount$/);

  const card = page.getByRole('region', { name: 'Sign-in and security' });
  await card.getByLabel(/^Current password/).fill('Harbor#2026');
  await card.getByLabel(/^New password/).fill('Harbor#2027');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toContainText('Your password has been changed.');

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await settle(other);
    await signIn(other, email, 'Harbor#2027');
    await expect(other).toHaveURL(/\/myaccount$/);
  } finally {
    await fresh.close();
  }
});

// The card's accessibility is scanned on the way, while a code is on its way and failures show (a short code, an
// empty password change): the state with the most on screen.
test('a customer verifies the email with the mailed code, and the badge survives a reload; the card with failures showing has no serious or critical accessibility violation', async ({ settledPage: page, request }) => {
  const email = await unverifiedCustomer(request);
  await signIn(page, email, 'Harbor#2026');
  await expect(page).toHaveURL(/\/myaccount$/);

  const main = page.getByRole('main');
  const card = page.getByRole('region', { name: 'Sign-in and security' });
  await expect(main.getByText('Not verified')).toBeVisible();
  await card.getByRole('button', { name: 'Email me a code' }).click();
  await expect(card.getByRole('status')).toContainText(`We sent a code to ${email}.`);

  const code = card.getByLabel(/^Code from the email/);
  await code.fill('12');
  await card.getByRole('button', { name: 'Verify' }).click();
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Enter your current password.')).toBeVisible();
  expect(await seriousViolations(page, { within: 'main', afterNetworkIdle: false })).toEqual([]);

  await code.fill(await mailedCode(request, email, 'verify_account'));
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('status')).toHaveText(`Your email address ${email} is verified.`);
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();

  // The server agrees: after a reload the page offers no verification any more.
  await page.reload();
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(main.getByText('Not verified')).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Verify your email address' })).toHaveCount(0);
});
