import { CONSENT_STORAGE_KEY } from '../../src/domain/index.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 6: the cookie policy's consent panel in the browser. The policy documents' prerendered text, contents links and
// cookie table are read by tests/dist/content.test.ts, their accessibility by accessibility.spec.ts.
test('the "change your choice" panel changes the stored consent', async ({ settledPage: page }) => {
  await gotoHydrated(page, '/cookie-policy-2025');
  const panel = page.getByRole('group', { name: 'Your cookie choice' });
  await expect(panel.getByRole('status')).toHaveText('Your current choice: you rejected non-essential cookies.');
  await panel.getByRole('button', { name: 'Accept all' }).click();
  await expect(panel.getByRole('status')).toHaveText('Your current choice: you accepted all cookies.');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('accepted');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('consent-signals'))).toBe(JSON.stringify({ ad: 'granted', personalization: 'granted' }));
  await panel.getByRole('button', { name: 'Reject non-essential' }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('rejected');
  await expect(panel.getByRole('button', { name: 'Reject non-essential' })).toHaveAttribute('aria-pressed', 'true');
});
