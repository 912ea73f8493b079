import { expect, type Page } from '@playwright/test';

/**
 * Waits for the app to take over the prerendered page (RootLayout marks `<html data-hydrated>`).
 * The app starts only after the page's load event (src/boot.ts), and on a loaded two-core CI machine three
 * browsers starting apps at once can take well over the default assertion timeout; speed is the benchmark's
 * business (npm run bench), so this waits long rather than failing on a slow machine.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}
