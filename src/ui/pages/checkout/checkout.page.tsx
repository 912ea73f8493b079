import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath } from '../../../domain/index.ts';
import { SessionActor } from '../../app/app-actors.tsx';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectCheckout, selectCheckoutOffer } from './checkout.selectors.ts';
import { CheckoutView } from './checkout.view.tsx';

const COPY: PageCopy = {
  title: msg`Checkout`,
  heading: msg`Complete your order`,
  description: msg`Review your plan, choose how to pay and get protected in minutes. Every plan comes with a 30-day money-back guarantee.`,
};

export const copy = (): PageCopy => COPY;

/** The checkout machine runs the purchase (the offer, the trial rule, the hand-off); the view renders its state. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  // A stored token counts even while the user info is still loading: no second, anonymous account.
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.context.token !== undefined);
  const checkout = useActorRef(useInjection(TOKENS.CheckoutMachine), {
    input: { kind: 'purchase', planId: data.params['id'] ?? '', trialRequested: search.get('trial') === '1', signedIn },
  });
  const offer = useSelector(checkout, (snapshot) => selectCheckoutOffer(snapshot, languageTag(data.language)));
  const state = useSelector(checkout, selectCheckout);

  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <CheckoutView
        offer={offer}
        state={state}
        moneyBackHref={localizedPath(data.language, '/terms-of-service')}
        plansHref={localizedPath(data.language, '/pricing')}
        onSelectProvider={(provider) => checkout.send({ type: 'user.selectProvider', provider })}
        onBuy={() => checkout.send({ type: 'user.buy' })}
        onRetry={() => checkout.send({ type: 'user.retry' })}
      />
    </>
  );
}
