import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_PRODUCTS,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  SERVER_REGIONS,
  SOCIAL_MEDIA_ITEMS,
  languageTag,
  localizedPath,
  type Language,
  type PageKey,
} from '../../src/domain/index.ts';
import { translated } from '../support/catalog.ts';
import { decodeEntities, decodedHtml, firstElementText, visibleText } from '../support/html.ts';
import { catalogMessages } from '../support/site.ts';
import { prerenderedHtml } from './support/prerendered-pages.ts';

// Issue 6: the copy of the content pages is in the prerendered HTML, translated, before any script runs.

describe('content-a: home, features, what-is-vpn, aboutus and the trial', () => {
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
      copy: ['Sicherheit, die du nachprüfen kannst – statt ihr nur zu vertrauen', 'Warum Menschen zu Harbor VPN wechseln', 'Speichert Harbor VPN Protokolle über meine Aktivitäten?', '30-Tage-Geld-zurück-Garantie'],
    },
    {
      path: '/ar',
      h1: 'إنترنت سريع وخاص على جميع أجهزتك',
      copy: ['أمان يمكنك التحقق منه، لا أن تكتفي بالثقة به', 'لماذا ينتقل الناس إلى Harbor VPN', 'هل يحتفظ Harbor VPN بسجلات لما أفعله؟', 'تعرّف على الفريق'],
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

  it.each(PRERENDERED)('$path is prerendered with its translated heading and copy', (page) => {
    const html = prerenderedHtml(page.path);
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => visibleText(match[1] ?? '').trim());
    expect(h1s).toEqual([page.h1]);
    const text = visibleText(html);
    for (const copy of page.copy) expect(text).toContain(copy);
  });
});

describe('content-b: the policy documents', () => {
  const DOCUMENTS: readonly { path: string; key: PageKey; heading: string; section: string }[] = [
    { path: '/privacy-policy', key: 'policy', heading: 'Privacy policy', section: 'What we do not log' },
    { path: '/cookie-policy-2025', key: 'policy', heading: 'Cookie policy', section: 'Change your choice' },
    { path: '/terms-of-service', key: 'policy', heading: 'Terms of service', section: '30-day money-back guarantee' },
    { path: '/termsuse', key: 'termsuse', heading: 'Terms of use', section: 'Reporting abuse' },
  ];
  const LANGUAGES: readonly Language[] = ['en', 'de', 'ar'];
  const effectiveDate = (language: Language) =>
    new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-11-01T00:00:00Z'));

  it.each(DOCUMENTS.flatMap((document) => LANGUAGES.map((language) => ({ ...document, language }))))(
    '$path in $language is prerendered with its heading, effective date, sections and working contents links',
    ({ path, key, heading, section, language }) => {
      const html = prerenderedHtml(localizedPath(language, path));
      const text = decodeEntities(html);
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html);
      expect(decodeEntities(h1?.[1] ?? '')).toBe(translated(language, key, heading));
      expect(text).toContain(translated(language, key, 'Effective date: {date}').replace('{date}', effectiveDate(language)));
      expect(text).toContain(translated(language, key, section));

      const toc = /<nav class="legal-document__toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      const anchors = [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
      expect(anchors.length).toBeGreaterThanOrEqual(7);
      for (const anchor of anchors) expect(html, `#${anchor}`).toContain(`<section id="${anchor}"`);
    },
  );

  it('the cookie table lists the language cookie with its lifetime from the domain', () => {
    const days = LANGUAGE_COOKIE_MAX_AGE_SECONDS / 86_400;
    expect(days).toBe(365);
    for (const [language, lifetime] of [['en', '365 days'], ['de', '365 Tage']] as const) {
      const html = prerenderedHtml(localizedPath(language, '/cookie-policy-2025'));
      const row = new RegExp(`<tr data-cookie="${LANGUAGE_COOKIE}">[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
      expect(row).toContain(`>${LANGUAGE_COOKIE}<`);
      expect(row).toContain(lifetime);
    }
  });

  it("the terms of service link to the terms of use in the reader's language", () => {
    const html = prerenderedHtml('/de/terms-of-service');
    expect(html).toContain('href="/de/termsuse"');
    expect(html).toContain(`>${translated('de', 'policy', 'Read the terms of use')}</a>`);
  });
});

describe('content-c: the download, server and social-media pages', () => {
  // Each value of the domain lists needs an entry here, so a new product, region or platform without its own content fails.
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
    youtube: { heading: 'Watch YouTube privately with a VPN', sentence: "Will YouTube show me another country's videos?" },
    whatsapp: { heading: 'Use WhatsApp calls and chats with a VPN', sentence: 'Is WhatsApp not already encrypted?' },
    telegram: { heading: 'Use Telegram safely with a VPN', sentence: 'Do I need a Telegram proxy if I use Harbor VPN?' },
    twitter: { heading: 'Use X (Twitter) privately with a VPN', sentence: 'Is it legal to use X through a VPN where it is blocked?' },
    snapchat: { heading: 'Use Snapchat safely with a VPN', sentence: 'Will Snapchat ban me for using a VPN?' },
  };

  const SECTIONS = [
    { base: '/download', pageKey: 'download', values: DOWNLOAD_PRODUCTS, expectations: PRODUCTS },
    { base: '/vpn-server', pageKey: 'vpn-server', values: SERVER_REGIONS, expectations: REGIONS },
    { base: '/vpn-for-social-media', pageKey: 'vpn-for-social-media', values: SOCIAL_MEDIA_ITEMS, expectations: ITEMS },
  ] as const;
  const LANGUAGES: readonly Language[] = ['en', 'de', 'ar'];

  it.each(SECTIONS)('every $base page has its own content for each value of the domain list', (section) => {
    expect(Object.keys(section.expectations).sort()).toEqual([...section.values].sort());
  });

  const pages = SECTIONS.flatMap((section) =>
    LANGUAGES.flatMap((language) => section.values.map((value) => ({ section, value, path: localizedPath(language, `${section.base}/${value}`), language }))),
  );

  it.each(pages)("$path has the page's own heading and sentence and a breadcrumb trail in the prerendered HTML", ({ section, value, path, language }) => {
    const expectation = section.expectations[value];
    expect(expectation, `${value} has content`).toBeDefined();
    if (!expectation) return;
    const html = prerenderedHtml(path);
    expect(firstElementText(html, 'h1')).toBe(translated(language, section.pageKey, expectation.heading));
    expect(decodedHtml(html)).toContain(translated(language, section.pageKey, expectation.sentence));
    expect(html, 'a visible breadcrumb trail').toMatch(/<nav class="breadcrumbs" aria-label="[^"]+">/);
  });

  it('the download links point at the stores and the official download host, never at missing site files', () => {
    expect(prerenderedHtml('/download/windows')).toContain('href="https://downloads.harborvpn.com/windows/HarborVPN-Setup.exe"');
    expect(prerenderedHtml('/download/android')).toContain('href="https://play.google.com/store/apps/details?id=com.harborvpn.android"');
    expect(prerenderedHtml('/de/download/ios')).toContain('href="https://apps.apple.com/app/harbor-vpn-fast-private/id6443917254"');
  });

  it('the prerendered /download lists every platform and suggests none', () => {
    const html = prerenderedHtml('/download');
    for (const product of DOWNLOAD_PRODUCTS) expect(html).toContain(`href="/download/${product}"`);
    expect(html).toContain('data-suggested="none"');
  });

  it('the server index groups the regions by continent and marks the virtual ones', () => {
    const html = decodedHtml(prerenderedHtml('/fr/vpn-server'));
    for (const continent of ['Europe', 'Amérique du Nord', 'Amérique du Sud', 'Asie', 'Océanie']) expect(html).toContain(`>${continent}</h2>`);
    for (const region of SERVER_REGIONS) expect(html).toContain(`href="/fr/vpn-server/${region}"`);
    expect(html.match(/Emplacement virtuel/g)?.length).toBe(2);
  });
});

describe('the press room', () => {
  const LOGOS = ['/press/harbor-vpn-logo.svg', '/press/harbor-vpn-logo-white.svg', '/press/harbor-vpn-icon.svg'];

  it('the English press room is prerendered with releases, facts, media kit, contact and FAQ', () => {
    const html = prerenderedHtml('/press-room');
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

  it('the German press room is translated, with dates and numbers in German', () => {
    const html = prerenderedHtml('/de/press-room');
    expect(html).toContain('Harbor VPN auf einen Blick');
    expect(html).toContain('Pressemitteilungen');
    expect(html).toContain('SVG herunterladen');
    expect(html).toContain('Über 3.000 Server in 65 Ländern');
    expect(html).toContain('11. Oktober 2022');
    expect(html).not.toContain('Harbor VPN at a glance');
  });

  it('names the audit year as a bare number, which the sentence places in its own words', () => {
    expect(prerenderedHtml('/ja/press-room')).toContain('2025年に独立監査');
    expect(prerenderedHtml('/ru/press-room')).toContain('в 2025 году');
  });
});

describe('the affiliate page', () => {
  // Intl separates currency codes and numbers with no-break spaces; compare with ordinary spaces.
  const withOrdinarySpaces = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');

  it('states the programme terms, how to join and the partner questions in English', () => {
    const html = withOrdinarySpaces(prerenderedHtml('/affiliate'));
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

  it('shows the terms in German, with German number formats', () => {
    const html = withOrdinarySpaces(prerenderedHtml('/de/affiliate'));
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
});

describe('the free tools without JavaScript', () => {
  it('the IP tool explains what an IP reveals and reserves the result area', () => {
    const html = prerenderedHtml('/what-is-my-ip');
    expect(html).toContain('What your IP address reveals');
    expect(html).toContain('Public Wi-Fi operators see more');
    expect(html).toContain('Looking up your IP address…');
    expect(html).toMatch(/href="\/pricing"/);
    expect(html).toMatch(/href="\/webrtc-leak-test"[^>]*>/);
  });

  it('the WebRTC test says nothing it finds leaves the browser, in Arabic too', () => {
    expect(prerenderedHtml('/webrtc-leak-test')).toContain('Nothing it finds is sent to us or to anyone else.');
    const arabic = prerenderedHtml('/ar/webrtc-leak-test');
    expect(arabic).toMatch(/<html[^>]*dir="rtl"/);
    const privacy = [...catalogMessages('ar', 'webrtc-leak-test')].find((message) => message.startsWith('يعمل الاختبار'));
    expect(privacy).toBeDefined();
    expect(arabic).toContain(privacy);
  });
});
