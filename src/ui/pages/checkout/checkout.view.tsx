import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { UNKNOWN_PAYMENT_PAGE } from '../../../application/checkout/checkout.types.ts';
import type { PaymentProvider } from '../../../domain/index.ts';
import { OfferFailure } from '../../components/offer-failure/offer-failure.view.tsx';
import { PlanTerm, PurchaseFacts } from '../../components/purchase-facts/purchase-facts.view.tsx';
import { PROVIDER_LABELS } from '../../i18n/provider-labels.ts';
import type { CheckoutOffer, CheckoutViewState } from './checkout.selectors.ts';
import './checkout.css';

export type CheckoutViewProps = {
  /** The plan, its price for the visitor's country and the ways to pay, once loaded. */
  readonly offer: CheckoutOffer;
  readonly state: CheckoutViewState;
  readonly moneyBackHref: string;
  readonly plansHref: string;
  readonly onSelectProvider: (provider: PaymentProvider) => void;
  readonly onBuy: () => void;
  readonly onRetry: () => void;
};

function ErrorMessage({ error }: { error: string | undefined }) {
  if (error === 'challenge' || error === 'challengeMissing') return <Trans>We could not confirm you are not a robot. Reload the page and try again.</Trans>;
  if (error === undefined || ['unavailable', 'unexpected', 'rateLimited', 'unauthorized', 'loggedOutElsewhere'].includes(error)) {
    return <Trans>The payment could not be started. Nothing was charged. Please try again.</Trans>;
  }
  if (error === UNKNOWN_PAYMENT_PAGE) return <Trans>The payment page we were given is not one of our payment providers, so we did not open it. Nothing was charged. Please try again later.</Trans>;
  if (error === 'declined') return <Trans>The payment was declined. Nothing was charged. Try again or choose another way to pay.</Trans>;
  return <>{error}</>;
}

/** SPEC §2.2 /pricing/checkout/{id}: the plan, how to pay, and one Buy button that cannot buy twice. */
export function CheckoutView({ offer, state, moneyBackHref, plansHref, onSelectProvider, onBuy, onRetry }: CheckoutViewProps) {
  const { i18n } = useLingui();
  if (offer.status === 'loading') {
    return (
      <section className="checkout" aria-busy="true">
        <p role="status">
          <Trans>Loading your plan…</Trans>
        </p>
      </section>
    );
  }
  if (offer.status === 'failed') return <OfferFailure className="checkout checkout--single" reason={offer.reason} onRetry={onRetry} />;
  if (offer.status === 'planUnavailable') {
    return (
      <section className="checkout checkout--single">
        <p role="note">
          <Trans>
            This plan is no longer offered. <Link to={plansHref}>See the plans</Link> to choose another.
          </Trans>
        </p>
      </section>
    );
  }
  const { plan, trial, pricedIn, providers, partnerReferral } = offer;
  const blocked = offer.status === 'blocked';
  const busy = state.stage === 'working' || state.stage === 'handingOff' || state.stage === 'confirming';
  return (
    <section className="checkout">
      <div className="checkout__summary">
        <h2 className="checkout__title">
          <Trans>
            Harbor VPN for <PlanTerm months={plan.months} />
          </Trans>
        </h2>
        {trial ? (
          <p className="checkout__trial">
            <Plural value={plan.trialDays} one="# day free trial" other="# days free trial" />
          </p>
        ) : null}
        <p className="checkout__price">
          <Trans>
            <strong>{trial ? plan.free : plan.total}</strong> due today
          </Trans>
        </p>
        <PurchaseFacts className="checkout__facts" plan={plan} trial={trial} pricedIn={pricedIn} moneyBackHref={moneyBackHref} partnerReferral={partnerReferral} />
      </div>
      {blocked ? (
        <p className="pricing__blocked" role="note">
          <Trans>Purchases are not available in your region. Local regulations do not allow us to sell subscriptions there.</Trans>
        </p>
      ) : (
        <div className="checkout__pay">
          <fieldset className="checkout__providers" disabled={busy}>
            <legend className="checkout__legend">
              <Trans>How would you like to pay?</Trans>
            </legend>
            {providers.map((provider) => (
              <label key={provider} className={provider === state.provider ? 'provider-option provider-option--selected' : 'provider-option'}>
                <input type="radio" name="provider" value={provider} checked={provider === state.provider} onChange={() => onSelectProvider(provider)} />
                {i18n._(PROVIDER_LABELS[provider])}
              </label>
            ))}
          </fieldset>
          {state.stage === 'failed' ? (
            <div className="checkout__problem" role="alert">
              <p>
                <ErrorMessage error={state.error} />
              </p>
              <button className="button button--ghost-dark" type="button" onClick={onRetry}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : null}
          {state.stage === 'cancelled' ? (
            <div className="checkout__problem" role="status">
              <p>
                <Trans>You cancelled the payment. Your plan is still here: choose how to pay and try again.</Trans>
              </p>
              <button className="button button--ghost-dark" type="button" onClick={onRetry}>
                <Trans>Choose again</Trans>
              </button>
            </div>
          ) : null}
          {state.stage !== 'failed' && state.stage !== 'cancelled' ? (
            <button className="button button--large" type="button" onClick={onBuy} disabled={busy} aria-busy={busy}>
              {busy ? <Trans>Taking you to payment…</Trans> : trial ? <Trans>Start my free trial</Trans> : <Trans>Pay {plan.total} securely</Trans>}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
