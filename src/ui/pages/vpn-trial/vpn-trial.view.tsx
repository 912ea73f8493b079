import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import type { PricingViewModel } from '../pricing/pricing.selectors.ts';
import './vpn-trial.css';

export type VpnTrialViewProps = {
  readonly offer: PricingViewModel;
  readonly trialHref: (planId: string) => string;
  readonly pricingHref: string;
  readonly contactHref: string;
  readonly onRetry: () => void;
};

function TrialPlans({ offer, trialHref, pricingHref, onRetry }: Pick<VpnTrialViewProps, 'offer' | 'trialHref' | 'pricingHref' | 'onRetry'>) {
  if (offer.status === 'loading') {
    return (
      <p className="trial__status" role="status">
        <Trans>Loading the plans with a free trial…</Trans>
      </p>
    );
  }
  if (offer.status === 'failed') {
    return (
      <div className="trial__status" role="alert">
        <p>
          <Trans>We could not load the plans right now. Check your connection and try again.</Trans>
        </p>
        <button className="button" type="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (offer.status === 'blocked') {
    return (
      <p className="pricing__blocked" role="note">
        <Trans>Purchases are not available in your region. Local regulations do not allow us to sell subscriptions there.</Trans>
      </p>
    );
  }
  const plans = offer.plans.filter((plan) => plan.trialDays > 0);
  if (plans.length === 0) {
    return (
      <p className="trial__status">
        <Trans>
          No plan offers a free trial in your region at the moment. Every plan still comes with a 30-day money-back guarantee: <Link to={pricingHref}>see the plans</Link>.
        </Trans>
      </p>
    );
  }
  return (
    <ul className="trial__plans">
      {plans.map((plan) => (
        <li key={plan.id} className="trial__plan">
          <h3 className="trial__plan-title">
            <Trans>
              Harbor VPN for <PlanTerm months={plan.months} />
            </Trans>
          </h3>
          <p className="trial__plan-free">
            <Plural value={plan.trialDays} one="# day free trial" other="# days free trial" />
          </p>
          <p className="trial__plan-then">
            <Trans>
              Then {plan.total} for <PlanTerm months={plan.months} />, which is {plan.perMonth} a month.
            </Trans>
          </p>
          <Link className="button button--large" to={trialHref(plan.id)}>
            <Trans>Start free trial</Trans>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const INCLUDED: readonly { icon: IconName; key: string }[] = [
  { icon: 'server', key: 'servers' },
  { icon: 'device', key: 'devices' },
  { icon: 'shield-check', key: 'logs' },
  { icon: 'zap', key: 'speed' },
];

function Included({ which }: { which: string }) {
  switch (which) {
    case 'servers':
      return <Trans>Every server location, in every region, with no speed or data cap.</Trans>;
    case 'devices':
      return <Trans>Apps for Windows, macOS, iOS, Android, Chrome and smart TVs, all on one account.</Trans>;
    case 'logs':
      return <Trans>The same no-logs policy as paying customers: we never record the sites you visit.</Trans>;
    default:
      return <Trans>Fast WireGuard connections and the kill switch, switched on from the first minute.</Trans>;
  }
}

/** The trial page: how it works, the plans that carry a trial, what is included, and the honest small print. */
export function VpnTrialView({ offer, trialHref, pricingHref, contactHref, onRetry }: VpnTrialViewProps) {
  return (
    <div className="trial">
      <section className="trial__section" aria-labelledby="trial-steps">
        <h2 id="trial-steps" className="trial__heading">
          <Trans>How the free trial works</Trans>
        </h2>
        <ol className="trial__steps">
          <li>
            <Trans>Choose a plan with a free trial below.</Trans>
          </li>
          <li>
            <Trans>Add a way to pay. Nothing is charged today.</Trans>
          </li>
          <li>
            <Trans>Use every feature during the trial. If you keep Harbor VPN, the plan starts when the trial ends; cancel before then and you pay nothing.</Trans>
          </li>
        </ol>
      </section>
      <section className="trial__section" aria-labelledby="trial-plans">
        <h2 id="trial-plans" className="trial__heading">
          <Trans>Plans with a free trial</Trans>
        </h2>
        <TrialPlans offer={offer} trialHref={trialHref} pricingHref={pricingHref} onRetry={onRetry} />
      </section>
      <section className="trial__section" aria-labelledby="trial-included">
        <h2 id="trial-included" className="trial__heading">
          <Trans>Everything is included</Trans>
        </h2>
        <ul className="trial__included">
          {INCLUDED.map((item) => (
            <li key={item.key}>
              <Icon name={item.icon} />
              <span>
                <Included which={item.key} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="trial__section" aria-labelledby="trial-questions">
        <h2 id="trial-questions" className="trial__heading">
          <Trans>Questions about the trial</Trans>
        </h2>
        <dl className="trial__faq">
          <dt>
            <Trans>Who can start a free trial?</Trans>
          </dt>
          <dd>
            <Trans>
              New customers: one trial per account. If your account already had a subscription, <Link to={pricingHref}>choose a plan</Link> instead; it comes with the 30-day money-back guarantee.
            </Trans>
          </dd>
          <dt>
            <Trans>When will I be charged?</Trans>
          </dt>
          <dd>
            <Trans>Not during the trial. When it ends, the plan's price is charged and the plan renews at its regular price unless you cancel.</Trans>
          </dd>
          <dt>
            <Trans>How do I cancel?</Trans>
          </dt>
          <dd>
            <Trans>
              <Link to={contactHref}>Write to us</Link> before the trial ends and we cancel it at once. You keep the protection until the trial's last day.
            </Trans>
          </dd>
        </dl>
      </section>
    </div>
  );
}
