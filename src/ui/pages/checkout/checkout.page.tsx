import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
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
  const pricing = useActorRef(useInjection<typeof pricingMachine>(TOKENS.PricingMachine), { input: { preferredPlanId: planId } });
  const offer = useSelector(pricing, (snapshot) => selectPricing(snapshot, languageTag(data.language)));
  const providers = useSelector(pricing, (snapshot) => snapshot.context.offer?.providers ?? []);
  // A stored token counts even while the user info is still loading: no second, anonymous account.
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.context.token !== undefined);
  const checkout = useActorRef(useInjection<typeof checkoutMachine>(TOKENS.CheckoutMachine), { input: { provider: 'so', signedIn, planId } });
  const state = useSelector(checkout, selectCheckout);
  const selectedPlan = offer.status === 'ready' || offer.status === 'blocked' ? offer.selected : undefined;

  // The offer decides which providers this country may use and which plan the link named.
  useEffect(() => {
    const first = providers[0];
    if (first !== undefined && !providers.includes(state.provider)) checkout.send({ type: 'user.selectProvider', provider: first });
  }, [providers, state.provider, checkout]);
  const selectedPlanId = selectedPlan?.id;
  useEffect(() => {
    if (selectedPlanId !== undefined) checkout.send({ type: 'user.selectPlan', planId: selectedPlanId });
  }, [selectedPlanId, checkout]);
  // After an overlay, the payment status page confirms the order (the same page a hosted provider returns to).
  const navigate = useNavigate();
  useEffect(() => {
    if (state.stage === 'confirming' && state.orderId !== undefined) {
      const query = new URLSearchParams({ order_id: state.orderId, provider: state.provider, plan: planId ?? '' });
      void navigate(`${localizedPath(data.language, '/paystatus')}?${query.toString()}`, { replace: true });
    }
  }, [state.stage, state.orderId, state.provider, planId, navigate, data.language]);

  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <CheckoutView
        plan={selectedPlan}
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
