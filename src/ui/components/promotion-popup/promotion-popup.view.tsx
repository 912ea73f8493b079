import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Countdown, PopupName, TextSegment } from '../../../domain/index.ts';
import { ButtonLink } from '../button/button.view.tsx';
import { Icon, type IconName } from '../icon/icon.view.tsx';
import { Modal } from '../modal/modal.view.tsx';
import { promotionColour } from './promotion-colour.ts';
import './promotion-popup.css';

export type PromotionPopupModel = {
  readonly name: PopupName;
  /** The title's colour markup, already split by `colourSegments` (SPEC §5). */
  readonly title: readonly TextSegment[];
  readonly body: string;
  readonly ctaLabel: string;
  readonly ctaHref: string;
  /** Time left, two digits per part (SPEC §9); the popups machine ticks it. */
  readonly countdown?: Countdown;
};

export type PromotionPopupViewProps = {
  readonly popup: PromotionPopupModel | undefined;
  readonly onClose: () => void;
};

const HERO_ICON: Record<PopupName, IconName> = { weekend: 'star', workday: 'zap', mobileDaily: 'phone', festival: 'gift' };

/** Coloured segments as text; a colour becomes a palette name in `data-colour`, never an inline style (CSP). */
function Segments({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.color === undefined ? (
      segment.text
    ) : (
      <span key={index} className="promo-text" data-colour={promotionColour(segment.color)}>
        {segment.text}
      </span>
    ),
  );
}

function CountdownUnit({ value, label }: { value: string; label: ReactNode }) {
  return (
    <li className="countdown__unit">
      <span className="countdown__value">{value}</span>
      <span className="countdown__label">{label}</span>
    </li>
  );
}

/** Days, hours, minutes and seconds in four boxes; a timer that screen readers are not told about every second. */
export function CountdownView({ countdown }: { countdown: Countdown }) {
  const captionId = useId();
  return (
    <div className="countdown" role="timer" aria-live="off" aria-labelledby={captionId}>
      <p className="countdown__caption" id={captionId}>
        <Trans>Offer ends in</Trans>
      </p>
      <ol className="countdown__units">
        <CountdownUnit value={countdown.days} label={<Trans>Days</Trans>} />
        <CountdownUnit value={countdown.hours} label={<Trans>Hours</Trans>} />
        <CountdownUnit value={countdown.minutes} label={<Trans>Minutes</Trans>} />
        <CountdownUnit value={countdown.seconds} label={<Trans>Seconds</Trans>} />
      </ol>
    </div>
  );
}

/**
 * SPEC §4 promotion popups (weekend, workday, mobile daily, festival). The popups machine chooses which one
 * shows and remembers the close for the day; this view renders it. A dialog in the top layer, so it never
 * moves the page; a bottom sheet on phones.
 */
export function PromotionPopupView({ popup, onClose }: PromotionPopupViewProps) {
  return (
    <Modal
      open={popup !== undefined}
      title={popup === undefined ? null : <Segments segments={popup.title} />}
      onClose={onClose}
      layout="sheet"
      dismissOnBackdrop
      className={popup === undefined ? 'promotion-popup' : `promotion-popup promotion-popup--${popup.name}`}
    >
      {popup !== undefined && (
        <>
          <div className="promotion-popup__hero" aria-hidden="true">
            <span className="promotion-popup__hero-badge">
              <Icon name={HERO_ICON[popup.name]} size={30} />
            </span>
          </div>
          <p className="promotion-popup__body">{popup.body}</p>
          {popup.countdown !== undefined && <CountdownView countdown={popup.countdown} />}
          <ButtonLink variant="primary" size="lg" block href={popup.ctaHref} icon="arrow-right" iconPosition="end" onClick={onClose}>
            {popup.ctaLabel}
          </ButtonLink>
        </>
      )}
    </Modal>
  );
}
