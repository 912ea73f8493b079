import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, dismissalKey, type PopupName, localizedPath } from '../../src/domain/index.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6: the four policy documents in the browser: the consent panel and axe. Their prerendered text, contents
// links and cookie table are read by tests/dist/content.test.ts.
const DOCUMENTS: readonly { path: string }[] = [{ path: '/privacy-policy' }, { path: '/cookie-policy-2025' }, { path: '/terms-of-service' }, { path: '/termsuse' }];

/** A visitor who rejected non-essential cookies and closed today's offers, so no overlay covers the page. */
async function settledVisitor(page: Page) {
  await page.addInitScript(
    ({ consentKey, popupKeys }) => {
      const now = new Date();
      const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      localStorage.setItem(consentKey, 'rejected');
      for (const key of popupKeys) localStorage.setItem(key, today);
    },
    { consentKey: CONSENT_STORAGE_KEY, popupKeys: POPUPS.map(dismissalKey) },
  );
}

const POPUPS: readonly PopupName[] = ['weekend', 'workday', 'mobileDaily', 'festival'];

test('the "change your choice" panel changes the stored consent', async ({ page }) => {
  await settledVisitor(page);
  await page.goto('/cookie-policy-2025');
  await expectHydrated(page);
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

for (const document of DOCUMENTS) {
  for (const language of ['en', 'ar'] as const) {
    test(`${document.path} in ${language} has no serious or critical accessibility violation`, async ({ page }) => {
      await settledVisitor(page);
      await page.goto(localizedPath(language, document.path));
      await expectHydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
