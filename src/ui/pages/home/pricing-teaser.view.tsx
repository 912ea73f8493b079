import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import type { PricingViewModel } from '../pricing/pricing.selectors.ts';
import '../../components/visually-hidden/visually-hidden.css';
import { IslandLink } from '../../islands/island.tsx';

export type PricingTeaserProps = {
  readonly model: PricingViewModel;
  readonly checkoutHref: (planId: string) => string;
  readonly pricingHref: string;
  readonly onSelect: (planId: string) => void;
  readonly onRetry: () => void;
};

function TeaserBody({ model, checkoutHref, pricingHref, onSelect, onRetry }: PricingTeaserProps) {
  if (model.status === 'loading') {
    return (
      <p className="home-teaser__status" role="status">
        <Trans>Loading today's prices for your country…</Trans>
      </p>
    );
  }
  if (model.status === 'failed') {
    return (
      <div className="home-teaser__status" role="alert">
        <p>
          <Trans>We could not load prices right now.</Trans>
        </p>
        <button className="button" type="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const { selected } = model;
  const total = selected?.total;
  const savePercent = selected?.savePercent ?? 0;
  const perMonth = selected?.perMonth;
  return (
    <>
      <fieldset className="home-teaser__switcher">
        <legend className="visually-hidden">
          <Trans>Plan length</Trans>
        </legend>
        {model.plans.map((plan) => (
          <label key={plan.id} className={plan.selected ? 'home-teaser__option home-teaser__option--selected' : 'home-teaser__option'}>
            <input className="visually-hidden" type="radio" name="home-plan" value={plan.id} checked={plan.selected} onChange={() => onSelect(plan.id)} />
            <PlanTerm months={plan.months} />
          </label>
        ))}
      </fieldset>
      {selected ? (
        <div className="home-teaser__price" aria-live="polite">
          <p className="home-teaser__per-month">
            <Trans>
              <strong>{perMonth}</strong> / month
            </Trans>
          </p>
          <p className="home-teaser__total">
            {savePercent > 0 ? (
              <Trans>
                {total} for <PlanTerm months={selected.months} /> — you save {savePercent}%
              </Trans>
            ) : (
              <Trans>
                {total} for <PlanTerm months={selected.months} />
              </Trans>
            )}
          </p>
          {model.status === 'blocked' ? (
            <p className="home-teaser__blocked" role="note">
              <Trans>Purchases are not available in your region.</Trans>
            </p>
          ) : (
            <IslandLink className={buttonClassName({ variant: 'primary', size: 'lg' })} href={checkoutHref(selected.id)}>
              <Trans>Get Harbor VPN</Trans>
            </IslandLink>
          )}
        </div>
      ) : null}
      <IslandLink className="home-teaser__all" href={pricingHref}>
        <Trans>Compare all plans</Trans>
      </IslandLink>
    </>
  );
}

/**
 * SPEC §2.2 shared piece "pricing plan switcher": the live plans of the pricing machine, one at a time. The card
 * keeps a fixed height, so the prerendered placeholder and the loaded prices take the same room.
 */
export function PricingTeaser(props: PricingTeaserProps) {
  return (
    <section className="home-section home-teaser" aria-labelledby="home-teaser-title">
      <div className="home-section__inner home-teaser__inner">
        <div>
          <h2 id="home-teaser-title" className="home-section__title">
            <Trans>One subscription, every feature</Trans>
          </h2>
          <p className="home-section__lead">
            <Trans>Every plan includes all servers, all apps and 10 devices at once. The longer the plan, the less you pay each month, and every plan has a 30-day money-back guarantee.</Trans>
          </p>
        </div>
        <div className="home-teaser__card" aria-busy={props.model.status === 'loading'}>
          <TeaserBody {...props} />
        </div>
      </div>
    </section>
  );
}
