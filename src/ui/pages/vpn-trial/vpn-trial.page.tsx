import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { pricingMachine } from '../../../application/pricing/pricing.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectPricing } from '../pricing/pricing.selectors.ts';
import { VpnTrialView } from './vpn-trial.view.tsx';

const COPY: PageCopy = {
  title: msg`Free VPN trial`,
  heading: msg`Try Harbor VPN free`,
  description: msg`Start a free trial on any device, with every feature and every server location. Cancel any time before it ends and pay nothing.`,
};

export const copy = (): PageCopy => COPY;

/** SPEC §2.2 /vpn-trial: the plans that carry a free trial, each starting it through the checkout. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const pricing = useActorRef(useInjection<typeof pricingMachine>(TOKENS.PricingMachine), { input: { preferredPlanId: undefined } });
  const offer = useSelector(pricing, (snapshot) => selectPricing(snapshot, languageTag(data.language)));
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <VpnTrialView
        offer={offer}
        trialHref={(planId) => `${localizedPath(data.language, `/pricing/checkout/${planId}`)}?trial=1`}
        pricingHref={localizedPath(data.language, '/pricing')}
        contactHref={localizedPath(data.language, '/contact-us')}
        onRetry={() => pricing.send({ type: 'user.retry' })}
      />
    </>
  );
}
