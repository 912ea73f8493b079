import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect } from 'react';
import { useLoaderData } from 'react-router';
import type { Actor, AnyStateMachine } from 'xstate';
import type { MyAccountEvent, MyAccountNotice } from '../../../application/account/my-account.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { dateTimeOptions, languageTag, type Language } from '../../../domain/index.ts';
import { MessageBoxActor, ToastActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';
import type { PageLoaderData } from '../../app/route-types.ts';
import { useInjection } from '../../di/container-context.tsx';
import { ACTIVATE_COPY, ActivatePage } from '../activate/activate.page.tsx';
import { AccountSecurity } from './account-security.tsx';
import { INVOICE_COPY, InvoicePage } from './invoice.page.tsx';
import { MyAccountView } from './myaccount.view.tsx';
import { Orders } from './orders.tsx';
import { Refund } from './refund.tsx';
import { Renewal } from './renewal.tsx';

const COPY: PageCopy = {
  title: msg`My account`,
  heading: msg`My account`,
  description: msg`Your profile, subscription, devices and allowed IP addresses in one place.`,
};

/** The module serves the account and, on their own routes, an order's invoice and /activate (issue 19). */
export const copy = ({ routeName }: PageContext): PageCopy => (routeName === 'myaccount-invoice' ? INVOICE_COPY : routeName === 'activate' ? ACTIVATE_COPY : COPY);

/** What each finished action says in the toast (SPEC §2.2 toast: success or error). */
const NOTICES: Readonly<Record<MyAccountNotice, { tone: 'success' | 'error'; message: MessageDescriptor }>> = {
  deviceUnbound: { tone: 'success', message: msg`The device was signed out.` },
  ipBound: { tone: 'success', message: msg`Your allowed IP address was saved.` },
  ipRemoved: { tone: 'success', message: msg`Your allowed IP address was removed.` },
  refunded: { tone: 'success', message: msg`Your refund is on its way.` },
  actionFailed: { tone: 'error', message: msg`That did not work. Nothing was changed. Please try again.` },
};

/** Sends an event and resolves once the actor has left the working state it led to (the box shows loading until then). */
function sendAndSettle(actor: Actor<AnyStateMachine>, event: MyAccountEvent): Promise<void> {
  return new Promise((resolve) => {
    actor.send(event);
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ ready: 'unbinding' }) && !snapshot.matches({ ready: 'removing' })) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

function Account({ language }: { language: Language }) {
  const { t, i18n } = useLingui();
  const account = useActorRef(useInjection(TOKENS.MyAccountMachine));
  // The orders load beside the account; a refund tells both, since it changes an order's status too.
  const orders = useActorRef(useInjection(TOKENS.OrdersMachine));
  const callbacks = useInjection(TOKENS.MessageBoxCallbacks);
  const box = MessageBoxActor.useActorRef();
  const toast = ToastActor.useActorRef();
  // The account machine says what an action came to; the app's toast shows it for its 6 seconds.
  useEffect(() => {
    const subscription = account.on('account.notice', ({ notice }) => {
      const { tone, message } = NOTICES[notice];
      toast.send({ type: 'toast.show', tone, message: i18n._(message) });
    });
    return () => subscription.unsubscribe();
  }, [account, toast, i18n]);
  const model = useSelector(account, (snapshot) => {
    if (snapshot.matches('loading') && snapshot.context.overview === undefined) return { status: 'loading' as const };
    if (snapshot.matches('failed') || snapshot.context.overview === undefined) return { status: snapshot.matches('failed') ? ('failed' as const) : ('loading' as const) };
    const problem = snapshot.context.ipProblem;
    return {
      status: 'ready' as const,
      overview: snapshot.context.overview,
      busy: snapshot.matches({ ready: 'unbinding' }) ? ('unbinding' as const) : snapshot.matches({ ready: 'binding' }) ? ('binding' as const) : snapshot.matches({ ready: 'removing' }) ? ('removing' as const) : undefined,
      ipInput: snapshot.context.ipInput,
      ipError: problem === undefined ? undefined : problem.kind === 'rejected' ? problem.message : problem.kind === 'Empty' ? t`Enter an IP address.` : t`That is not a valid IPv4 or IPv6 address.`,
      now: Date.now(),
    };
  });
  const onVerified = useCallback(() => account.send({ type: 'account.verified' }), [account]);
  const onRefunded = useCallback(() => {
    account.send({ type: 'account.refunded' });
    orders.send({ type: 'account.refunded' });
  }, [account, orders]);
  const confirm = (title: string, message: string, event: MyAccountEvent) => {
    const callbackId = callbacks.register(() => sendAndSettle(account as unknown as Actor<AnyStateMachine>, event));
    box.send({ type: 'box.open', request: { kind: 'confirm', title, message, callbackId } });
  };
  return (
    <MyAccountView
      model={model}
      localeTag={languageTag(language)}
      momentFormat={dateTimeOptions(language)}
      onRetry={() => account.send({ type: 'user.retry' })}
      onUnbind={(device) => confirm(t`Sign out ${device.name}?`, t`The app on this device will be signed out. You can sign in on it again later.`, { type: 'user.unbind', device })}
      onEditIp={(value) => account.send({ type: 'user.editIp', value })}
      onUseCurrentIp={() => account.send({ type: 'user.useCurrentIp' })}
      onBindIp={() => account.send({ type: 'user.bindIp' })}
      onRemoveIp={() => confirm(t`Remove the allowed IP address?`, t`Connections will no longer be limited to this address.`, { type: 'user.removeIp' })}
      security={model.status === 'ready' ? <AccountSecurity profile={model.overview.profile} onVerified={onVerified} /> : null}
      renewal={(subscription) => <Renewal key={`${subscription.id}:${subscription.autoRenew}`} subscription={subscription} localeTag={languageTag(language)} />}
      refund={(subscription, until) => <Refund key={subscription.orderId} subscription={subscription} until={until} localeTag={languageTag(language)} onRefunded={onRefunded} />}
      orders={model.status === 'ready' ? <Orders orders={orders} language={language} localeTag={languageTag(language)} /> : null}
    />
  );
}

/** The auth guard sends signed-out visitors to /login; the account itself loads in the browser only. */
export function Page() {
  const { routeName } = useLoaderData() as PageLoaderData;
  if (routeName === 'activate') return <ActivatePage copy={copy} />;
  return routeName === 'myaccount-invoice' ? <InvoicePage copy={copy} /> : <AccountPage />;
}

function AccountPage() {
  const { heading, lead, data } = usePage(copy);
  const hydrated = useHydrated();
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      {hydrated ? <Account language={data.language} /> : null}
    </>
  );
}
