import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { AFFILIATE_TERMS, firstYearCommissionMultiple, languageTag, numberFormat, renewalsInFirstYear } from '../../../domain/index.ts';
import { FaqList, type FaqItem } from '../../components/faq/faq-list.view.tsx';
import { usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { AffiliateView, type AffiliateFigures } from './affiliate.view.tsx';

const COPY: PageCopy = {
  title: msg`Affiliate programme`,
  heading: msg`Earn commission by recommending Harbor VPN`,
  description: msg`Join our affiliate programme and earn a share of every subscription your audience buys, tracked for 45 days after their click.`,
};

export const copy = (): PageCopy => COPY;

const FAQ: readonly FaqItem[] = [
  {
    question: msg`Does it cost anything to join?`,
    answer: msg`No. Joining is free, there is no minimum number of sales, and you can stop promoting Harbor VPN whenever you like.`,
  },
  {
    question: msg`Is there a partner dashboard?`,
    answer: msg`Not at the moment. Once a month we email you a statement with your referred sales and your balance, and the partner team answers any question at partners@harborvpn.com.`,
  },
  {
    question: msg`When and how am I paid?`,
    answer: msg`Every month, as soon as your confirmed balance reaches US$50, by bank transfer or PayPal. A smaller balance simply carries over to the next month.`,
  },
  {
    question: msg`What happens if a customer asks for a refund?`,
    answer: msg`Every plan has a 30-day money-back guarantee, so commission is confirmed once those 30 days have passed. A refunded payment earns no commission.`,
  },
  {
    question: msg`Do free trials count?`,
    answer: msg`Yes. A trial started through your link is attributed to you, and you earn the commission on its first payment when the trial turns into a paid plan.`,
  },
  {
    question: msg`Can I bid on “Harbor VPN” in search ads?`,
    answer: msg`No. Bidding on our brand name, its misspellings or our domain in search ads is not allowed, and sales from such ads earn no commission.`,
  },
];

export const faq = (): readonly FaqItem[] => FAQ;

/** The programme's figures in the visitor's number format (SPEC §2.2 affiliate page; terms from the domain). */
function affiliateFigures(locale: string): AffiliateFigures {
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const times = numberFormat(locale, { maximumFractionDigits: 2 });
  const dollars = numberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'code', maximumFractionDigits: 0 });
  return {
    firstRate: percent.format(AFFILIATE_TERMS.firstPaymentRate),
    renewalRate: percent.format(AFFILIATE_TERMS.renewalRate),
    cookieDays: AFFILIATE_TERMS.cookieWindowDays,
    threshold: dollars.format(AFFILIATE_TERMS.payoutThresholdUsd),
    approvalDays: AFFILIATE_TERMS.approvalWorkingDays,
    email: AFFILIATE_TERMS.partnersEmail,
    monthlyMultiple: times.format(firstYearCommissionMultiple(AFFILIATE_TERMS, 1)),
    monthlyRenewals: renewalsInFirstYear(1),
  };
}

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const { i18n } = useLingui();
  return (
    <>
      <AffiliateView heading={heading} lead={lead} figures={affiliateFigures(languageTag(data.language))} />
      <div className="affiliate__faq">
        <FaqList heading={i18n._(msg`Questions from partners`)} items={FAQ} />
      </div>
    </>
  );
}
