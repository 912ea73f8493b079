import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import { localizedPath, type Language } from '../../../domain/index.ts';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectPayStatus, type PayStatusStage } from '../checkout/checkout.selectors.ts';
import '../checkout/checkout.css';

const COPY: PageCopy = {
  title: msg`Payment status`,
  heading: msg`Checking your payment`,
  description: msg`We are confirming your payment with the provider. This usually takes a few seconds.`,
};

export const copy = (): PageCopy => COPY;

/** Once the payment has ended, the page's heading says how (the document title stays "Payment status"). */
const ENDED_HEADINGS: Partial<Record<PayStatusStage, { heading: MessageDescriptor; lead: MessageDescriptor }>> = {
  notFound: { heading: msg`Payment not found`, lead: msg`There is no such payment on the account you are signed in with.` },
  failed: { heading: msg`Payment not completed`, lead: msg`The provider declined the payment or it could not be started. Nothing was charged.` },
  cancelled: { heading: msg`Payment cancelled`, lead: msg`You cancelled the payment. Nothing was charged.` },
  stillPending: { heading: msg`Payment pending`, lead: msg`The provider has not confirmed your payment yet.` },
};

function PayStatusView({
  stage,
  retryHref,
  plansHref,
  accountHref,
  onCheckAgain,
}: {
  stage: PayStatusStage;
  retryHref: string;
  plansHref: string;
  accountHref: string;
  onCheckAgain: () => void;
}) {
  switch (stage) {
    case 'noOrder':
      return (
        <p>
          <Trans>
            There is no payment to check here. <Link to={plansHref}>Choose a plan</Link>.
          </Trans>
        </p>
      );
    case 'notFound':
      return (
        <div className="checkout__problem" role="alert">
          <p>
            <Trans>
              We could not find this payment on your account. If you paid while signed in with another account, sign in with that one. <Link to={plansHref}>See the plans</Link> or go to{' '}
              <Link to={accountHref}>Your account</Link>.
            </Trans>
          </p>
        </div>
      );
    case 'confirming':
    case 'succeeded':
      return (
        <p className="checkout__status" role="status">
          <Trans>Confirming your payment… Please keep this page open.</Trans>
        </p>
      );
    case 'failed':
      return (
        <div className="checkout__problem" role="alert">
          <p>
            <Trans>The payment was declined. Nothing was charged. You can try again with the same or another way to pay.</Trans>
          </p>
          <Link className="button" to={retryHref}>
            <Trans>Try again</Trans>
          </Link>
        </div>
      );
    case 'cancelled':
      return (
        <div className="checkout__problem" role="status">
          <p>
            <Trans>You cancelled the payment. Nothing was charged, and your plan is kept for when you are ready.</Trans>
          </p>
          <Link className="button" to={retryHref}>
            <Trans>Back to checkout</Trans>
          </Link>
        </div>
      );
    case 'stillPending':
      return (
        <div className="checkout__problem" role="status">
          <p>
            <Trans>
              Your payment is still being processed by the provider. This can take a few minutes. You will not be charged twice: your subscription starts as soon as the provider confirms, and you can check again here or in your account.
            </Trans>
          </p>
          <button className="button" type="button" onClick={onCheckAgain}>
            <Trans>Check again</Trans>
          </button>
        </div>
      );
  }
}

/**
 * SPEC §2.2 /paystatus: the checkout machine confirms the order the address names through purchase_result (a reload
 * resumes the same order, never repeats it) and goes on to the welcome page once it is paid.
 */
function ConfirmOrder({ search, language, intro }: { search: string; language: Language; intro: { heading: string; lead: string } }) {
  const { i18n } = useLingui();
  const checkout = useActorRef(useInjection(TOKENS.CheckoutMachine), { input: { kind: 'confirm', search } });
  const { stage, retryPath } = useSelector(checkout, selectPayStatus, (a, b) => a.stage === b.stage && a.retryPath === b.retryPath);
  const ended = ENDED_HEADINGS[stage];
  return (
    <>
      <PageIntro heading={ended ? i18n._(ended.heading) : intro.heading} lead={ended ? i18n._(ended.lead) : intro.lead} />
      <section className="checkout checkout--single">
        <PayStatusView
          stage={stage}
          retryHref={localizedPath(language, retryPath)}
          plansHref={localizedPath(language, '/pricing')}
          accountHref={localizedPath(language, '/myaccount')}
          onCheckAgain={() => checkout.send({ type: 'user.checkAgain' })}
        />
      </section>
    </>
  );
}

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page knows no order: the machine starts once the address can be read.
  if (hydrated) return <ConfirmOrder search={search.toString()} language={data.language} intro={{ heading, lead }} />;
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <section className="checkout checkout--single" />
    </>
  );
}
