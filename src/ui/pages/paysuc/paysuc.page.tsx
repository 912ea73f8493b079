import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath, readOrderSearch, startsFreeTrial } from '../../../domain/index.ts';
import { SessionActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectPricing } from '../pricing/pricing.selectors.ts';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import { SetPasswordView } from './set-password.view.tsx';
import '../checkout/checkout.css';
import '../login/login.css';

// The page is prerendered without an order, so its copy claims no payment: what was bought is said only for the
// order the address names (issue 15: /paysuc without an order never says a payment went through).
const COPY: PageCopy = {
  title: msg`Welcome to Harbor VPN`,
  heading: msg`Welcome to Harbor VPN`,
  description: msg`Your order and what to do next: download the app, sign in and connect to get protected.`,
};

export const copy = (): PageCopy => COPY;

function PlanBought({ planId, trial, localeTag }: { planId: string; trial: boolean; localeTag: string }) {
  const pricing = useActorRef(useInjection(TOKENS.PricingMachine), { input: { preferredPlanId: planId } });
  const offer = useSelector(pricing, (snapshot) => selectPricing(snapshot, localeTag));
  const plan = offer.status === 'ready' || offer.status === 'blocked' ? offer.plans.find((candidate) => candidate.id === planId) : undefined;
  if (!plan) return null;
  const term = <PlanTerm months={plan.months} />;
  if (startsFreeTrial(trial, plan.trialDays)) {
    return (
      <p className="checkout__price">
        <Trans>
          Your free trial has started: <Plural value={plan.trialDays} one="# day" other="# days" /> of Harbor VPN at no charge. Then you pay {plan.total} for {term}, unless you cancel before the trial ends.
        </Trans>
      </p>
    );
  }
  return (
    <p className="checkout__price">
      <Trans>
        You bought Harbor VPN for {term}: {plan.total}. It renews at {plan.renewal} unless you cancel.
      </Trans>
    </p>
  );
}

function SetPassword({ needsEmail }: { needsEmail: boolean }) {
  const form = useActorRef(useInjection(TOKENS.SetPasswordMachine), { input: { needsEmail } });
  const model = useSelector(form, (snapshot) => ({
    needsEmail: snapshot.context.needsEmail,
    email: snapshot.context.email,
    password: snapshot.context.password,
    saving: snapshot.matches('saving'),
    saved: snapshot.status === 'done',
    failure: snapshot.context.failure,
  }));
  return (
    <SetPasswordView
      model={model}
      onEmail={(value) => form.send({ type: 'user.editEmail', value })}
      onPassword={(value) => form.send({ type: 'user.editPassword', value })}
      onSubmit={() => form.send({ type: 'user.submit' })}
    />
  );
}

/**
 * SPEC §2.2 /paysuc: the welcome after a confirmed payment: what the order bought, what to do next, and a password if
 * the account has none. Without an order it says so and shows the way to the plans and the account.
 */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const order = readOrderSearch(search.toString());
  const user = SessionActor.useSelector((snapshot) => (snapshot.matches('signedIn') ? snapshot.context.user : undefined));
  // Once asked, the form stays to confirm the password was set (the session reloads the user meanwhile).
  const [askPassword, setAskPassword] = useState<{ needsEmail: boolean } | undefined>(undefined);
  if (askPassword === undefined && user && !user.password_set) setAskPassword({ needsEmail: user.name === '' });
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <section className="checkout checkout--single">
        <div className="checkout__summary">
          {hydrated && order?.planId ? <PlanBought planId={order.planId} trial={order.trial} localeTag={languageTag(data.language)} /> : null}
          {hydrated && !order ? (
            <p className="checkout__price" role="note">
              <Trans>
                There is no payment to show here. <Link to={localizedPath(data.language, '/pricing')}>See the plans</Link>, or find your subscription in{' '}
                <Link to={localizedPath(data.language, '/myaccount')}>your account</Link>.
              </Trans>
            </p>
          ) : null}
          <h2 className="checkout__title">
            <Trans>What happens next</Trans>
          </h2>
          <ol className="pricing__facts">
            <li>
              <Trans>
                <Link to={localizedPath(data.language, '/download')}>Download the app</Link> for each device you want to protect.
              </Trans>
            </li>
            <li>
              <Trans>Sign in with your account and tap Connect.</Trans>
            </li>
            <li>
              <Trans>
                Your subscription, devices and receipts are in <Link to={localizedPath(data.language, '/myaccount')}>your account</Link>.
              </Trans>
            </li>
          </ol>
        </div>
        {hydrated && askPassword ? (
          <div className="checkout__summary">
            <SetPassword needsEmail={askPassword.needsEmail} />
          </div>
        ) : null}
      </section>
    </>
  );
}
