import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/serious-violations.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6: the press room's content is in the prerendered HTML, translated, and its media kit downloads.
const LOGOS = ['/press/harbor-vpn-logo.svg', '/press/harbor-vpn-logo-white.svg', '/press/harbor-vpn-icon.svg'];

test('the English press room is prerendered with releases, facts, media kit, contact and FAQ', async ({ request }) => {
  const response = await request.get('/press-room');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    'Independent audit confirms Harbor VPN keeps no activity or connection logs',
    'WireGuard becomes the default protocol in every Harbor VPN app',
    'Harbor VPN at a glance',
    'Harbor Privacy AG, Zug, Switzerland',
    '3,000+ servers in 65 countries',
    'October 2022',
    'mailto:press@harborvpn.com',
    'We reply within one working day.',
    '#0B5CFF',
    'Questions from journalists',
  ]) {
    expect(html, text).toContain(text);
  }
  for (const logo of LOGOS) expect(html).toContain(`href="${logo}"`);
  // Release dates through Intl: the launch reads as a calendar day in English.
  expect(html).toContain('October 11, 2022');
});

test('the German press room is translated, with dates and numbers in German', async ({ request }) => {
  const html = await (await request.get('/de/press-room')).text();
  expect(html).toContain('Harbor VPN auf einen Blick');
  expect(html).toContain('Pressemitteilungen');
  expect(html).toContain('SVG herunterladen');
  expect(html).toContain('3.000+ Server in 65 Ländern');
  expect(html).toContain('11. Oktober 2022');
  expect(html).not.toContain('Harbor VPN at a glance');
});

test('blog covers in a public/ subfolder are served as SVG', async ({ request }) => {
  const response = await request.get('/blog/covers/public-wifi-risks.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});

for (const logo of LOGOS) {
  test(`the media kit file ${logo} downloads as SVG`, async ({ request }) => {
    const response = await request.get(logo);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
}

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
