import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { OrderStatus } from '../../../application/account/orders.port.ts';
import { LoadFailure } from '../../components/load-failure/load-failure.view.tsx';
import { VisuallyHidden } from '../../components/visually-hidden/visually-hidden.view.tsx';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import { OrderStatusBadge } from './order-status.view.tsx';
import './orders.css';

/** One order as the list shows it: every value already in the visitor's language. */
export type OrderRowModel = {
  readonly id: string;
  readonly date: string;
  /** The plan's term, named in the visitor's language; the server's name when the term is unknown. */
  readonly plan: { readonly months: number } | { readonly name: string };
  readonly amount: string;
  readonly currency: string;
  readonly provider: string;
  readonly status: OrderStatus;
  readonly trial: boolean;
  readonly invoiceHref: string;
};

export type OrdersViewModel = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly orders: readonly OrderRowModel[] };

/** Issue 19: the account's orders in /myaccount, newest first, each with a link to its invoice. */
export function OrdersView({ model, onRetry }: { readonly model: OrdersViewModel; readonly onRetry: () => void }) {
  const headingId = useId();
  return (
    <div className="account__card orders" aria-busy={model.status === 'loading'}>
      <h2 id={headingId}>
        <Trans>Orders and invoices</Trans>
      </h2>
      {model.status === 'loading' ? (
        <p role="status">
          <Trans>Loading your orders…</Trans>
        </p>
      ) : model.status === 'failed' ? (
        <LoadFailure size="sm" onRetry={onRetry}>
          <Trans>We could not load your orders. Check your connection and try again.</Trans>
        </LoadFailure>
      ) : model.orders.length === 0 ? (
        <p>
          <Trans>No orders yet.</Trans>
        </p>
      ) : (
        // On a narrow screen the table scrolls sideways in its own box, which the keyboard can reach and scroll too.
        <div className="orders__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="orders__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Plan</Trans>
                </th>
                <th scope="col">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>Currency</Trans>
                </th>
                <th scope="col">
                  <Trans>Paid with</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Invoice</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {model.orders.map((order) => (
                <tr key={order.id}>
                  <td>{order.date}</td>
                  <td>{'months' in order.plan ? <PlanTerm months={order.plan.months} /> : order.plan.name}</td>
                  <td className="orders__amount">{order.amount}</td>
                  <td>{order.currency}</td>
                  <td>{order.provider}</td>
                  <td>
                    <OrderStatusBadge status={order.status} trial={order.trial} />
                  </td>
                  <td>
                    <Link to={order.invoiceHref}>
                      <Trans>
                        View invoice <VisuallyHidden>for order {order.id}</VisuallyHidden>
                      </Trans>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
