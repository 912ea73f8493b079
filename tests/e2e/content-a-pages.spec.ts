import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6, content-a: home, features, what-is-vpn, aboutus and the trial additions — the live plan switcher, the
// seasonal pieces under a simulated clock (accessibility: accessibility.spec.ts). The prerendered copy is read by tests/dist/content.test.ts.

async function hydrated(page: Page) {
  await expectHydrated(page);
}

test.describe('the home pricing teaser', () => {
  test('switches plans with live prices in US dollars and links the chosen plan to checkout', async ({ page }) => {
    await page.goto('/');
    const switcher = page.getByRole('group', { name: 'Plan length' });
    await expect(switcher.getByRole('radio')).toHaveCount(3);
    const teaser = page.locator('.home-teaser__card');
    await expect(switcher.getByRole('radio', { name: '2 years' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Get Harbor VPN' }).last()).toBeVisible();
    await expect(teaser.getByRole('link', { name: 'Get Harbor VPN' })).toHaveAttribute('href', '/pricing/checkout/2y');
    const twoYears = await teaser.locator('.home-teaser__per-month').innerText();
    expect(twoYears).toMatch(/^\$\d+\.\d\d/);
    await switcher.getByText('1 month').click();
    await expect(teaser.getByRole('link', { name: 'Get Harbor VPN' })).toHaveAttribute('href', '/pricing/checkout/1m');
    await expect(teaser.locator('.home-teaser__per-month')).toContainText('$12.99');
    expect(await teaser.innerText()).not.toMatch(/£|A\$|CA\$/);
  });

  test('shows pounds to a visitor from the United Kingdom, in German', async ({ page, context }) => {
    await context.addCookies([{ name: 'sandbox_country', value: 'GB', url: test.info().project.use.baseURL ?? '' }]);
    await page.goto('/de');
    const switcher = page.getByRole('group', { name: 'Laufzeit' });
    await expect(switcher.getByRole('radio')).toHaveCount(3);
    await switcher.getByText('1 Jahr').click();
    await expect(page.locator('.home-teaser__per-month')).toContainText('£');
    await expect(page.locator('.home-teaser__card').getByRole('link', { name: 'Harbor VPN holen' })).toHaveAttribute('href', '/de/pricing/checkout/1y');
  });

  test('keeps its room while prices load, so the sections below do not move', async ({ page }) => {
    // Holds the plans answer back, to measure the page with the placeholder the prerendered HTML shows.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/providers/plans*', async (route) => {
      await released;
      await route.continue();
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: "Loading today's prices" })).toBeVisible();
    const before = await page.locator('#home-tools-title').boundingBox();
    release();
    await expect(page.getByRole('group', { name: 'Plan length' }).getByRole('radio')).toHaveCount(3);
    const after = await page.locator('#home-tools-title').boundingBox();
    expect(after?.y).toBe(before?.y);
  });
});

test.describe('the seasonal home promotions', () => {
  for (const [piece, inside, text] of [
    ['easter-2024', '2024-03-31T10:00:00Z', 'Easter offer'],
    ['back-to-school-2024', '2024-09-01T10:00:00Z', 'Back to school'],
    ['anniversary-2024', '2024-10-15T10:00:00Z', 'Harbor VPN turns two this October'],
  ] as const) {
    test(`shows ${piece} inside its window without moving the hero`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(inside));
      await page.goto('/');
      await hydrated(page);
      const banner = page.getByRole('complementary', { name: 'Seasonal offer' });
      await expect(banner).toHaveAttribute('data-piece', piece);
      await expect(banner).toContainText(text);
      const withBanner = await page.locator('h1').boundingBox();
      await page.clock.setFixedTime(new Date('2024-06-01T10:00:00Z'));
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('complementary', { name: 'Seasonal offer' })).toHaveCount(0);
      expect((await page.locator('h1').boundingBox())?.y).toBe(withBanner?.y);
    });
  }

  // The windows' boundaries to the second are domain rules (src/domain/promotion/seasonal-pieces.test.ts); each test
  // above also reloads outside every window and finds no piece.
  test('shows the Arabic anniversary piece in Arabic', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-10-01T00:00:00Z'));
    await page.goto('/ar');
    await hydrated(page);
    await expect(page.getByRole('complementary', { name: 'عرض موسمي' })).toContainText('يُكمل Harbor VPN عامه الثاني');
  });
});
