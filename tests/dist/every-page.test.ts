import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  ROUTED_LANGUAGES,
  canonicalUrl,
  languageTag,
  localizedPath,
  ogLocale,
  siteOrigin,
  textDirection,
  type Language,
} from '../../src/domain/index.ts';
import { decodeEntities, firstElementText, headElements, jsonLd, mainTextPieces, metaContent, titleOf } from '../support/html.ts';
import { blogArticleTitle, blogByLanguage } from '../support/blog.ts';
import { catalogMessages, isCatalogMessage, sitePages } from '../support/site.ts';
import { prerenderedHtml } from './support/prerendered-pages.ts';

// Issue 2 and issue 6: every concrete page of the site, in every language, is prerendered with its translated
// heading, its search and share tags and no English left behind — all read before any script runs.
const origin = siteOrigin(process.env);

function unprefixed(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  const rest = path.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/** The languages a page exists in: every language, except for articles written in some only. */
function pageLanguages(routeName: string, pathWithoutPrefix: string): readonly Language[] {
  if (routeName !== 'blog-unikey') return ROUTED_LANGUAGES;
  const unikey = pathWithoutPrefix.split('/').at(-1) ?? '';
  return ROUTED_LANGUAGES.filter((language) => blogByLanguage[language]?.includes(unikey));
}

describe.each(ROUTED_LANGUAGES)('the %s pages', (language) => {
  const pages = sitePages.filter((page) => page.language === language);

  it('are more than sixty', () => {
    expect(pages.length).toBeGreaterThan(60);
  });

  it.each(pages)('$path has its heading from the catalogue, its title, lang/dir, its mode and (an app page) the router state', ({ path, route }) => {
    const html = prerenderedHtml(path);
    expect(html).toContain(`<html lang="${languageTag(language)}" dir="${textDirection(language)}" data-mode="${route.mode}">`);
    const heading = firstElementText(html, 'h1');
    expect(heading, 'the page has a heading').toBeTruthy();
    if (route.name === 'blog-unikey') {
      // An article's heading is its own title (issue 6 blog): the translation's, or the English original's.
      expect(heading).toBe(blogArticleTitle(language, path.split('/').at(-1) ?? ''));
    } else {
      expect(isCatalogMessage(heading ?? '', catalogMessages(language, route.pageKey)), `heading "${heading}" comes from the ${language} catalogue`).toBe(true);
    }
    expect(firstElementText(html, 'title')).toMatch(/ \| Harbor VPN$/);
    // SPEC §2.2 layouts: the standalone page (the Windows app's hand-off) has no site header or footer; blog pages add
    // the blog's own navigation, named in the page's language.
    const standalone = route.layout === 'standalone';
    expect(html.includes('class="site-header'), 'the site header').toBe(!standalone);
    expect(html.includes('class="site-footer'), 'the site footer').toBe(!standalone);
    expect(/<nav class="[^"]*\bblog-bar\b/.test(html), 'the blog navigation').toBe(route.layout === 'blog');
    if (route.layout === 'blog') {
      const blogName = /<a[^>]*class="blog-bar__home[^"]*"[^>]*>([^<]+)<\/a>/.exec(html)?.[1] ?? '';
      expect(isCatalogMessage(blogName, catalogMessages(language, 'blog')), `the blog's name "${blogName}" is a ${language} message`).toBe(true);
    }
    // Issue 17: a document page is never hydrated by the router, so it carries no router state.
    expect(html.includes('id="router-state"'), 'the router state').toBe(route.mode === 'app');
    // Data blocks (router state, JSON-LD) are never executed, so they are the only inline <script> elements
    // the Content-Security-Policy (tests/e2e/conformance.spec.ts) leaves room for.
    expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(?:ld\+)?json"))[^>]*>/);
  });

  it.each(pages)('$path has its title, description, canonical, hreflang set and share tags', ({ path, route }) => {
    const html = prerenderedHtml(path);
    const title = titleOf(html);
    expect(title).toMatch(/^.+ \| Harbor VPN$/);
    const [description] = metaContent(html, 'description');
    expect(description, 'description').toBeTruthy();
    // Copy-driven descriptions come from the page's own catalogue in this language; blog pages may use their data.
    if (route.layout !== 'blog') {
      expect(isCatalogMessage(description ?? '', catalogMessages(language, route.pageKey)), `description "${description}" is a ${language} message`).toBe(true);
    }

    const links = headElements(html, 'link');
    const canonical = links.filter((link) => link['rel'] === 'canonical').map((link) => link['href']);
    const alternates = links.filter((link) => link['rel'] === 'alternate' && link['hreflang'] !== undefined);
    const pathWithoutPrefix = unprefixed(language, path);
    if (route.indexable) {
      // An article shown in a language it is not written in names its English original as canonical.
      const languages = pageLanguages(route.name, pathWithoutPrefix);
      const canonicalLanguage = languages.includes(language) ? language : DEFAULT_LANGUAGE;
      expect(canonical, 'canonical').toEqual([canonicalUrl(origin, canonicalLanguage, pathWithoutPrefix)]);
      if (canonicalLanguage === language) expect(canonical[0]).toBe(`${origin}${path}`);
      const expected = [
        ...languages.map((other) => ({ hreflang: languageTag(other), href: `${origin}${localizedPath(other, pathWithoutPrefix)}` })),
        { hreflang: 'x-default', href: `${origin}${pathWithoutPrefix}` },
      ];
      expect(alternates.map((link) => ({ hreflang: link['hreflang'], href: link['href'] })), 'hreflang').toEqual(expected);
      if (languages.includes('pt')) expect(alternates.map((link) => link['hreflang'])).toContain('pt-BR');
      expect(metaContent(html, 'robots')).toEqual([]);
      expect(metaContent(html, 'og:url')).toEqual(canonical);
      expect(metaContent(html, 'og:locale:alternate').length).toBe(languages.filter((other) => other !== language).length);
    } else {
      expect(metaContent(html, 'robots'), 'kept out of indexes').toEqual(['noindex']);
      expect(canonical).toEqual([]);
      expect(alternates).toEqual([]);
    }

    expect(metaContent(html, 'og:title')).toEqual([title]);
    expect(metaContent(html, 'og:description')).toEqual([description]);
    expect(metaContent(html, 'og:site_name')).toEqual(['Harbor VPN']);
    expect(metaContent(html, 'og:type')[0]).toMatch(/^(website|article)$/);
    expect(metaContent(html, 'og:locale')).toEqual([ogLocale(language)]);
    const [image] = metaContent(html, 'og:image');
    expect(image).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'twitter:image')).toEqual([image ?? '']);
    // Every JSON-LD block parses (jsonLd throws otherwise) and names a schema.org type.
    for (const data of jsonLd(html)) {
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBeTruthy();
    }
  });
});

describe('the FAQ lists', () => {
  const withFaq = sitePages.filter((page) => page.route.indexable && prerenderedHtml(page.path).includes('class="faq"'));

  it('are shown on some indexable pages, so the check below looks at something', () => {
    expect(withFaq.length).toBeGreaterThan(0);
  });

  it.each(withFaq)('$path states the questions it shows as FAQPage structured data', ({ path }) => {
    const html = prerenderedHtml(path);
    const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage');
    expect(faq, 'FAQPage').toBeDefined();
    const questions = (faq?.['mainEntity'] as { name: string }[]).map((question) => question.name);
    const shown = [...html.matchAll(/<summary class="faq__question">([\s\S]*?)<\/summary>/g)].map((match) => decodeEntities((match[1] ?? '').replace(/<!-- -->/g, '')));
    expect(questions).toEqual(shown);
  });
});

// Issue 6: a translated page must not carry sentences of its English version. Brand, product and platform
// names stay Latin in every language, so they are taken out before comparing.
const ALLOWED_NAMES = [
  'Harbor VPN',
  'Harbor Privacy AG',
  'WireGuard',
  'OpenVPN',
  'IKEv2',
  'AES-256-GCM',
  'ChaCha20-Poly1305',
  'Windows',
  'macOS',
  'iOS',
  'Android TV',
  'Android',
  'Chrome',
  'Apple TV',
  'Fire TV',
  'Samsung',
  'LG',
  'Smart TV',
  'Linux',
  'Netflix',
  'YouTube',
  'Facebook',
  'Instagram',
  'TikTok',
  'WhatsApp',
  'Telegram',
  'Twitter',
  'Snapchat',
  'PayPal',
  'Google Pay',
  'WebRTC',
  'DNS',
  'IPv6',
  'VoiceOver',
  'NVDA',
  'axe-core',
  'Chromium',
  'WCAG',
  'VPN',
];
const NAME_PATTERN = new RegExp(ALLOWED_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'g');

// A sentence, not a list of names or identifiers (cities, storage keys): it has an English function word.
const ENGLISH_FUNCTION_WORD = /\b(the|and|or|to|of|in|on|for|with|is|are|be|you|your|we|our|it|this|that|not|can|from|a|an|all|every|has|have|will|if|when|how|what|by|as|at)\b/i;

function withoutNames(text: string): string {
  return text.replace(NAME_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

/** English sentences of 4+ words (after names are removed): the pieces a forgotten translation would leave. */
function englishSentences(pieces: readonly string[]): string[] {
  return pieces
    .flatMap((piece) => piece.split(/(?<=[.!?:;])\s+/))
    .map(withoutNames)
    .filter((sentence) => (sentence.match(/\p{L}{2,}/gu)?.length ?? 0) >= 4 && ENGLISH_FUNCTION_WORD.test(sentence));
}

describe('English left in translated pages', () => {
  const englishPages = sitePages.filter((page) => page.language === DEFAULT_LANGUAGE);

  it.each(ROUTED_LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE))('no %s page shows a sentence of its English version in <main>', (language) => {
    const leftovers: string[] = [];
    for (const { path } of englishPages) {
      const translatedPath = localizedPath(language, path);
      const text = ` ${withoutNames(mainTextPieces(prerenderedHtml(translatedPath)).join(' '))} `;
      for (const sentence of new Set(englishSentences(mainTextPieces(prerenderedHtml(path))))) {
        if (text.includes(sentence)) leftovers.push(`${translatedPath}: "${sentence}"`);
      }
    }
    expect(leftovers, `English left in ${language} pages:\n${leftovers.slice(0, 40).join('\n')}`).toEqual([]);
  });

  it('the detector finds an English sentence left in a translated page', () => {
    const english = englishSentences(['Every plan includes all features.', 'Windows and macOS']);
    expect(english).toEqual(['Every plan includes all features.']);
    const german = ` ${withoutNames(['Jeder Tarif enthält alles.', 'Every plan includes all features.'].join(' '))} `;
    expect(english.filter((sentence) => german.includes(sentence))).toEqual(['Every plan includes all features.']);
  });
});
