import { allowConsoleErrors, expect, gotoHydrated, test } from '../e2e/support/fixtures.ts';

// Pictures for people to look at: the press room, the affiliate page and the not-found page, desktop and phone,
// English and Arabic (right to left), with the cookie question answered and today's popups closed.
test.use(allowConsoleErrors(/status of 404/));

for (const [name, path] of [
  ['press-room-en', '/press-room'],
  ['press-room-ar', '/ar/press-room'],
  ['affiliate-en', '/affiliate'],
  ['affiliate-ar', '/ar/affiliate'],
  ['not-found-en', '/harbour-lights'],
  ['not-found-ar', '/ar/harbour-lights'],
] as const) {
  for (const width of [1440, 390]) {
    test(`${name} at ${width} px`, async ({ settledPage: page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      // Phone pages are long: also keep them in screen-sized parts that stay legible when viewed.
      if (width < 500) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let top = 0, part = 1; top < height; top += 1600, part += 1) {
          const clip = { x: 0, y: top, width, height: Math.min(1600, height - top) };
          await page.screenshot({ path: `test-results/screenshots/${name}-${width}-part${part}.png`, fullPage: true, clip });
        }
      }
    });
  }
}
