import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import { DOWNLOAD_PRODUCTS, SERVER_REGIONS, SOCIAL_MEDIA_ITEMS, localizedPath, type Language } from '../../src/domain/index.ts';
import { firstElementText } from './support/site.ts';
import { expectHydrated } from './support/hydration.ts';

// Issue 6, content-c: the download, server and social-media pages in the prerendered HTML (no script),
// in English, German and Arabic. Each value of the domain lists needs an entry here, so a new product,
// region or platform without its own content fails.

type Expectation = { readonly heading: string; readonly sentence: string };

const PRODUCTS: Readonly<Record<string, Expectation>> = {
  windows: { heading: 'Download Harbor VPN for Windows', sentence: 'Windows 10 or Windows 11, 64-bit (x64 or Arm)' },
  mac: { heading: 'Download Harbor VPN for Mac', sentence: 'macOS 12 Monterey or later' },
  ios: { heading: 'Download Harbor VPN for iPhone and iPad', sentence: 'iOS 16 or later on iPhone, iPadOS 16 or later on iPad' },
  android: { heading: 'Download Harbor VPN for Android', sentence: 'Android 8.0 or later on phones and tablets' },
  'apple-tv': { heading: 'Harbor VPN for Apple TV', sentence: 'tvOS 17 or later (Apple TV HD and Apple TV 4K)' },
  'smart-tv': { heading: 'Harbor VPN for smart TVs', sentence: 'Amazon Fire TV and Fire TV Stick with Fire OS 7 or later' },
  chrome: { heading: 'Harbor VPN extension for Chrome', sentence: 'Chrome 120 or later on Windows, macOS, Linux or ChromeOS' },
  'lg-tv': {
    heading: 'Harbor VPN for LG smart TVs',
    sentence: "LG's webOS does not let apps create VPN connections, so there is no Harbor VPN app for LG TVs, and no other VPN provider can offer a real one either.",
  },
  'samsung-tv': {
    heading: 'Harbor VPN for Samsung smart TVs',
    sentence: "Samsung's Tizen system does not let apps create VPN connections, so there is no Harbor VPN app for Samsung TVs, and no other VPN provider can offer a real one either.",
  },
};

const REGIONS: Readonly<Record<string, Expectation>> = {
  'australia-vpn': { heading: 'VPN servers in Australia', sentence: 'Is it legal to use a VPN in Australia?' },
  'brazil-vpn': { heading: 'VPN servers in Brazil', sentence: 'Can I pay Brazilian bills and use Pix from abroad?' },
  'canada-vpn': { heading: 'VPN servers in Canada', sentence: 'Which Canadian city should I choose?' },
  'france-vpn': { heading: 'VPN servers in France', sentence: 'Does a French server work for French banking and tax sites?' },
  'germany-vpn': { heading: 'VPN servers in Germany', sentence: 'Are VPNs legal in Germany?' },
  'hongkong-vpn': { heading: 'VPN servers in Hong Kong', sentence: 'Does a Hong Kong server give me access to mainland Chinese services?' },
  'india-vpn': {
    heading: 'VPN servers in India',
    sentence:
      "In 2022 CERT-In directed VPN providers with servers in India to record customers' names, IP addresses and usage and keep them for five years. That would break our no-logs promise, so we do not run servers in India.",
  },
  'indonesia-vpn': { heading: 'VPN servers in Indonesia', sentence: 'Is an Indonesian IP address from Singapore slower?' },
  'italy-vpn': { heading: 'VPN servers in Italy', sentence: 'Is using a VPN legal in Italy?' },
  'japan-vpn': { heading: 'VPN servers in Japan', sentence: 'Tokyo or Osaka: which should I use?' },
  'korea-vpn': { heading: 'VPN servers in South Korea', sentence: 'Can I use Korean banking apps abroad with a Seoul server?' },
  'singapore-vpn': { heading: 'VPN servers in Singapore', sentence: 'Why is Singapore often the fastest location in Asia?' },
  'uk-vpn': { heading: 'VPN servers in the United Kingdom', sentence: 'London or Manchester: which is faster?' },
  'usa-vpn': { heading: 'VPN servers in the United States', sentence: 'Which US city should I choose?' },
};

const ITEMS: Readonly<Record<string, Expectation>> = {
  facebook: { heading: 'Use Facebook safely with a VPN', sentence: 'Why does Facebook ask me to confirm my identity when I use a VPN?' },
  instagram: { heading: 'Use Instagram safely with a VPN', sentence: 'Will a VPN change which Reels I see?' },
  tiktok: { heading: 'Use TikTok privately with a VPN', sentence: 'Can I use TikTok in a country where it is banned?' },
  youtube: { heading: 'Watch YouTube privately with a VPN', sentence: 'Will YouTube show me another country\'s videos?' },
  whatsapp: { heading: 'Use WhatsApp calls and chats with a VPN', sentence: 'Is WhatsApp not already encrypted?' },
  telegram: { heading: 'Use Telegram safely with a VPN', sentence: 'Do I need a Telegram proxy if I use Harbor VPN?' },
  twitter: { heading: 'Use X (Twitter) privately with a VPN', sentence: 'Is it legal to use X through a VPN where it is blocked?' },
  snapchat: { heading: 'Use Snapchat safely with a VPN', sentence: 'Will Snapchat ban me for using a VPN?' },
};

const LANGUAGES: readonly Language[] = ['en', 'de', 'ar'];

const catalogs = new Map<string, Map<string, string>>();

/** The message as the language's catalogue has it; English is the source. A missing translation fails. */
function translated(language: Language, pageKey: string, english: string): string {
  if (language === 'en') return english;
  const key = `${language}/${pageKey}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    const po = parsePo(readFileSync(join(import.meta.dirname, '../../locales', language, `${pageKey}.po`), 'utf8'));
    catalog = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    catalogs.set(key, catalog);
  }
  const text = catalog.get(english);
  if (!text) throw new Error(`No ${language} translation in ${pageKey}.po for "${english}"`);
  return text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The page's text content as React wrote it, entities decoded and comment separators dropped. */
function textOf(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

const SECTIONS = [
  { base: '/download', pageKey: 'download', values: DOWNLOAD_PRODUCTS, expectations: PRODUCTS },
  { base: '/vpn-server', pageKey: 'vpn-server', values: SERVER_REGIONS, expectations: REGIONS },
  { base: '/vpn-for-social-media', pageKey: 'vpn-for-social-media', values: SOCIAL_MEDIA_ITEMS, expectations: ITEMS },
] as const;

for (const section of SECTIONS) {
  test(`every ${section.base} page has its own content for each value of the domain list`, () => {
    expect(Object.keys(section.expectations).sort()).toEqual([...section.values].sort());
  });

  for (const language of LANGUAGES) {
    test(`${section.base}/* in ${language}: 200, the page's own heading and sentence in the prerendered HTML`, async ({ request }) => {
      for (const value of section.values) {
        const expectation = section.expectations[value];
        expect(expectation, `${value} has content`).toBeDefined();
        if (!expectation) continue;
        const path = localizedPath(language, `${section.base}/${value}`);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(firstElementText(html, 'h1'), path).toBe(translated(language, section.pageKey, expectation.heading));
        expect(textOf(html), path).toContain(translated(language, section.pageKey, expectation.sentence));
        expect(html, `${path} has a visible breadcrumb trail`).toMatch(/<nav class="breadcrumbs" aria-label="[^"]+">/);
      }
    });
  }
}

test('the download links point at the stores and the official download host, never at missing site files', async ({ request }) => {
  const html = await (await request.get('/download/windows')).text();
  expect(html).toContain('href="https://downloads.harborvpn.com/windows/HarborVPN-Setup.exe"');
  const android = await (await request.get('/download/android')).text();
  expect(android).toContain('href="https://play.google.com/store/apps/details?id=com.harborvpn.android"');
  const ios = await (await request.get('/de/download/ios')).text();
  expect(ios).toContain('href="https://apps.apple.com/app/harbor-vpn-fast-private/id6443917254"');
});

test('the prerendered /download lists every platform and suggests none', async ({ request }) => {
  const html = await (await request.get('/download')).text();
  for (const product of DOWNLOAD_PRODUCTS) expect(html).toContain(`href="/download/${product}"`);
  expect(html).toContain('data-suggested="none"');
});

test('the server index groups the regions by continent and marks the virtual ones', async ({ request }) => {
  const html = textOf(await (await request.get('/fr/vpn-server')).text());
  for (const continent of ['Europe', 'Amérique du Nord', 'Amérique du Sud', 'Asie', 'Océanie']) expect(html).toContain(`>${continent}</h2>`);
  for (const region of SERVER_REGIONS) expect(html).toContain(`href="/fr/vpn-server/${region}"`);
  expect(html.match(/Emplacement virtuel/g)?.length).toBe(2);
});

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

for (const path of ['/download', '/download/lg-tv', '/vpn-server', '/vpn-server/india-vpn', '/vpn-for-social-media', '/vpn-for-social-media/whatsapp']) {
  for (const language of ['en', 'ar'] as const) {
    const localized = localizedPath(language, path);
    test(`${localized} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(localized);
      await expectHydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
