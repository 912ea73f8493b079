import { test } from '@playwright/test';
import { expectHydrated } from '../e2e/support/hydration.ts';

// Screenshots for people to look at (issue 2 acceptance): home in English and Arabic, desktop and phone.
for (const [name, path] of [
  ['en', '/'],
  ['ar', '/ar'],
] as const) {
  for (const width of [1440, 390]) {
    test(`home in ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(path);
      await expectHydrated(page);
      await page.screenshot({ path: `test-results/screenshots/home-${name}-${width}.png`, fullPage: true });
    });
  }
}
