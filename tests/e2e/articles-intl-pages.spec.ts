import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from './support/hydration.ts';

// Issue 6 (articles-intl): the affiliate and not-found pages' accessibility, and screenshots for people to look at.
// The affiliate terms are read by tests/dist/content.test.ts, the not-found answers by tests/e2e/http.spec.ts.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('affiliate page', () => {
  for (const path of ['/affiliate', '/ar/affiliate']) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expectHydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('not-found page', () => {
  test('has no serious or critical accessibility violation, and the illustration is hidden from screen readers', async ({ page }) => {
    const response = await page.goto('/harbour-lights');
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(page.locator('svg.not-found__art')).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('screenshots', () => {
  for (const [name, path] of [
    ['affiliate-en', '/affiliate'],
    ['affiliate-ar', '/ar/affiliate'],
    ['not-found-en', '/harbour-lights'],
    ['not-found-ar', '/ar/harbour-lights'],
  ] as const) {
    for (const width of [1440, 390]) {
      test(`${name} at ${width} px`, async ({ page }) => {
        // The cookie question answered and today's promotion popups closed, so the page itself is in the picture.
        await page.addInitScript(() => {
          const today = new Date();
          const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
          localStorage.setItem('accpeted-cookies', 'rejected');
          for (const popup of ['weekend', 'workday', 'mobileDaily', 'festival']) localStorage.setItem(`${popup}LastCloseDate`, stamp);
        });
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.goto(path);
        await expectHydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        await page.screenshot({ path: `/work/shots/articles-intl/${name}-${width}.png`, fullPage: true });
        // Phone pages are long: also keep them in screen-sized parts that stay legible when viewed.
        if (width < 500) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let top = 0, part = 1; top < height; top += 1600, part += 1) {
            const clip = { x: 0, y: top, width, height: Math.min(1600, height - top) };
            await page.screenshot({ path: `/work/shots/articles-intl/${name}-${width}-part${part}.png`, fullPage: true, clip });
          }
        }
      });
    }
  }
});
