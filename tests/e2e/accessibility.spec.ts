import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { anonymousAccount } from './support/api.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 5: no serious or critical axe violation on the money paths, in English, Arabic and German.
for (const path of ['/pricing', '/pricing/checkout/1y', '/paystatus', '/paysuc', '/login', '/ar/pricing', '/de/login']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('/myaccount, signed in, has no serious or critical accessibility violation', async ({ page, context, request }) => {
  const token = await anonymousAccount(request);
  await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);
  await page.goto('/myaccount');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Devices' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
