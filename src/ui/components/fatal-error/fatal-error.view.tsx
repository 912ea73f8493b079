import { Trans } from '@lingui/react/macro';
import { Button, ButtonLink } from '../button/button.view.tsx';
import { Icon } from '../icon/icon.view.tsx';
import './fatal-error.css';

export type FatalErrorScreenProps = {
  readonly onReload: () => void;
  /** The home page in the visitor's language; a plain link, so it works without the router. */
  readonly homeHref?: string;
};

/**
 * SPEC §2.2 fatal error screen: the whole page when the app cannot go on. It needs nothing but an
 * I18nProvider (the always-loaded shell texts): no router, container, machine or page around it.
 */
export function FatalErrorScreen({ onReload, homeHref = '/' }: FatalErrorScreenProps) {
  return (
    <main className="fatal-error">
      <div className="fatal-error__panel">
        <span className="fatal-error__mark">
          <Icon name="shield" size={36} />
        </span>
        <h1 className="fatal-error__title">
          <Trans>Something went wrong on our side</Trans>
        </h1>
        <p className="fatal-error__text">
          <Trans>This page stopped working. Reloading it usually fixes the problem; if not, please try again in a few minutes.</Trans>
        </p>
        <div className="fatal-error__actions">
          <Button variant="primary" size="lg" icon="refresh" onClick={onReload}>
            <Trans>Reload the page</Trans>
          </Button>
          <ButtonLink variant="secondary" size="lg" icon="home" href={homeHref}>
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
