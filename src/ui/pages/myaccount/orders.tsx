import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ordersMachine } from '../../../application/account/orders.machine.ts';
import { dateTimeFormat, formatPrice, localizedPath, type Language } from '../../../domain/index.ts';
import { PROVIDER_LABELS } from '../../i18n/provider-labels.ts';
import { OrdersView, type OrdersViewModel } from './orders.view.tsx';

/** The account's orders (issue 19): their own machine (the account page holds it), each row a link to its invoice in the page's language. */
export function Orders({ orders, language, localeTag }: { readonly orders: ActorRefFrom<typeof ordersMachine>; readonly language: Language; readonly localeTag: string }) {
  const { i18n } = useLingui();
  const model = useSelector(orders, (snapshot): OrdersViewModel => {
    // While it reloads after a refund, the list as it was stays on screen.
    if (snapshot.matches('loading') && snapshot.context.orders.length === 0) return { status: 'loading' };
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
