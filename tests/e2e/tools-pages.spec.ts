import type { BrowserContext, Page } from '@playwright/test';
import { catalogMessages } from '../support/site.ts';
import { expect, gotoHydrated, settle, test } from './support/fixtures.ts';
import { seriousViolations } from './support/serious-violations.ts';

// Issue 6 free tools: what-is-my-ip and webrtc-leak-test against the built site, the sandbox geo call and
// the embedded server's loopback STUN server.

const baseURL = () => test.info().project.use.baseURL ?? '';

async function visitor(context: BrowserContext, page: Page, { ip, country }: { ip?: string; country?: string }) {
  // The cookie question is answered and today's promotion popups were closed, so nothing covers the tools.
  await settle(page);
  await page.setExtraHTTPHeaders(ip === undefined ? {} : { 'X-Sandbox-IP': ip });
  if (country !== undefined) await context.addCookies([{ name: 'sandbox_country', value: country, url: baseURL() }]);
}


/** Holds the geo call until released, so a test can look at the page before the visitor's IP arrives. */
async function holdGeoCall(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/geo_info', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where an element's top edge is on the page. */
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

async function expectNoSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const panel = (page: Page) => page.getByRole('region', { name: /connection at a glance/i });

test('shows an IPv6 visitor with its country, copies it, asks again on refresh, with no serious accessibility violation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visitor(context, page, { ip: '2001:db8:85a3:1234:5678:8a2e:370:7334', country: 'DE' });
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdGeoCall(page);
  await gotoHydrated(page, '/what-is-my-ip');
  const result = page.getByRole('region', { name: 'Your public IP address' });
  await expect(result.getByText('Looking up your IP address…')).toBeVisible();
  const panelTop = await topOf(page, '.connection-check');
  release();
  await expect(result.getByText('2001:db8:85a3:1234:5678:8a2e:370:7334')).toBeVisible();
  // The address arrived into its reserved area: what follows did not move.
  expect(await topOf(page, '.connection-check')).toBe(panelTop);
  await expect(result.getByText('IPv6', { exact: true })).toBeVisible();
  await expect(result.getByText('Approximate location: Germany')).toBeVisible();
  // The long address wraps inside the card: nothing scrolls sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await result.getByRole('button', { name: 'Copy IP address' }).click();
  await expect(result.getByRole('status')).toHaveText('IP address copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2001:db8:85a3:1234:5678:8a2e:370:7334');

  await page.setExtraHTTPHeaders({ 'X-Sandbox-IP': '203.0.113.7' });
  await result.getByRole('button', { name: 'Refresh' }).click();
  await expect(result.getByText('203.0.113.7')).toBeVisible();
  await expect(result.getByText('IPv4', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Run again with your VPN on' })).toBeEnabled({ timeout: 15_000 });
  await expectNoSeriousViolation(page);
});

test('the WebRTC test lists the loopback STUN server’s answer and finds no leak when the site sees the same address; no serious accessibility violation', async ({ page, context }) => {
  await visitor(context, page, { ip: '127.0.0.1' });
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdGeoCall(page);
  await gotoHydrated(page, '/webrtc-leak-test');
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result.getByText('Testing your browser…')).toBeVisible();
  const panelTop = await topOf(page, '.connection-check');
  release();
  await expect(result.getByText('No WebRTC leak')).toBeVisible({ timeout: 15_000 });
  // The verdict and the address table filled the reserved area: what follows did not move.
  expect(await topOf(page, '.connection-check')).toBe(panelTop);
  const table = result.getByRole('table', { name: 'Every address WebRTC found' });
  await expect(table.getByRole('row').filter({ hasText: 'Public, as a STUN server saw it' }).filter({ hasText: '127.0.0.1' })).toHaveCount(1);
  // Chrome hides host addresses behind mDNS names.
  await expect(table.getByRole('row').filter({ hasText: 'Local (this device)' }).first()).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Run again with your VPN on' })).toBeEnabled({ timeout: 15_000 });
  await expectNoSeriousViolation(page);
});

test('the connection check keeps the first run as “before” and compares a run with the VPN on', async ({ page, context }) => {
  await visitor(context, page, { ip: '198.51.100.20', country: 'DE' });
  await gotoHydrated(page, '/what-is-my-ip');
  const check = panel(page);
  await expect(check.getByRole('cell', { name: 'WebRTC leak found' })).toBeVisible({ timeout: 15_000 });
  await expect(check.getByRole('cell', { name: 'Germany' })).toBeVisible();

  // "The VPN is on": the site now sees the address the STUN server sees, from Switzerland.
  await page.setExtraHTTPHeaders({ 'X-Sandbox-IP': '127.0.0.1' });
  await context.addCookies([{ name: 'sandbox_country', value: 'CH', url: baseURL() }]);
  await check.getByRole('button', { name: 'Run again with your VPN on' }).click();
  await expect(check.getByRole('columnheader', { name: 'Before' })).toBeVisible();
  await expect(check.getByRole('columnheader', { name: 'After' })).toBeVisible();
  await expect(check.getByText('Your IP address changed: websites now see the VPN’s address.')).toBeVisible({ timeout: 15_000 });
  await expect(check.getByText('Your country changed from Germany to Switzerland.')).toBeVisible();
  await expect(check.getByText('The WebRTC leak is gone.')).toBeVisible();
  await expect(check.getByRole('row', { name: /^IP address/ })).toContainText('198.51.100.20');
});

// Both tools in one visit: the second page load reuses the browser context the first one paid for.
test('/ar/what-is-my-ip and /ar/webrtc-leak-test render right to left in Arabic with their results, with no serious accessibility violation', async ({ page, context }) => {
  await visitor(context, page, { ip: '127.0.0.1', country: 'SA' });
  for (const tool of ['what-is-my-ip', 'webrtc-leak-test'] as const) {
    await gotoHydrated(page, `/ar/${tool}`);
    const messages = catalogMessages('ar', tool);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(messages.has(heading) && /\p{Script=Arabic}/u.test(heading), tool).toBe(true);
    // Wait for the visitor-specific parts (the tool's result and the panel's first run), so axe sees what the visitor sees.
    const toolButton = tool === 'what-is-my-ip' ? 'نسخ عنوان IP' : 'اختبر مرة أخرى';
    await expect(page.getByRole('button', { name: toolButton })).toBeEnabled({ timeout: 15_000 });
    const runAgain = 'أعد الفحص مع تشغيل VPN';
    await expect(page.getByRole('button', { name: runAgain })).toBeEnabled({ timeout: 15_000 });
    const noLeak = 'لا يوجد تسرّب WebRTC';
    expect(messages.has(noLeak)).toBe(true);
    await expect(page.getByText(noLeak, { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolation(page);
  }
});
