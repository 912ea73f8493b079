import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 6: what needs a browser — the page's own styles before any script, and the head after client navigation.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered page is styled by its own stylesheet before any script runs', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pricing');
    // .pricing (pricing.css, imported only by the lazily loaded pricing module) centres the section in a grid.
    const pricing = page.locator('section.pricing, .pricing').first();
    await expect(pricing).toHaveCSS('display', 'grid');
    await page.goto('/ar/accessibility');
    await expect(page.locator('.statement')).toHaveCSS('max-inline-size', /px$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/accessibility');
    await expect(page.locator('.statement')).toHaveCSS('padding-inline-start', '16px');
  });
});

test('client navigation keeps canonical, hreflang, share tags and JSON-LD in step, with nothing blocked by the CSP', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await gotoHydrated(page, '/de');
  await page.locator('footer a[href="/de/pricing"]').click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/pricing$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(12);
  await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute('href', /\/pt\/pricing$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/de\/pricing$/);
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']));
  expect(types).toEqual(['Product']);
  await page.locator('footer a[href="/de/accessibility"]').click();
  await expect(page).toHaveTitle('Erklärung zur Barrierefreiheit | Harbor VPN');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/accessibility$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(blocked).toEqual([]);
});
