import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/sign-in.ts';

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { code: string; purpose: string }[] };
  const code = outbox.messages.find((message) => message.purpose === 'verify_account')?.code;
  if (code === undefined) throw new Error('No verification code in the outbox.');
  return code;
}

// Issue 5 (SPEC §1 "change ... a password, verify their account"): the account page's sign-in and security card.
test('a customer changes the password, naming each broken rule and the server refusal, then signs in with the new one', async ({ page, browser, request }) => {
  const email = `security-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await request.post('/sandbox/accounts', { data: { email, password: 'Harbor#2026', verified: false } });
  await signIn(page, email, 'Harbor#2026');
  await expect(page).toHaveURL(/\/myaccount$/);

  const card = page.getByRole('region', { name: 'Sign-in and security' });
  const current = card.getByLabel(/^Current password/);
  const fresh = card.getByLabel(/^New password/);
  const change = card.getByRole('button', { name: 'Change password' });

  await current.fill('Harbor#2026');
  await fresh.fill('harbor2027');
  await change.click();
  await expect(card.getByText('Add an uppercase letter.')).toBeVisible();
  await expect(card.getByText('Add a symbol, such as ! # or %.')).toBeVisible();
  await expect(card.getByText('Use at least 8 characters.')).toHaveCount(0);

  await current.fill('Wrong#2026');
  await fresh.fill('Harbor#2027');
  await change.click();
  await expect(card.getByRole('alert')).toHaveText('The current password is incorrect.');
  await expect(fresh).toHaveValue('Harbor#2027');

  await current.fill('Harbor#2026');
  await change.click();
  await expect(card.getByRole('status')).toContainText('Your password has been changed.');

  // A fresh browser: the old password no longer works, the new one does.
  const other = await browser.newPage();
  await signIn(other, email, 'Harbor#2026');
  await expect(other.getByRole('main').getByRole('alert')).toHaveText('The email or password is incorrect.');
  await other.getByLabel(/^Password/).fill('Harbor#2027');
  await other.getByRole('checkbox', { name: /not a robot/i }).click();
  // The tick fetches its token first; submitting before it arrives is refused, as for a visitor.
  await expect(other.getByRole('checkbox', { name: /not a robot/i })).toHaveAttribute('aria-checked', 'true');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/myaccount$/);
  await other.close();
});

test('a customer verifies the account with the emailed code after a wrong one, and the badge says so', async ({ page, request }) => {
  const email = `verify-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await request.post('/sandbox/accounts', { data: { email, password: 'Harbor#2026', verified: false } });
  await signIn(page, email, 'Harbor#2026');
  await expect(page).toHaveURL(/\/myaccount$/);

  const main = page.getByRole('main');
  const card = page.getByRole('region', { name: 'Sign-in and security' });
  await expect(main.getByText('Not verified')).toBeVisible();
  await card.getByRole('button', { name: 'Email me a code' }).click();
  await expect(card.getByRole('status')).toContainText(`We sent a code to ${email}. It works for 15 minutes.`);
  await expect(card.getByRole('button', { name: 'Send a new code' })).toBeDisabled();

  const code = await latestCode(request, email);
  const field = card.getByLabel(/^Code from the email/);
  await field.fill(code === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('alert')).toHaveText('That code is wrong or has expired. Check the latest email from us, or send a new code.');
  await expect(field).toHaveValue('');

  await field.fill(code);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('status')).toHaveText(`Your email address ${email} is verified.`);
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(main.getByText('Not verified')).toHaveCount(0);

  // The server agrees: after a reload the page offers no verification any more.
  await page.reload();
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Verify your email address' })).toHaveCount(0);
});

test('the sign-in and security card, with a code on its way and failures showing, has no serious or critical accessibility violation', async ({ page, request }) => {
  const email = `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await request.post('/sandbox/accounts', { data: { email, password: 'Harbor#2026', verified: false } });
  await signIn(page, email, 'Harbor#2026');
  const card = page.getByRole('region', { name: 'Sign-in and security' });
  await card.getByRole('button', { name: 'Email me a code' }).click();
  await card.getByLabel(/^Code from the email/).fill('12');
  await card.getByRole('button', { name: 'Verify' }).click();
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Enter your current password.')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
