import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allowConsoleErrors, expect, failedResource, gotoHydrated, test } from './support/fixtures.ts';

type QaWindow = Window & {
  harborQa: { machineLog: () => { runs: { machineId: string; events: { event: { type: string } }[] }[] }; checkBuild: () => void };
};

test('the sandbox app records its machines, and the log downloads with Alt+Shift+L', async ({ page }) => {
  const configReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/runtime-config.json') configReads.push(request.url());
  });
  await page.goto('/pricing');
  await page.waitForFunction(() => 'harborQa' in window);
  // The API adapters and the app runtime share one reading of the runtime configuration.
  expect(configReads).toHaveLength(1);
  // SPEC §4: the second legacy flag is cleared on each navigation (the runtime feeds the compatibility machine). A
  // navigation inside the app, to another app page (issue 17: a document page is a page load with its own runtime).
  await page.evaluate(() => sessionStorage.setItem('compat-legacy-navigation', '1'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'What is my IP' }).click();
  await expect(page).toHaveURL(/\/what-is-my-ip$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('compat-legacy-navigation'))).toBeNull();
  const log = await page.evaluate(() => (window as unknown as QaWindow).harborQa.machineLog());
  expect(log.runs.map((run) => run.machineId).sort()).toEqual(['buildFreshness', 'compatibility', 'pageShow']);
  const navigations = log.runs.find((run) => run.machineId === 'buildFreshness')?.events.map((e) => e.event.type);
  expect(navigations).toContain('router.navigated');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Alt+Shift+L');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^machine-log-.*\.json$/);
});

test('a newer build reloads the page at the next navigation', async ({ page }) => {
  const latest = join(import.meta.dirname, '../../dist/client/builds/latest.json');
  const original = readFileSync(latest, 'utf8');
  try {
    await gotoHydrated(page, '/pricing');
    await page.waitForFunction(() => 'harborQa' in window);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    writeFileSync(latest, JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }));
    await page.evaluate(() => (window as unknown as QaWindow).harborQa.checkBuild());
    await page.waitForTimeout(300);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/features$/);
    // While the reload is under way the page has no context to ask: count that as not yet reloaded.
    await expect
      .poll(() => page.evaluate(() => 'stillTheSamePage' in window).catch(() => true), { timeout: 10_000 })
      .toBe(false);
    await expect(page.locator('h1')).toHaveText('Everything you need to stay private online');
  } finally {
    writeFileSync(latest, original);
  }
});

test('a Japanese page fetches each of its catalogs once, in Japanese alone: the compiled catalogs carry the English fallback', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const catalogOf = new Map(Object.entries(manifest).filter(([source]) => source.startsWith('locales/')).map(([source, { file }]) => [`/${file}`, source]));
  const catalogReads: string[] = [];
  page.on('request', (request) => {
    const catalog = catalogOf.get(new URL(request.url()).pathname);
    if (catalog !== undefined) catalogReads.push(catalog);
  });
  await gotoHydrated(page, '/ja/pricing');
  await page.waitForLoadState('networkidle');
  expect(catalogReads.length).toBeGreaterThan(0);
  expect(catalogReads.filter((catalog) => !catalog.startsWith('locales/ja/'))).toEqual([]);
  expect(new Set(catalogReads).size).toBe(catalogReads.length);
});

test("route rules from the build's manifest: an old address opens its page in the app, a rule to another site loads that site", async ({ page }) => {
  const manifestReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/builds/meta/')) manifestReads.push(new URL(request.url()).search);
  });
  await page.route('https://help.harborvpn.com/**', (route) => route.fulfill({ body: '<h1>Help centre</h1>', contentType: 'text/html' }));
  // An app page (issue 17: a document page has no router to navigate with).
  await gotoHydrated(page, '/de/contact-us');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  // A client-side navigation to an address no route serves, as the back button makes one.
  const visit = (path: string) =>
    page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await visit('/de/buy');
  await expect(page).toHaveURL(/\/de\/pricing$/);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  expect(manifestReads).toEqual([expect.stringMatching(/^\?t=\d{13}$/)]);
  await visit('/support');
  await expect(page).toHaveURL('https://help.harborvpn.com/hc/en-us');
  await expect(page.locator('h1')).toHaveText('Help centre');
});

test.describe('page payloads', () => {
  // The browser reports the payload answered with 404 on its own.
  test.use(allowConsoleErrors(failedResource(404)));

  test("a second after a page starts, the payloads of the pages it links to in view are fetched, and a navigation there uses one; one that fails only warns", async ({ page }) => {
    const payloadReads: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The tool's payload says so in its title: the page shown after the navigation must be built from it. Payloads are
    // the app's: its links to document pages (Features, Blog…) are page loads (issue 17), so theirs are never fetched.
    const documentPayloads: string[] = [];
    page.on('request', (request) => {
      if (/\/(features|vpn-server|download|blog)\/_payload\.json/.test(request.url())) documentPayloads.push(request.url());
    });
    await page.route('**/what-is-my-ip/_payload.json?*', async (route) => {
      payloadReads.push(new URL(route.request().url()).search);
      const payload = (await (await route.fetch()).json()) as { title: string };
      await route.fulfill({ json: { ...payload, title: 'What is my IP, from the payload' } });
    });
    await page.route('**/pricing/_payload.json?*', (route) => route.fulfill({ status: 404 }));
    await gotoHydrated(page, '/contact-us');
    await expect.poll(() => payloadReads.length).toBe(1);
    expect(payloadReads[0]).toMatch(/^\?[\w-]+$/);
    await expect.poll(() => warnings.some((text) => text.startsWith('Could not load the payload of /pricing.'))).toBe(true);
    expect(documentPayloads).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'What is my IP' }).click();
    await expect(page).toHaveTitle('What is my IP, from the payload');
    await expect(page.locator('h1')).toHaveText('What is my IP address?');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('h1')).toHaveText('Choose your plan');
  });
});
