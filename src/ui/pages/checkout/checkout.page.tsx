import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { checkoutMachine } from '../../../application/checkout/checkout.machine.ts';
import type { pricingMachine } from '../../../application/pricing/pricing.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath } from '../../../domain/index.ts';
import { SessionActor } from '../../app/app-actors.tsx';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectPricing } from '../pricing/pricing.selectors.ts';
import { selectCheckout } from './checkout.selectors.ts';
import { CheckoutView } from './checkout.view.tsx';

const COPY: PageCopy = {
  title: msg`Checkout`,
  heading: msg`Complete your order`,
  description: msg`Review your plan, choose how to pay and get protected in minutes. Every plan comes with a 30-day money-back guarantee.`,
};

export const copy = (): PageCopy => COPY;

/** The page owns a pricing actor (the offer) and a checkout actor (the purchase); the view renders both. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const planId = data.params['id'];
  // /vpn-trial links here with ?trial=1; a plan without trial days is simply bought.
  const [search] = useSearchParams();
  const trialRequested = search.get('trial') === '1';
  const pricing = useActorRef(useInjection<typeof pricingMachine>(TOKENS.PricingMachine), { input: { preferredPlanId: planId } });
  const offer = useSelector(pricing, (snapshot) => selectPricing(snapshot, languageTag(data.language)));
  const providers = useSelector(pricing, (snapshot) => snapshot.context.offer?.providers ?? []);
  // A stored token counts even while the user info is still loading: no second, anonymous account.
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.context.token !== undefined);
  const selectedPlan = offer.status === 'ready' || offer.status === 'blocked' ? offer.selected : undefined;
  const trial = trialRequested && selectedPlan !== undefined && selectedPlan.trialDays > 0;
  const checkout = useActorRef(useInjection<typeof checkoutMachine>(TOKENS.CheckoutMachine), { input: { provider: 'so', signedIn, planId, trial: false } });
  const state = useSelector(checkout, selectCheckout);

  // The offer decides which providers this country may use and which plan the link named.
  useEffect(() => {
    if (providers.length > 0) checkout.send({ type: 'offer.providers', providers });
  }, [providers, checkout]);
  const selectedPlanId = selectedPlan?.id;
  useEffect(() => {
    if (selectedPlanId !== undefined) checkout.send({ type: 'user.selectPlan', planId: selectedPlanId, trial });
  }, [selectedPlanId, trial, checkout]);
  // After an overlay, the payment status page confirms the order (the same page a hosted provider returns to).
  const navigate = useNavigate();
  useEffect(() => {
    if (state.stage === 'confirming' && state.orderId !== undefined) {
      const query = new URLSearchParams({ order_id: state.orderId, provider: state.provider, plan: planId ?? '', ...(trial ? { trial: '1' } : {}) });
      void navigate(`${localizedPath(data.language, '/paystatus')}?${query.toString()}`, { replace: true });
    }
  }, [state.stage, state.orderId, state.provider, planId, trial, navigate, data.language]);

  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <CheckoutView
        plan={selectedPlan}
        trial={trial}
        moneyBackHref={localizedPath(data.language, '/terms-of-service')}
        pricedIn={offer.status === 'ready' || offer.status === 'blocked' ? { currency: offer.currency, country: offer.country } : undefined}
        providers={providers}
        state={state}
        blocked={offer.status === 'blocked'}
        partnerReferral={offer.status === 'ready' && offer.partnerReferral}
        onSelectProvider={(provider) => checkout.send({ type: 'user.selectProvider', provider })}
        onBuy={() => checkout.send({ type: 'user.buy' })}
        onRetry={() => checkout.send({ type: 'user.retry' })}
      />
    </>
  );
}
