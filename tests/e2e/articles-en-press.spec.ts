import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/serious-violations.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6: the press room in the browser (axe, screenshots). Its prerendered content is read by tests/dist/content.test.ts,
// the media kit's content types by tests/e2e/http.spec.ts.

for (const path of ['/press-room', '/ar/press-room']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectHydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Screenshots for people to look at: desktop and phone in English, and Arabic (right to left).
for (const [name, path, width] of [
  ['en-1440', '/press-room', 1440],
  ['en-390', '/press-room', 390],
  ['ar-1440', '/ar/press-room', 1440],
] as const) {
  test(`press room screenshot ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Answer the cookie question first, so the banner does not cover the page in the picture.
    await page.getByRole('button', { name: /non-essential|غير الضرورية/ }).click();
    // A promotion may open once the cookie question is answered (it depends on the day); close it for the picture.
    const promotion = page.getByRole('dialog');
    if (await promotion.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
      await page.keyboard.press('Escape');
      await expect(promotion).toBeHidden();
    }
    await page.screenshot({ path: `test-results/screenshots/press-room-${name}.png`, fullPage: true });
  });
}
