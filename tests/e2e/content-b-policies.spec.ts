import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, dismissalKey, type PopupName, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, languageTag, localizedPath, type Language, type PageKey } from '../../src/domain/index.ts';
import { translated } from './support/catalog.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6: the four policy documents, prerendered complete in every language, with working anchors.
const DOCUMENTS: readonly { path: string; key: PageKey; heading: string; section: string }[] = [
  { path: '/privacy-policy', key: 'policy', heading: 'Privacy policy', section: 'What we do not log' },
  { path: '/cookie-policy-2025', key: 'policy', heading: 'Cookie policy', section: 'Change your choice' },
  { path: '/terms-of-service', key: 'policy', heading: 'Terms of service', section: '30-day money-back guarantee' },
  { path: '/termsuse', key: 'termsuse', heading: 'Terms of use', section: 'Reporting abuse' },
];

const LANGUAGES: readonly Language[] = ['en', 'de', 'ar'];

/** A visitor who rejected non-essential cookies and closed today's offers, so no overlay covers the page. */
async function settledVisitor(page: Page) {
  await page.addInitScript(
    ({ consentKey, popupKeys }) => {
      const now = new Date();
      const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      localStorage.setItem(consentKey, 'rejected');
      for (const key of popupKeys) localStorage.setItem(key, today);
    },
    { consentKey: CONSENT_STORAGE_KEY, popupKeys: POPUPS.map(dismissalKey) },
  );
}

const POPUPS: readonly PopupName[] = ['weekend', 'workday', 'mobileDaily', 'festival'];

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

const effectiveDate = (language: Language) =>
  new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-11-01T00:00:00Z'));

for (const document of DOCUMENTS) {
  for (const language of LANGUAGES) {
    test(`${document.path} in ${language} is prerendered with its heading, effective date, sections and working contents links`, async ({ request }) => {
      const response = await request.get(localizedPath(language, document.path));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = decode(html);
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html);
      expect(decode(h1?.[1] ?? '')).toBe(translated(language, document.key, document.heading));
      expect(text).toContain(translated(language, document.key, 'Effective date: {date}').replace('{date}', effectiveDate(language)));
      expect(text).toContain(translated(language, document.key, document.section));

      const toc = /<nav class="legal-document__toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      const anchors = [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
      expect(anchors.length).toBeGreaterThanOrEqual(7);
      for (const anchor of anchors) expect(html, `#${anchor}`).toContain(`<section id="${anchor}"`);
    });
  }
}

test('the cookie table lists the language cookie with its lifetime from the domain', async ({ request }) => {
  const days = LANGUAGE_COOKIE_MAX_AGE_SECONDS / 86_400;
  expect(days).toBe(365);
  for (const [language, lifetime] of [['en', '365 days'], ['de', '365 Tage']] as const) {
    const html = await (await request.get(localizedPath(language, '/cookie-policy-2025'))).text();
    const row = new RegExp(`<tr data-cookie="${LANGUAGE_COOKIE}">[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
    expect(row).toContain(`>${LANGUAGE_COOKIE}<`);
    expect(row).toContain(lifetime);
  }
});

test('the terms of service link to the terms of use in the reader\'s language', async ({ request }) => {
  const html = await (await request.get('/de/terms-of-service')).text();
  expect(html).toContain('href="/de/termsuse"');
  expect(html).toContain(`>${translated('de', 'policy', 'Read the terms of use')}</a>`);
});

test('the "change your choice" panel changes the stored consent', async ({ page }) => {
  await settledVisitor(page);
  await page.goto('/cookie-policy-2025');
  await expectHydrated(page);
  const panel = page.getByRole('group', { name: 'Your cookie choice' });
  await expect(panel.getByRole('status')).toHaveText('Your current choice: you rejected non-essential cookies.');
  await panel.getByRole('button', { name: 'Accept all' }).click();
  await expect(panel.getByRole('status')).toHaveText('Your current choice: you accepted all cookies.');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('accepted');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('consent-signals'))).toBe(JSON.stringify({ ad: 'granted', personalization: 'granted' }));
  await panel.getByRole('button', { name: 'Reject non-essential' }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('rejected');
  await expect(panel.getByRole('button', { name: 'Reject non-essential' })).toHaveAttribute('aria-pressed', 'true');
});

for (const document of DOCUMENTS) {
  for (const language of ['en', 'ar'] as const) {
    test(`${document.path} in ${language} has no serious or critical accessibility violation`, async ({ page }) => {
      await settledVisitor(page);
      await page.goto(localizedPath(language, document.path));
      await expectHydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
