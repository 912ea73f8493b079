import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { translated } from '../../../../tests/support/catalog.ts';
import { compiledMessages } from '../../../../tests/support/compiled-catalog.ts';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { ROUTED_LANGUAGES, type Language, type SeasonalPiece } from '../../../domain/index.ts';
import { SeasonalBanner } from './seasonal-banner.view.tsx';

// SPEC §2.2 seasonal home promotions: each piece speaks the page's language, with its catalogue's own words. Which
// piece a date shows is a domain rule (src/domain/promotion/seasonal-pieces.test.ts); that showing one moves nothing
// on the page is a browser test (tests/e2e/content-a-pages.spec.ts).
const PIECES: readonly [SeasonalPiece, string][] = [
  ['easter-2024', 'Easter offer: spring-clean your privacy with our best-value plan.'],
  ['back-to-school-2024', 'Back to school: protect every laptop, phone and tablet in the family with one plan.'],
  ['anniversary-2024', 'Harbor VPN turns two this October: celebrate with our anniversary pricing.'],
];

async function renderBanner(language: Language, piece: SeasonalPiece | undefined) {
  renderWithI18n(
    <MemoryRouter>
      <SeasonalBanner piece={piece} pricingHref={`/${language}/pricing`} />
    </MemoryRouter>,
    { locale: language, messages: await compiledMessages(language, 'home') },
  );
}

describe('the seasonal banner', () => {
  describe.each(ROUTED_LANGUAGES)('in %s', (language) => {
    it.each(PIECES)('names %s and links to the offer in the language of the page', async (piece, source) => {
      await renderBanner(language, piece);
      const banner = screen.getByRole('complementary', { name: translated(language, 'home', 'Seasonal offer') });
      expect(banner.dataset['piece']).toBe(piece);
      expect(banner.textContent).toContain(translated(language, 'home', source));
      expect(screen.getByRole('link', { name: translated(language, 'home', 'See the offer') }).getAttribute('href')).toBe(`/${language}/pricing`);
    });
  });

  it('shows nothing outside every window', async () => {
    await renderBanner('en', undefined);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
