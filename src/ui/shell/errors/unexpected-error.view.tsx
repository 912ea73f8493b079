import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/**
 * Shown when a page fails for a reason other than "not found". Its texts live in the always-loaded
 * header catalogue, because the failing page's own texts may be what failed.
 */
export function UnexpectedErrorView({ homeHref }: { homeHref: string }) {
  return (
    <section className="error-page" role="alert">
      <h1 className="error-page__message">
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>We could not show this page. Please reload it, or try again in a few minutes.</Trans>
      </p>
      <Link className="button" to={homeHref} reloadDocument>
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
