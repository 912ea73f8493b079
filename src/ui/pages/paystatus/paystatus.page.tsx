import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { checkoutMachine } from '../../../application/checkout/checkout.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { isPaymentProvider, localizedPath, type Language, type PaymentProvider } from '../../../domain/index.ts';
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
  failed: { heading: msg`Payment not completed`, lead: msg`The provider declined the payment or it could not be started. Nothing was charged.` },
  cancelled: { heading: msg`Payment cancelled`, lead: msg`You cancelled the payment. Nothing was charged.` },
  stillPending: { heading: msg`Payment pending`, lead: msg`The provider has not confirmed your payment yet.` },
};

function PayStatusView({ stage, retryHref, onCheckAgain }: { stage: PayStatusStage; retryHref: string; onCheckAgain: () => void }) {
  switch (stage) {
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

type RememberedOrder = { provider: PaymentProvider; orderId: string; planId: string | undefined; trial: boolean };

function rememberedOrder(search: URLSearchParams): RememberedOrder | undefined {
  const provider = search.get('provider') ?? undefined;
  const orderId = search.get('order_id') ?? undefined;
  if (orderId && isPaymentProvider(provider)) return { provider, orderId, planId: search.get('plan') ?? undefined, trial: search.get('trial') === '1' };
  return undefined;
}

/** SPEC §2.2 /paystatus: confirms through purchase_result; a reload resumes the same order, never repeats it. */
function ConfirmOrder({ order, language, intro }: { order: RememberedOrder; language: Language; intro: { heading: string; lead: string } }) {
  const { i18n } = useLingui();
  const machine = useInjection<typeof checkoutMachine>(TOKENS.CheckoutMachine);
  const checkout = useActorRef(machine, { input: { provider: order.provider, signedIn: true, resumeOrderId: order.orderId, planId: order.planId } });
  const stage = useSelector(checkout, selectPayStatus);
  const planId = useSelector(checkout, (snapshot) => snapshot.context.planId);
  const navigate = useNavigate();
  const { orderId, provider, trial } = order;
  useEffect(() => {
    if (stage === 'succeeded') {
      const query = new URLSearchParams({ order_id: orderId, provider, ...(planId ? { plan: planId } : {}), ...(trial ? { trial: '1' } : {}) });
      void navigate(`${localizedPath(language, '/paysuc')}?${query.toString()}`, { replace: true });
    }
  }, [stage, navigate, language, orderId, provider, planId, trial]);
  const retryHref = localizedPath(language, planId ? `/pricing/checkout/${planId}` : '/pricing') + (planId && trial ? '?trial=1' : '');
  const ended = ENDED_HEADINGS[stage];
  return (
    <>
      <PageIntro heading={ended ? i18n._(ended.heading) : intro.heading} lead={ended ? i18n._(ended.lead) : intro.lead} />
      <section className="checkout checkout--single">
        <PayStatusView stage={stage} retryHref={retryHref} onCheckAgain={() => checkout.send({ type: 'user.checkAgain' })} />
      </section>
    </>
  );
}

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const order = rememberedOrder(search);
  if (hydrated && order) return <ConfirmOrder order={order} language={data.language} intro={{ heading, lead }} />;
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <section className="checkout checkout--single">
        {!hydrated ? null : (
          <p>
            <Trans>
              There is no payment to check here. <Link to={localizedPath(data.language, '/pricing')}>Choose a plan</Link>.
            </Trans>
          </p>
        )}
      </section>
    </>
  );
}
