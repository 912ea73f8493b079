import type { Page, Route } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/domain/index.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 17: a document page's islands answer a press before they are hydrated — it is held and replayed once the island
// is live — and after (the holding itself, a failed hydration included: src/infrastructure/browser/held-presses.test.ts). The island roots' code (src/islands.tsx) is held back here, so the press certainly comes first.
async function holdIslandRoots(page: Page, chunk = /\/assets\/islands-[^/]*\.js$/): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the language switcher remembers a language chosen before it is hydrated, and keeps the query', async ({ settledPage: page, context }) => {
  const release = await holdIslandRoots(page);
  await gotoHydrated(page, '/features?ref=mail');
  const switcher = page.getByRole('banner').locator('[data-island="language-switcher"]');
  // Opened as a <details> opens without a script; the choice is then pressed before the island can handle it.
  await switcher.locator('details').evaluate((details) => Object.assign(details, { open: true }));
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(switcher).not.toHaveAttribute('data-island-hydrated', 'true');
  expect(page.url()).toMatch(/\/features\?ref=mail$/);
  release();
  // Replayed once live: the choice is remembered (the language cookie) and the page loads in German, query kept.
  await expect(page).toHaveURL(/\/de\/features\?ref=mail$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');
});

// Held earlier still: the document runtime itself has not run when the choice is made (boot.ts holds the press).
test('the cookie banner takes a choice made before any island is armed, and the next page does not ask again', async ({ page }) => {
  const release = await holdIslandRoots(page, /\/assets\/document-runtime-[^/]*\.js$/);
  await page.goto('/what-is-vpn', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookie choices' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('accepted');
  await page.goto('/features');
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden();
});


test('an island hydrated before the first press answers it: blog search, live once the browser is idle, runs in the page', async ({ settledPage: page }) => {
  await gotoHydrated(page, '/blog/search');
  // A press on a live island goes through the same holding once; its replay must not be lost inside the held event.
  await expect(page.locator('[data-island="blog-search"]')).toHaveAttribute('data-island-hydrated', 'true');
  await page.getByRole('searchbox').fill('wifi');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/blog\/search\?q=wifi$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(/article/);
});
