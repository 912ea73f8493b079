import { accountWithPassword } from './support/api.ts';
import { allowConsoleErrors, expect, failedResource, gotoHydrated, test } from './support/fixtures.ts';
import { seriousViolations } from './support/serious-violations.ts';

type DeviceCode = { device_code: string; user_code: string; verification_uri_complete: string; interval: number };
const HEADERS = { 'X-App-Type': '501' };

// The code typed a second time is refused by the API (409), which the browser logs as a failed resource.
test.use(allowConsoleErrors(failedResource(409)));

// Issue 19: a TV signs in with a code. What only a browser shows: the link the TV shows, opened signed out, goes
// through sign-in and back to /activate with the code kept; the customer approves; the device's poll gets its token
// once; the same code again is refused in words. Each refusal, the interval and expiry are API and page tests
// (server/sandbox/device-authorizations.test.ts, src/ui/pages/activate/activate.page.test.tsx).
test('a customer signs in a TV with its code through sign-in and back, the TV gets its token once, and the code cannot be used again', async ({ page, request }) => {
  const { email, password } = await accountWithPassword(request, 'tv');
  const asked = await request.post('/api/mms/account/v1/device_code', { headers: HEADERS, data: { device_name: 'Living room TV', platform: 'Android TV' } });
  const device = ((await asked.json()) as { value: DeviceCode }).value;

  await gotoHydrated(page, new URL(device.verification_uri_complete).pathname + new URL(device.verification_uri_complete).search);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: /not a robot/i }).click();
  await expect(page.getByRole('checkbox', { name: /not a robot/i })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/activate\?code=/);
  const main = page.getByRole('main');
  const field = main.getByRole('textbox', { name: 'Code from your device' });
  await expect(field).toHaveValue(device.user_code);
  await main.getByRole('button', { name: 'Continue' }).click();
  const question = main.getByRole('group', { name: 'Sign in this device?' });
  await expect(question).toContainText('Living room TV');
  await expect(question).toContainText('Android TV');
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Approve' }).click();
  await expect(main.getByRole('heading', { name: 'Your device is signed in' })).toBeVisible();

  const poll = () => request.post('/api/mms/account/v1/device_token', { headers: HEADERS, data: { device_code: device.device_code } });
  const signedIn = await poll();
  expect(signedIn.status()).toBe(200);
  expect(((await signedIn.json()) as { value: { user: { email: string } } }).value.user.email).toBe(email);
  const again = await poll();
  expect(((await again.json()) as { code: number }).code).toBe(40016);

  await main.getByRole('button', { name: 'Sign in another device' }).click();
  await field.fill(device.user_code);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert')).toContainText('That code was already used. Ask your device for a new one.');
  await expect(field).toHaveValue(device.user_code);
  expect(await seriousViolations(page)).toEqual([]);
});
