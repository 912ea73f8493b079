import { Trans } from '@lingui/react/macro';

export type OfferFailureProps = {
  readonly reason: 'unavailable' | 'rateLimited';
  readonly onRetry: () => void;
  /** The section's class, from the page it stands in for (pricing, checkout). */
  readonly className: string;
  readonly messageClassName?: string | undefined;
};

/** Prices that could not be loaded (pricing and checkout alike): why, in words, and a way to try again. */
export function OfferFailure({ reason, onRetry, className, messageClassName }: OfferFailureProps) {
  return (
    <section className={className} role="alert">
      <p className={messageClassName}>
        {reason === 'rateLimited' ? (
          <Trans>Too many requests from your network. Please wait a minute and try again.</Trans>
        ) : (
          <Trans>We could not load prices. Check your connection and try again.</Trans>
        )}
      </p>
      <button className="button" type="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
