import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button/button.view.tsx';
import { Icon } from '../icon/icon.view.tsx';
import './consent-banner.css';

export type ConsentBannerViewProps = {
  /** True while the visitor has not chosen (the consent machine's `undecided` state). */
  readonly visible: boolean;
  readonly onAccept: () => void;
  readonly onReject: () => void;
  /** The cookie policy in the page's language (SPEC §2.2: /cookie-policy-2025). */
  readonly policyHref: string;
};

/**
 * SPEC §4 cookie consent banner: one sentence, the policy link, and two equal buttons. A non-modal region, so
 * the page stays usable; it overlays the page and renders nothing once the visitor has chosen.
 */
export function ConsentBannerView({ visible, onAccept, onReject, policyHref }: ConsentBannerViewProps) {
  const { t } = useLingui();
  if (!visible) return null;
  return (
    <section className="consent-banner" aria-label={t`Cookie choices`}>
      <div className="consent-banner__inner">
        <p className="consent-banner__text">
          <Icon name="cookie" size={22} />
          <span>
            <Trans>
              We use essential cookies to run this site and, only if you agree, cookies for ads and personalisation; see our{' '}
              <a href={policyHref}>cookie policy</a>.
            </Trans>
          </span>
        </p>
        <div className="consent-banner__actions">
          <Button variant="primary" onClick={onReject}>
            <Trans>Reject non-essential</Trans>
          </Button>
          <Button variant="primary" onClick={onAccept}>
            <Trans>Accept all</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
