import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstElementText } from './support/site.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6 (articles-intl): the affiliate page's terms in English and German, the not-found page for unknown
// paths in English and Arabic, their accessibility, and screenshots for people to look at.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('affiliate page', () => {
  test('states the programme terms, how to join and the partner questions in English', async ({ request }) => {
    const response = await request.get('/affiliate');
    expect(response.status()).toBe(200);
    // Intl separates currency codes and numbers with no-break spaces; compare with ordinary spaces.
    const html = (await response.text()).replace(/[\u00a0\u202f]/g, ' ');
    expect(firstElementText(html, 'h1')).toBe('Earn commission by recommending Harbor VPN');
    for (const text of [
      '40% of every first payment',
      '25% of renewals for a year',
      'A 45-day cookie window',
      'Monthly payouts from USD 50',
      'by bank transfer or PayPal',
      'The last click wins',
      'No brand bidding',
      'We answer every application within 3 working days.',
      'href="mailto:partners@harborvpn.com"',
      '40% of the first month plus 25% of 11 renewals: 3.15 × the monthly price',
      'Is there a partner dashboard?',
    ]) {
      expect(html).toContain(text.replaceAll("'", '&#x27;'));
    }
    expect(html.match(/<details class="faq__item"/g)).toHaveLength(6);
    expect(html).toContain('site-header--transparent');
  });

  test('shows the terms in German, with German number formats', async ({ request }) => {
    const html = (await (await request.get('/de/affiliate')).text()).replace(/[\u00a0\u202f]/g, ' ');
    expect(firstElementText(html, 'h1')).toBe('Empfiehl Harbor VPN und verdiene Provisionen');
    for (const text of [
      '40 % jeder ersten Zahlung',
      '25 % auf Verlängerungen im ersten Jahr',
      '45 Tage Cookie-Laufzeit',
      'Monatliche Auszahlung ab 50 USD',
      'Der letzte Klick zählt',
      'Wir beantworten jede Bewerbung innerhalb von 3 Werktagen.',
      'das 3,15-Fache des Monatspreises',
      'Gibt es ein Partner-Dashboard?',
    ]) {
      expect(html).toContain(text);
    }
  });

  for (const path of ['/affiliate', '/ar/affiliate']) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expectHydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('not-found page', () => {
  test('an unknown English path answers 404, shows the path and the way back', async ({ request }) => {
    const response = await request.get('/harbour-lights/old-page', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(firstElementText(html, 'h1')).toBe('We can’t find that page');
    expect(html).toContain('Nothing is published at <code>/harbour-lights/old-page</code>.');
    for (const href of ['href="/"', 'href="/pricing"', 'href="/download"', 'href="/blog"', 'href="https://help.harborvpn.com/hc/en-us"']) {
      expect(html).toContain(href);
    }
  });

  test('an unknown Arabic path answers 404 in Arabic, right to left, with Arabic links', async ({ request }) => {
    const response = await request.get('/ar/harbour-lights', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(firstElementText(html, 'h1')).toBe('لم نتمكّن من العثور على هذه الصفحة');
    expect(html).toContain('لا يوجد أي محتوى منشور على العنوان <code>/ar/harbour-lights</code>.');
    expect(html).toContain('href="/ar/pricing"');
    expect(html).toContain('الخطط والأسعار');
  });

  test('the help-centre link is Russian on Russian pages', async ({ request }) => {
    const html = await (await request.get('/ru/no-such-page')).text();
    expect(html).toContain('href="https://help.harborvpn.com/hc/ru"');
  });

  test('a failed validation keeps its message and gains the way back', async ({ request }) => {
    const response = await request.get('/blog/category/no-such-category', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(firstElementText(html, 'h1')).toBe('Page Not Found: /blog/category/no-such-category');
    expect(html).toContain('Plans and pricing');
  });

  test('has no serious or critical accessibility violation, and the illustration is hidden from screen readers', async ({ page }) => {
    const response = await page.goto('/harbour-lights');
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(page.locator('svg.not-found__art')).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('screenshots', () => {
  for (const [name, path] of [
    ['affiliate-en', '/affiliate'],
    ['affiliate-ar', '/ar/affiliate'],
    ['not-found-en', '/harbour-lights'],
    ['not-found-ar', '/ar/harbour-lights'],
  ] as const) {
    for (const width of [1440, 390]) {
      test(`${name} at ${width} px`, async ({ page }) => {
        // The cookie question answered and today's promotion popups closed, so the page itself is in the picture.
        await page.addInitScript(() => {
          const today = new Date();
          const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
          localStorage.setItem('accpeted-cookies', 'rejected');
          for (const popup of ['weekend', 'workday', 'mobileDaily', 'festival']) localStorage.setItem(`${popup}LastCloseDate`, stamp);
        });
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.goto(path);
        await expectHydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        await page.screenshot({ path: `/work/shots/articles-intl/${name}-${width}.png`, fullPage: true });
        // Phone pages are long: also keep them in screen-sized parts that stay legible when viewed.
        if (width < 500) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let top = 0, part = 1; top < height; top += 1600, part += 1) {
            const clip = { x: 0, y: top, width, height: Math.min(1600, height - top) };
            await page.screenshot({ path: `/work/shots/articles-intl/${name}-${width}-part${part}.png`, fullPage: true, clip });
          }
        }
      });
    }
  }
});
