import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/index.ts';
import { accountWithPassword } from './support/api.ts';
import { renderedPattern, tagText, translated } from '../support/catalog.ts';
import { expectHydrated } from './support/hydration.ts';
import { expect, test } from './support/fixtures.ts';

// Issue acceptance: the money path and the account work in a right-to-left and a long-word language.
// Every expected text comes from the language's catalogue, so a page that fell back to English fails.
const LANGUAGES: readonly { language: Language; dir: 'rtl' | 'ltr' }[] = [
  { language: 'ar', dir: 'rtl' },
  { language: 'de', dir: 'ltr' },
];

async function expectDocumentLanguage(page: Page, language: Language, dir: 'rtl' | 'ltr') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expectHydrated(page);
}

async function rejectCookies(page: Page, language: Language) {
  await page.getByRole('button', { name: translated(language, 'header', 'Reject non-essential') }).click();
}

for (const { language, dir } of LANGUAGES) {
  const t = (key: Parameters<typeof translated>[1], source: string) => translated(language, key, source);

  test.describe(`in ${language}`, () => {
    test('pricing → checkout → pay → /paysuc → /myaccount', async ({ page }) => {
      await page.goto(`/${language}/pricing`);
      await expectDocumentLanguage(page, language, dir);
      await rejectCookies(page, language);
      const plans = page.getByRole('group', { name: t('pricing', 'Choose a plan') });
      await expect(plans.getByRole('radio')).toHaveCount(3);
      // The plans are listed shortest first: the second is the yearly plan.
      await plans.getByRole('radio').nth(1).check();
      await page.getByRole('link', { name: t('pricing', 'Continue to checkout') }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/pricing/checkout/1y$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkout', 'Complete your order'));
      await expect(page.getByRole('group', { name: t('checkout', 'How would you like to pay?') })).toBeVisible();
      await page.getByRole('radio', { name: t('header', 'Credit or debit card'), exact: true }).check();
      await page.getByRole('button', { name: renderedPattern(t('checkout', 'Pay {0} securely'), { whole: true }) }).click();

      // The sandbox's hosted page is the provider's, in English on purpose: it is not part of the site.
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/paysuc\\?.*order_id=`));
      await expectDocumentLanguage(page, language, dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('paysuc', 'Welcome to Harbor VPN'));
      const accountLink = tagText(t('paysuc', 'Your subscription, devices and receipts are in <0>your account</0>.'), 0);
      await page.getByRole('main').getByRole('link', { name: accountLink }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/myaccount$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: t('myaccount', 'Subscriptions') })).toBeVisible();
      const subscription = main.getByRole('listitem').filter({ hasText: renderedPattern(t('myaccount', 'active until {0}')) });
      await expect(subscription).toHaveCount(1);
      await expect(subscription).toContainText(t('header', 'Credit or debit card'));
    });

    // Right to left, the account is the purchase journey's last page. Landing in the form's language after signing in
    // is a page test (src/ui/pages/login/login.page.test.tsx); the form's words in every language are in its
    // prerendered page (tests/dist). One language walks the real sign-in to its account.
    if (language === 'de') test('signing in lands on /myaccount', async ({ page, request }) => {
      const { email, password } = await accountWithPassword(request, 'i18n');
      await page.goto(`/${language}/login`);
      await expectDocumentLanguage(page, language, dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login', 'Sign in to your account'));
      await rejectCookies(page, language);
      const main = page.getByRole('main');
      await main.getByLabel(t('header', 'Email')).fill(email);
      await main.getByRole('textbox', { name: t('login', 'Password'), exact: true }).fill(password);
      // The challenge widget is the sandbox's stand-in for reCAPTCHA, in English like the real one without hl.
      // It ticks once its token has arrived, as a visitor sees; signing in before that is rightly refused.
      const challenge = main.getByRole('checkbox', { name: /not a robot/i });
      await challenge.click();
      await expect(challenge).toBeChecked();
      await main.getByRole('button', { name: t('login', 'Sign in') }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/myaccount$`));
      await expectDocumentLanguage(page, language, dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('myaccount', 'My account'));
      await expect(page.getByRole('banner').getByText(t('header', 'Account'), { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { name: t('myaccount', 'Profile') })).toBeVisible();
      await expect(main).toContainText(email);
      await expect(main.getByText(t('myaccount', 'You have no active plan.'))).toBeVisible();
    });
  });
}
