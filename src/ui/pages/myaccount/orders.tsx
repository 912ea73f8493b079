import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { TOKENS } from '../../../application/tokens.ts';
import { dateTimeFormat, formatPrice, localizedPath, type Language } from '../../../domain/index.ts';
import { useInjection } from '../../di/container-context.tsx';
import { PROVIDER_LABELS } from '../../i18n/provider-labels.ts';
import { OrdersView, type OrdersViewModel } from './orders.view.tsx';

/** The account's orders (issue 19): their own machine, each row a link to its invoice in the page's language. */
export function Orders({ language, localeTag }: { readonly language: Language; readonly localeTag: string }) {
  const { i18n } = useLingui();
  const orders = useActorRef(useInjection(TOKENS.OrdersMachine));
  const model = useSelector(orders, (snapshot): OrdersViewModel => {
    if (snapshot.matches('loading')) return { status: 'loading' };
    if (snapshot.matches('failed')) return { status: 'failed' };
    const date = dateTimeFormat(localeTag, { dateStyle: 'medium' });
    return {
      status: 'ready',
      orders: snapshot.context.orders.map((order) => ({
        id: order.id,
        date: date.format(order.createdAt),
        plan: order.planMonths === undefined ? { name: order.planName } : { months: order.planMonths },
        amount: formatPrice(order.amount, order.currency, localeTag),
        currency: order.currency,
        provider: i18n._(PROVIDER_LABELS[order.provider]),
        status: order.status,
        trial: order.trialDays > 0,
        invoiceHref: localizedPath(language, `/myaccount/invoices/${encodeURIComponent(order.id)}`),
      })),
    };
  });
  return <OrdersView model={model} onRetry={() => orders.send({ type: 'user.retry' })} />;
}
