import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Countdown } from '../../../domain/index.ts';
import { OfferFailure } from '../../components/offer-failure/offer-failure.view.tsx';
import { CountdownView } from '../../components/promotion-popup/promotion-popup.view.tsx';
import { promotionName } from '../../i18n/promotion-names.ts';
import { PlanTerm, PurchaseFacts } from '../../components/purchase-facts/purchase-facts.view.tsx';
import type { PlanCardModel, PricingViewModel } from './pricing.selectors.ts';
import './pricing.css';

// Choosing a plan re-renders the page; the cards and the breakdown whose plan is unchanged are skipped
// (issue 7: re-rendering every card re-formatted every price, a long task on a phone).
const PlanCard = memo(function PlanCard({ plan, onSelect }: { plan: PlanCardModel; onSelect: (planId: string) => void }) {
  return (
    <label className={plan.selected ? 'plan-card plan-card--selected' : 'plan-card'}>
      <input className="plan-card__radio" type="radio" name="plan" value={plan.id} checked={plan.selected} onChange={() => onSelect(plan.id)} />
      <span className="plan-card__term">
        <PlanTerm months={plan.months} />
      </span>
      {plan.savePercent > 0 ? (
        <span className="plan-card__badge">
          <Trans>Save {plan.savePercent}%</Trans>
        </span>
      ) : (
        // Keeps the badge's row, so prices line up across the cards.
        <span className="plan-card__badge plan-card__badge--none" aria-hidden="true">
          {'\u00a0'}
        </span>
      )}
      <span className="plan-card__price">
        <Trans>
          <strong>{plan.perMonth}</strong> / month
        </Trans>
      </span>
      <span className="plan-card__total">
        <Trans>{plan.total} for the first term</Trans>
      </span>
      {plan.trialDays > 0 ? (
        <span className="plan-card__trial">
          <Plural value={plan.trialDays} one="# day free trial" other="# days free trial" />
        </span>
      ) : null}
    </label>
  );
});

/** The promotion the page counts down to (SPEC §2.2), once the browser knows the time and the festival window. */
export type OfferModel = { readonly name: 'festival' | 'workday' | 'weekend'; readonly countdown: Countdown } | undefined;

export function OfferBanner({ offer }: { offer: OfferModel }) {
  const { i18n } = useLingui();
  // The banner keeps its room while the offer loads, so nothing below it moves.
  return (
    <div className={offer ? `offer-banner offer-banner--${offer.name}` : 'offer-banner'} aria-hidden={offer ? undefined : true}>
      {offer ? (
        <>
          <p className="offer-banner__name">
            {promotionName(i18n, offer.name)}
          </p>
          <CountdownView countdown={offer.countdown} />
        </>
      ) : null}
    </div>
  );
}

export type PricingViewProps = {
  readonly model: PricingViewModel;
  /** The offer countdown, which ticks every second on its own (pricing.page.tsx); shown once prices are ready. */
  readonly offerBanner: ReactNode;
  readonly checkoutHref: (planId: string) => string;
  readonly moneyBackHref: string;
  readonly onSelect: (planId: string) => void;
  readonly onRetry: () => void;
};

/** SPEC §2.2 /pricing: plans in the visitor's currency, the breakdown before payment, and what blocks a purchase. */
export function PricingView({ model, offerBanner, checkoutHref, moneyBackHref, onSelect, onRetry }: PricingViewProps) {
  if (model.status === 'loading') {
    return (
      // Placeholders take the loaded page's room, so nothing shifts and back navigation can restore the scroll.
      <section className="pricing" aria-busy="true">
        <p className="pricing__title pricing__status" role="status">
          <Trans>Loading prices for your country…</Trans>
        </p>
        <OfferBanner offer={undefined} />
        <div className="pricing__plans">
          {[1, 2, 3].map((placeholder) => (
            <div key={placeholder} className="plan-card plan-card--placeholder" />
          ))}
        </div>
        <div className="pricing__breakdown pricing__breakdown--placeholder" />
      </section>
    );
  }
  if (model.status === 'failed') return <OfferFailure className="pricing" messageClassName="pricing__status" reason={model.reason} onRetry={onRetry} />;
  const { selected } = model;
  return (
    <section className="pricing" aria-labelledby="pricing-plans-title">
      <h2 id="pricing-plans-title" className="pricing__title">
        <Trans>Save up to {model.discountPercent}% with a longer plan</Trans>
      </h2>
      {model.status === 'ready' ? offerBanner : <OfferBanner offer={undefined} />}
      <fieldset className="pricing__plans">
        <legend className="visually-hidden">
          <Trans>Choose a plan</Trans>
        </legend>
        {model.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onSelect={onSelect} />
        ))}
      </fieldset>
      {selected ? <Breakdown model={model} selected={selected} checkoutHref={checkoutHref} moneyBackHref={moneyBackHref} /> : null}
    </section>
  );
}

type LoadedPricing = Exclude<PricingViewModel, { readonly status: 'loading' | 'failed' }>;

/** What the selected plan costs and the way on; skipped by the countdown's ticks like the cards. */
const Breakdown = memo(function Breakdown({ model, selected, checkoutHref, moneyBackHref }: { model: LoadedPricing; selected: NonNullable<LoadedPricing['selected']>; checkoutHref: (planId: string) => string; moneyBackHref: string }) {
  return (
    <div className="pricing__breakdown" aria-live="polite">
      <h3 className="pricing__breakdown-title">
        <Trans>What you pay</Trans>
      </h3>
      <PurchaseFacts
        className="pricing__facts"
        plan={selected}
        trial={false}
        pricedIn={{ currency: model.currency, country: model.country }}
        moneyBackHref={moneyBackHref}
        partnerReferral={model.partnerReferral}
      />
      {model.status === 'blocked' ? (
        <p className="pricing__blocked" role="note">
          <Trans>
            Purchases are not available in your region. Local regulations do not allow us to sell subscriptions there; you can still read about our service and download the apps.
          </Trans>
        </p>
      ) : (
        <Link className="button button--large" to={checkoutHref(selected.id)}>
          <Trans>Continue to checkout</Trans>
        </Link>
      )}
    </div>
  );
});
