import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6, content-c: the download page's platform suggestion for the visitor's user agent. The prerendered download,
// server and social-media pages are read by tests/dist/content.test.ts, their accessibility by accessibility.spec.ts.

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function platformsTop(page: Page): Promise<number> {
  return (await page.locator('#platforms').boundingBox())?.y ?? Number.NaN;
}

test.describe('with a Windows user agent', () => {
  test.use({ userAgent: WINDOWS });

  test('suggests the Windows app first, in the box the general line takes, so nothing below it moves', async ({ page, browser }) => {
    // A Linux browser gets no suggestion: the slot keeps the prerendered general line.
    const linux = await browser.newContext({ userAgent: LINUX });
    const general = await linux.newPage();
    await general.goto('/download');
    await expectHydrated(general);
    await expect(general.locator('[data-suggested="none"]')).toBeVisible();
    const reservedTop = await platformsTop(general);
    await linux.close();

    await page.goto('/download');
    await expectHydrated(page);
    await expect(page.getByText("We think you're on Windows.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Harbor VPN for Windows' })).toHaveAttribute('href', '/download/windows');
    expect(await platformsTop(page)).toBe(reservedTop);
  });
});

test.describe('with an iPhone user agent', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('suggests the iPhone and iPad app first, in German, without moving the platform list', async ({ page, browser }) => {
    const linux = await browser.newContext({ userAgent: LINUX, viewport: { width: 390, height: 844 } });
    const general = await linux.newPage();
    await general.goto('/de/download');
    await expectHydrated(general);
    const reservedTop = await platformsTop(general);
    await linux.close();

    await page.goto('/de/download');
    await expectHydrated(page);
    await expect(page.getByText('Du nutzt anscheinend iOS.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbor VPN für iPhone und iPad holen' })).toHaveAttribute('href', '/de/download/ios');
    expect(await platformsTop(page)).toBe(reservedTop);
  });
});
