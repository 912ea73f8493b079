import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from './support/hydration.ts';

// Issue 6, content-a: home, features, what-is-vpn, aboutus and the trial additions — prerendered copy in three
// languages, the live plan switcher, the seasonal pieces under a simulated clock, and axe.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

/** The visible text of server HTML, tags dropped and entities decoded, whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? (name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : whole))
    .replace(/[ \t\r\n]+/g, ' ');
}

type Expectation = { readonly path: string; readonly h1: string; readonly copy: readonly string[] };

const PRERENDERED: readonly Expectation[] = [
  {
    path: '/',
    h1: 'Fast, private internet on every device',
    copy: ['Security you can check, not just trust', 'Why people switch to Harbor VPN', 'Does Harbor VPN keep logs of what I do?', '30-day money-back guarantee', "Loading today's prices for your country…", 'WebRTC leak test'],
  },
  {
    path: '/de',
    h1: 'Schnelles, privates Internet auf jedem Gerät',
    copy: ['Sicherheit, die du prüfen kannst – statt ihr nur zu glauben', 'Warum Menschen zu Harbor VPN wechseln', 'Speichert Harbor VPN Protokolle über meine Aktivitäten?', '30 Tage Geld-zurück-Garantie'],
  },
  {
    path: '/ar',
    h1: 'إنترنت سريع وخاص على جميع أجهزتك',
    copy: ['أمان يمكنك التحقق منه، لا مجرد الثقة به', 'لماذا ينتقل الناس إلى Harbor VPN', 'هل يحتفظ Harbor VPN بسجلات لما أفعله؟', 'تعرّف على الفريق'],
  },
  {
    path: '/features',
    h1: 'Everything you need to stay private online',
    copy: ['Harbor VPN vs no VPN vs a free VPN', 'Multi-hop (Double VPN)', 'Do you offer a dedicated IP address?', 'Often data caps or crowded servers'],
  },
  {
    path: '/ja/features',
    h1: 'オンラインのプライバシー保護に必要な機能をすべて搭載',
    copy: ['Harbor VPN・VPNなし・無料VPNの比較', '専用IPアドレスはありますか？', 'マルチホップ（ダブルVPN）'],
  },
  {
    path: '/ar/features',
    h1: 'كل ما تحتاجه لحماية خصوصيتك على الإنترنت',
    copy: ['Harbor VPN مقابل عدم استخدام VPN مقابل VPN مجاني', 'هل تقدّمون عنوان IP مخصصًا؟'],
  },
  {
    path: '/what-is-vpn',
    h1: 'What is a VPN and how does it work?',
    copy: ['What a VPN does not do', 'Is using a VPN legal?', 'Encrypted tunnel: your network and provider see only scrambled data', 'Does a VPN make me anonymous?'],
  },
  {
    path: '/fr/what-is-vpn',
    h1: 'Qu’est-ce qu’un VPN et comment fonctionne-t-il\u00a0?',
    copy: ['Ce qu’un VPN ne fait pas', 'Utiliser un VPN, est-ce légal\u00a0?', 'Un VPN me rend-il anonyme\u00a0?'],
  },
  {
    path: '/ar/what-is-vpn',
    h1: 'ما هو VPN وكيف يعمل؟',
    copy: ['ما لا يفعله VPN', 'هل استخدام VPN قانوني؟', 'جهازك'],
  },
  {
    path: '/aboutus',
    h1: 'We build a VPN we would trust with our own data',
    copy: ['How we make money', 'in October 2022 by network and security engineers', 'About 60 people work at Harbor VPN', 'press@harborvpn.com'],
  },
  {
    path: '/de/aboutus',
    h1: 'Wir entwickeln ein VPN, dem wir unsere eigenen Daten anvertrauen würden',
    copy: ['Womit wir Geld verdienen', 'im Oktober 2022', 'Was wir speichern und warum'],
  },
  {
    path: '/ar/aboutus',
    h1: 'نبني خدمة VPN نأتمنها على بياناتنا نحن أيضًا',
    copy: ['كيف نكسب المال', 'محطات بارزة'],
  },
  {
    path: '/vpn-trial',
    h1: 'Try Harbor VPN free',
    copy: ['Your 7-day trial, day by day', 'What the trial includes', 'Is the trial limited in any way?'],
  },
  {
    path: '/ru/vpn-trial',
    h1: 'Попробуйте Harbor VPN бесплатно',
    copy: ['Ваши 7 пробных дней — день за днём', 'Есть ли у пробного периода ограничения?'],
  },
];

for (const page of PRERENDERED) {
  test(`${page.path} is prerendered with its translated heading and copy`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? '').trim());
    expect(h1s).toEqual([page.h1]);
    const text = textOf(html);
    for (const copy of page.copy) expect(text).toContain(copy);
  });
}

async function hydrated(page: Page) {
  await expectHydrated(page);
}

test.describe('the home pricing teaser', () => {
  test('switches plans with live prices in US dollars and links the chosen plan to checkout', async ({ page }) => {
    await page.goto('/');
    const switcher = page.getByRole('group', { name: 'Plan length' });
    await expect(switcher.getByRole('radio')).toHaveCount(3);
    const teaser = page.locator('.home-teaser__card');
    await expect(switcher.getByRole('radio', { name: '2 years' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Get Harbor VPN' }).last()).toBeVisible();
    await expect(teaser.getByRole('link', { name: 'Get Harbor VPN' })).toHaveAttribute('href', '/pricing/checkout/2y');
    const twoYears = await teaser.locator('.home-teaser__per-month').innerText();
    expect(twoYears).toMatch(/^\$\d+\.\d\d/);
    await switcher.getByText('1 month').click();
    await expect(teaser.getByRole('link', { name: 'Get Harbor VPN' })).toHaveAttribute('href', '/pricing/checkout/1m');
    await expect(teaser.locator('.home-teaser__per-month')).toContainText('$12.99');
    expect(await teaser.innerText()).not.toMatch(/£|A\$|CA\$/);
  });

  test('shows pounds to a visitor from the United Kingdom, in German', async ({ page, context }) => {
    await context.addCookies([{ name: 'sandbox_country', value: 'GB', url: test.info().project.use.baseURL ?? '' }]);
    await page.goto('/de');
    const switcher = page.getByRole('group', { name: 'Laufzeit' });
    await expect(switcher.getByRole('radio')).toHaveCount(3);
    await switcher.getByText('1 Jahr').click();
    await expect(page.locator('.home-teaser__per-month')).toContainText('£');
    await expect(page.locator('.home-teaser__card').getByRole('link', { name: 'Harbor VPN holen' })).toHaveAttribute('href', '/de/pricing/checkout/1y');
  });

  test('keeps its room while prices load, so the sections below do not move', async ({ page }) => {
    // Holds the plans answer back, to measure the page with the placeholder the prerendered HTML shows.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/providers/plans*', async (route) => {
      await released;
      await route.continue();
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: "Loading today's prices" })).toBeVisible();
    const before = await page.locator('#home-tools-title').boundingBox();
    release();
    await expect(page.getByRole('group', { name: 'Plan length' }).getByRole('radio')).toHaveCount(3);
    const after = await page.locator('#home-tools-title').boundingBox();
    expect(after?.y).toBe(before?.y);
  });
});

test.describe('the seasonal home promotions', () => {
  for (const [piece, inside, text] of [
    ['easter-2024', '2024-03-31T10:00:00Z', 'Easter offer'],
    ['back-to-school-2024', '2024-09-01T10:00:00Z', 'Back to school'],
    ['anniversary-2024', '2024-10-15T10:00:00Z', 'Harbor VPN turns two this October'],
  ] as const) {
    test(`shows ${piece} inside its window without moving the hero`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(inside));
      await page.goto('/');
      await hydrated(page);
      const banner = page.getByRole('complementary', { name: 'Seasonal offer' });
      await expect(banner).toHaveAttribute('data-piece', piece);
      await expect(banner).toContainText(text);
      const withBanner = await page.locator('h1').boundingBox();
      await page.clock.setFixedTime(new Date('2024-06-01T10:00:00Z'));
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('complementary', { name: 'Seasonal offer' })).toHaveCount(0);
      expect((await page.locator('h1').boundingBox())?.y).toBe(withBanner?.y);
    });
  }

  for (const outside of ['2024-03-24T23:59:59Z', '2024-04-08T00:00:00Z', '2024-09-16T00:00:00Z', '2024-11-01T00:00:00Z']) {
    test(`shows no seasonal piece at ${outside}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(outside));
      await page.goto('/');
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Seasonal offer' })).toHaveCount(0);
    });
  }

  test('shows the Arabic anniversary piece in Arabic', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-10-01T00:00:00Z'));
    await page.goto('/ar');
    await hydrated(page);
    await expect(page.getByRole('complementary', { name: 'عرض موسمي' })).toContainText('يُكمل Harbor VPN عامه الثاني');
  });
});

for (const path of ['/', '/ar', '/features', '/ar/features', '/what-is-vpn', '/ar/what-is-vpn', '/aboutus', '/ar/aboutus']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
