import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 6: what needs a browser — the head after client navigation (a page's own styles before any script:
// no-javascript.spec.ts).

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
