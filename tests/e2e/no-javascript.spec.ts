import { englishArticles } from '../support/blog.ts';
import { allowConsoleErrors, expect, failedResource, test } from './support/fixtures.ts';

// Issue 17: a document page is finished HTML. With JavaScript off, each document template reads completely — its
// heading, its main text, no question it cannot answer — and its links are plain links that work.
// The not-found template answers 404, which Chromium logs.
test.use({ javaScriptEnabled: false, ...allowConsoleErrors(failedResource(404)) });

const TEMPLATES = [
  '/',
  '/features',
  '/what-is-vpn',
  '/blog',
  `/blog/${englishArticles[0] ?? ''}`,
  '/blog/search?q=wifi',
  '/download',
  '/vpn-server',
  '/privacy-policy',
  '/cookie-policy-2025',
  '/aboutus',
  '/no-such-page',
];

test('every document template reads completely without JavaScript', async ({ page }) => {
  for (const path of TEMPLATES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect((await page.getByRole('main').innerText()).length, `${path}: the main text`).toBeGreaterThan(200);
    // The cookie question needs a script to matter: without one it is not asked.
    await expect(page.locator('.consent-banner'), path).toBeHidden();
  }
});

test('without JavaScript, links, the language switcher and the blog search work, and a page is styled by its own stylesheets', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download Harbor VPN');
  // The language switcher is a <details> menu of plain links.
  await page.getByLabel('Language: English').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/download$/);
  // Blog search is a form the server answers.
  await page.goto('/blog/search');
  await page.getByRole('searchbox').fill('wifi');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/blog\/search\?q=wifi$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(/article/);

  // Issue 6: a prerendered page carries its own stylesheets, so it is laid out before (here: without) any script.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  // .pricing (pricing.css, imported only by the lazily loaded pricing module) centres the section in a grid.
  await expect(page.locator('section.pricing, .pricing').first()).toHaveCSS('display', 'grid');
  await page.goto('/ar/accessibility');
  await expect(page.locator('.statement')).toHaveCSS('max-inline-size', /px$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/accessibility');
  await expect(page.locator('.statement')).toHaveCSS('padding-inline-start', '16px');
});


// Long words in some languages ("конфиденциальный" in a hero heading, "Местоположение" in an article's table, the
// French search button beside its field) once made these pages wider than a phone. Layout is the stylesheets' alone,
// so the documents are measured without their scripts.
test('on a 390 px phone, pages with the longest words are no wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/ru', '/ru/features', '/fr/blog/search?q=wifi', '/ru/blog/vpn-setup-for-beginners']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
