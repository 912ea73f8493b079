import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** A plan's term: "1 month", "3 months", "1 year", "2 years". */
export function PlanTerm({ months }: { months: number }) {
  return months % 12 === 0 ? <Plural value={months / 12} one="# year" other="# years" /> : <Plural value={months} one="# month" other="# months" />;
}

export type PurchaseFactsProps = {
  readonly plan: { readonly months: number; readonly total: string; readonly perMonth: string; readonly renewal: string; readonly trialDays: number };
  /** The plan's free trial is what the visitor is starting. */
  readonly trial: boolean;
  /** The currency the prices are in and the visitor's country, which chose it. */
  readonly pricedIn: { readonly currency: string; readonly country: string } | undefined;
  readonly moneyBackHref: string;
  readonly partnerReferral: boolean;
  readonly className: string;
};

/**
 * The breakdown a visitor reads before paying (pricing and checkout alike): what is due and for how long,
 * the per-month equivalent, what renews at what price, the currency and why, and the money-back guarantee.
 */
export function PurchaseFacts({ plan, trial, pricedIn, moneyBackHref, partnerReferral, className }: PurchaseFactsProps) {
  return (
    <ul className={className}>
      {trial ? (
        <li>
          <Trans>
            Your free trial lasts <Plural value={plan.trialDays} one="# day" other="# days" />. Then you pay {plan.total} for <PlanTerm months={plan.months} />, which is {plan.perMonth} a
            month.
          </Trans>
        </li>
      ) : (
        <li>
          <Trans>
            {plan.total} today for <PlanTerm months={plan.months} />, which is {plan.perMonth} a month.
          </Trans>
        </li>
      )}
      <li>
        <Trans>
          Renews at {plan.renewal} every <PlanTerm months={plan.months} /> unless you cancel. You can cancel any time in your account.
        </Trans>
      </li>
      {trial ? (
        <li>
          <Trans>Cancel before your trial ends and you pay nothing.</Trans>
        </li>
      ) : null}
      {pricedIn ? (
        <li>
          <Trans>
            Prices are in {pricedIn.currency}, based on your location ({pricedIn.country}).
          </Trans>
        </li>
      ) : null}
      <li>
        <Trans>
          30-day money-back guarantee: if Harbor VPN is not for you, ask for a full refund within 30 days. <Link to={moneyBackHref}>Read the terms</Link>.
        </Trans>
      </li>
      {partnerReferral ? (
        <li>
          <Trans>You came to us through one of our partners. Their referral is recorded with your order.</Trans>
        </li>
      ) : null}
    </ul>
  );
}
