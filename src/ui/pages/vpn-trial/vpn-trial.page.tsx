import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { useInjection } from '../../di/container-context.tsx';
import { selectPricing } from '../pricing/pricing.selectors.ts';
import { VpnTrialView } from './vpn-trial.view.tsx';

const COPY: PageCopy = {
  title: msg`Free VPN trial`,
  heading: msg`Try Harbor VPN free`,
  description: msg`Start a free trial on any device, with every feature and every server location. Cancel any time before it ends and pay nothing.`,
};

export const copy = (): PageCopy => COPY;

const FAQ: readonly FaqItem[] = [
  {
    question: msg`Who can start a free trial?`,
    answer: msg`New customers, one trial per account. If your account already had a subscription, choose a plan on the pricing page instead; every plan comes with the 30-day money-back guarantee.`,
  },
  {
    question: msg`When will I be charged?`,
    answer: msg`Not during the trial. When it ends, the plan's price is charged and the plan renews at its regular price unless you cancel.`,
  },
  {
    question: msg`How do I cancel?`,
    answer: msg`Write to support@harborvpn.com or use the contact form before the trial ends, and we cancel it at once. You keep the protection until the trial's last day.`,
  },
  {
    question: msg`Is the trial limited in any way?`,
    answer: msg`No. You get exactly what paying customers get: every server location, every feature, up to 10 devices at once and 24/7 support, with no speed or data cap.`,
  },
  {
    question: msg`What happens to my account if I cancel?`,
    answer: msg`Your protection ends when the trial does, and nothing is charged. Your account stays, so you can choose a plan later; since we never log your activity, there is no browsing history to delete.`,
  },
];

export const faq = (): readonly FaqItem[] => FAQ;

/** SPEC §2.2 /vpn-trial: the plans that carry a free trial, each starting it through the checkout. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const pricing = useActorRef(useInjection(TOKENS.PricingMachine), { input: { preferredPlanId: undefined } });
  const offer = useSelector(pricing, (snapshot) => selectPricing(snapshot, languageTag(data.language)));
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <VpnTrialView
        offer={offer}
        trialHref={(planId) => `${localizedPath(data.language, `/pricing/checkout/${planId}`)}?trial=1`}
        pricingHref={localizedPath(data.language, '/pricing')}
        contactHref={localizedPath(data.language, '/contact-us')}
        faq={FAQ}
        onRetry={() => pricing.send({ type: 'user.retry' })}
      />
    </>
  );
}
