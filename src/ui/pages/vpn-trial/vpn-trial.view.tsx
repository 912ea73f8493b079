import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FaqList, type FaqItem } from '../../components/faq/faq-list.view.tsx';
import { Icon, type IconName } from '../../components/icon/icon.view.tsx';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import type { PricingViewModel } from '../pricing/pricing.selectors.ts';
import './vpn-trial.css';

export type VpnTrialViewProps = {
  readonly offer: PricingViewModel;
  readonly trialHref: (planId: string) => string;
  readonly pricingHref: string;
  readonly contactHref: string;
  readonly faq: readonly FaqItem[];
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
export function VpnTrialView({ offer, trialHref, pricingHref, contactHref, faq, onRetry }: VpnTrialViewProps) {
  const { t } = useLingui();
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
      <section className="trial__section" aria-labelledby="trial-days">
        <h2 id="trial-days" className="trial__heading">
          <Trans>Your 7-day trial, day by day</Trans>
        </h2>
        <ol className="trial__days">
          <li>
            <strong>
              <Trans>Day 1</Trans>
            </strong>
            <span>
              <Trans>Install Harbor VPN on your phone, computer and TV, sign in and connect. Everything works from the first minute.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Days 2 to 6</Trans>
            </strong>
            <span>
              <Trans>Use it as you would every day: on public Wi-Fi, at home, while travelling. Ask our 24/7 support anything.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Day 7</Trans>
            </strong>
            <span>
              <Trans>
                Keep Harbor VPN and your plan starts, or <Link to={contactHref}>write to us</Link> before the trial ends and you pay nothing.
              </Trans>
            </span>
          </li>
        </ol>
      </section>
      <section className="trial__section" aria-labelledby="trial-details">
        <h2 id="trial-details" className="trial__heading">
          <Trans>What the trial includes</Trans>
        </h2>
        <ul className="trial__details">
          <li>
            <Trans>Up to 10 devices connected at the same time</Trans>
          </li>
          <li>
            <Trans>More than 3,000 servers in 65 countries</Trans>
          </li>
          <li>
            <Trans>Kill switch, leak protection, threat blocker and multi-hop</Trans>
          </li>
          <li>
            <Trans>Apps for Windows, macOS, iOS, Android, TVs, Chrome and Linux</Trans>
          </li>
          <li>
            <Trans>24/7 live chat and email support</Trans>
          </li>
          <li>
            <Trans>The same audited no-logs policy as every plan</Trans>
          </li>
        </ul>
      </section>
      <FaqList heading={t`Questions about the trial`} items={faq} />
    </div>
  );
}
