import { expect, test } from '@playwright/test';
import { DEFAULT_LANGUAGE, ROUTED_LANGUAGES, localizedPath } from '../../src/domain/index.ts';
import { fetchAll, mainTextPieces } from './support/seo-html.ts';
import { sitePages } from './support/site.ts';

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

const englishPages = sitePages.filter((page) => page.language === DEFAULT_LANGUAGE);

for (const language of ROUTED_LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE)) {
  test(`no ${language} page shows a sentence of its English version in <main>`, async ({ request }) => {
    const english = await fetchAll(request, englishPages.map((page) => page.path));
    const translated = await fetchAll(request, englishPages.map((page) => localizedPath(language, page.path)));
    const leftovers: string[] = [];
    for (const [index, { path, html }] of translated.entries()) {
      const text = ` ${withoutNames(mainTextPieces(html).join(' '))} `;
      for (const sentence of new Set(englishSentences(mainTextPieces(english[index]?.html ?? '')))) {
        if (text.includes(sentence)) leftovers.push(`${path}: "${sentence}"`);
      }
    }
    expect(leftovers, `English left in ${language} pages:\n${leftovers.slice(0, 40).join('\n')}`).toEqual([]);
  });
}

test('the detector finds an English sentence left in a translated page', () => {
  const english = englishSentences(['Every plan includes all features.', 'Windows and macOS']);
  expect(english).toEqual(['Every plan includes all features.']);
  const german = ` ${withoutNames(['Jeder Tarif enthält alles.', 'Every plan includes all features.'].join(' '))} `;
  expect(english.filter((sentence) => german.includes(sentence))).toEqual(['Every plan includes all features.']);
});
