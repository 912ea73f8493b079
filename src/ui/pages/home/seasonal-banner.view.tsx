import { Trans, useLingui } from '@lingui/react/macro';
import type { SeasonalPiece } from '../../../domain/index.ts';
import { IslandLink } from '../../islands/island.tsx';

function PieceText({ piece }: { piece: SeasonalPiece }) {
  switch (piece) {
    case 'easter-2024':
      return <Trans>Easter offer: spring-clean your privacy with our best-value plan.</Trans>;
    case 'back-to-school-2024':
      return <Trans>Back to school: protect every laptop, phone and tablet in the family with one plan.</Trans>;
    case 'anniversary-2024':
      return <Trans>Harbor VPN turns two this October: celebrate with our anniversary pricing.</Trans>;
  }
}

/**
 * SPEC §2.2 seasonal home promotions. Shown only after hydration, while the date is inside the piece's window;
 * it overlays the hero's top padding (absolutely positioned), so showing it moves nothing (docs/decisions.md).
 */
export function SeasonalBanner({ piece, pricingHref }: { piece: SeasonalPiece | undefined; pricingHref: string }) {
  const { t } = useLingui();
  if (piece === undefined) return null;
  return (
    <aside className={`home-seasonal home-seasonal--${piece}`} aria-label={t`Seasonal offer`} data-piece={piece}>
      <p className="home-seasonal__text">
        <PieceText piece={piece} />{' '}
        <IslandLink href={pricingHref}>
          <Trans>See the offer</Trans>
        </IslandLink>
      </p>
    </aside>
  );
}
