import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import type { pricingMachine } from '../../../application/pricing/pricing.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectPricing } from './pricing.selectors.ts';
import { PricingView } from './pricing.view.tsx';

const COPY: PageCopy = {
  title: msg`Pricing`,
  heading: msg`Choose your plan`,
  description: msg`Every plan includes all features, all server locations and a 30-day money-back guarantee. Longer plans cost less per month.`,
};

export const copy = (): PageCopy => COPY;

/** The page owns the pricing actor; the view renders its snapshot. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const machine = useInjection<typeof pricingMachine>(TOKENS.PricingMachine);
  const pricing = useActorRef(machine, { input: { preferredPlanId: search.get('plan') ?? undefined } });
  const model = useSelector(pricing, (snapshot) => selectPricing(snapshot, languageTag(data.language)));
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PricingView
        model={model}
        checkoutHref={(planId) => localizedPath(data.language, `/pricing/checkout/${planId}`)}
        moneyBackHref={localizedPath(data.language, '/terms-of-service')}
        onSelect={(planId) => pricing.send({ type: 'user.selectPlan', planId })}
        onRetry={() => pricing.send({ type: 'user.retry' })}
      />
    </>
  );
}
