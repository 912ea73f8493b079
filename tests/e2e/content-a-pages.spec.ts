import { expect, test } from './support/fixtures.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6, content-a: home, features, what-is-vpn, aboutus and the trial additions — the live plan switcher, the
// seasonal pieces under a simulated clock (accessibility: accessibility.spec.ts). The prerendered copy is read by tests/dist/content.test.ts;
// the switcher in another language and currency is an integration test (tests/integration/pricing-page.test.tsx).


// The home page's plan switcher, in one visit: its room kept while prices load, then live prices and the checkout link.
test('the home pricing teaser keeps its room while prices load, then switches plans with live prices in US dollars and links the chosen plan to checkout', async ({ page }) => {
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
  await expectHydrated(page);
  // The switcher is an island hydrated when it comes into view (issue 17), as a visitor scrolls to it.
  await page.locator('.home-teaser').scrollIntoViewIfNeeded();
  await expect(page.getByRole('status').filter({ hasText: "Loading today's prices" })).toBeVisible();
  const before = await page.locator('#home-tools-title').boundingBox();
  release();
  const switcher = page.getByRole('group', { name: 'Plan length' });
  await expect(switcher.getByRole('radio')).toHaveCount(3);
  const after = await page.locator('#home-tools-title').boundingBox();
  expect(after?.y).toBe(before?.y);

  const teaser = page.locator('.home-teaser__card');
  await expect(switcher.getByRole('radio', { name: '2 years' })).toBeChecked();
  await expect(teaser.getByRole('link', { name: 'Get Harbor VPN' })).toHaveAttribute('href', '/pricing/checkout/2y');
  const twoYears = await teaser.locator('.home-teaser__per-month').innerText();
  expect(twoYears).toMatch(/^\$\d+\.\d\d/);
  await switcher.getByText('1 month').click();
  await expect(teaser.getByRole('link', { name: 'Get Harbor VPN' })).toHaveAttribute('href', '/pricing/checkout/1m');
  await expect(teaser.locator('.home-teaser__per-month')).toContainText('$12.99');
  expect(await teaser.innerText()).not.toMatch(/£|A\$|CA\$/);
});

// Which piece each date shows is a domain rule, to the second (src/domain/promotion/seasonal-pieces.test.ts); each piece's
// words in every language are a component test (src/ui/pages/home/seasonal-banner.view.test.tsx). The browser shows
// what only it can: the visitor's own clock picks the piece after hydration, and the banner moves nothing on the page.
test('the seasonal piece of the visitor\'s date shows over the hero without moving it, and none outside every window', async ({ page }) => {
  // The longest of the three texts: the one most likely to push the hero down if the banner took room.
  await page.clock.setFixedTime(new Date('2024-09-01T10:00:00Z'));
  await page.goto('/');
  await expectHydrated(page);
  const banner = page.getByRole('complementary', { name: 'Seasonal offer' });
  await expect(banner).toHaveAttribute('data-piece', 'back-to-school-2024');
  await expect(banner).toContainText('Back to school');
  const withBanner = await page.locator('h1').boundingBox();
  await page.clock.setFixedTime(new Date('2024-06-01T10:00:00Z'));
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByRole('complementary', { name: 'Seasonal offer' })).toHaveCount(0);
  expect((await page.locator('h1').boundingBox())?.y).toBe(withBanner?.y);
});
