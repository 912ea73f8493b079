import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { OrderStatus } from '../../../application/account/orders.port.ts';
import { Button } from '../../components/button/button.view.tsx';
import { LoadFailure } from '../../components/load-failure/load-failure.view.tsx';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import { OrderStatusBadge } from './order-status.view.tsx';
import './myaccount.css';
import './invoice.css';

/** An invoice as the page shows it (issue 19): every date, amount, rate and country already in the page's language. */
export type InvoiceDocumentModel = {
  readonly orderId: string;
  readonly date: string;
  readonly status: OrderStatus;
  readonly trial: boolean;
  readonly provider: string;
  readonly seller: { readonly name: string; readonly addressLines: readonly string[]; readonly country: string; readonly vatId: string };
  readonly buyer: { readonly email: string | undefined; readonly country: string };
  readonly items: readonly { readonly plan: { readonly months: number } | { readonly name: string }; readonly quantity: number; readonly amount: string }[];
  readonly net: string;
  readonly taxLines: readonly { readonly name: string; readonly rate: string; readonly amount: string }[];
  readonly total: string;
  readonly currency: string;
};

export type InvoiceViewModel = { readonly status: 'loading' | 'failed' | 'notFound' } | { readonly status: 'ready'; readonly invoice: InvoiceDocumentModel };

export type InvoiceViewProps = {
  readonly model: InvoiceViewModel;
  /** Back to /myaccount in the page's language. */
  readonly accountHref: string;
  readonly onPrint: () => void;
  readonly onRetry: () => void;
};

/** /myaccount/invoices/{orderId}: the invoice as a printable document, or why there is none. */
export function InvoiceView({ model, accountHref, onPrint, onRetry }: InvoiceViewProps) {
  const back = (
    <Link className="invoice__back" to={accountHref}>
      <Trans>Back to my account</Trans>
    </Link>
  );
  if (model.status !== 'ready') {
    return (
      <section className="account invoice" aria-busy={model.status === 'loading'}>
        {model.status === 'loading' ? (
          <p role="status">
            <Trans>Loading the invoice…</Trans>
          </p>
        ) : model.status === 'notFound' ? (
          <div className="form-alert" role="alert">
            <p>
              <Trans>There is no such order in your account.</Trans>
            </p>
          </div>
        ) : (
          <LoadFailure size="sm" onRetry={onRetry}>
            <Trans>We could not load the invoice. Check your connection and try again.</Trans>
          </LoadFailure>
        )}
        <p className="invoice__actions">{back}</p>
      </section>
    );
  }
  const { invoice } = model;
  const { orderId, currency } = invoice;
  return (
    <section className="account invoice">
      <div className="invoice__actions">
        {back}
        <Button variant="primary" size="sm" onClick={onPrint}>
          <Trans>Print or save as PDF</Trans>
        </Button>
      </div>
      <article className="account__card invoice__document" aria-labelledby="invoice-title">
        <header className="account__row invoice__head">
          <h2 id="invoice-title">
            <Trans>
              Invoice for order <bdi dir="ltr">{orderId}</bdi>
            </Trans>
          </h2>
          <OrderStatusBadge status={invoice.status} trial={invoice.trial} />
        </header>
        <dl className="invoice__facts">
          <div>
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{orderId}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Order date</Trans>
            </dt>
            <dd>{invoice.date}</dd>
          </div>
          <div>
            <dt>
              <Trans>Paid with</Trans>
            </dt>
            <dd>{invoice.provider}</dd>
          </div>
        </dl>
        <div className="invoice__parties">
          <section aria-labelledby="invoice-seller">
            <h3 id="invoice-seller">
              <Trans>Seller</Trans>
            </h3>
            <address>
              <strong>{invoice.seller.name}</strong>
              {invoice.seller.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{invoice.seller.country}</span>
              <span>
                <Trans>
                  VAT number: <bdi dir="ltr">{invoice.seller.vatId}</bdi>
                </Trans>
              </span>
            </address>
          </section>
          <section aria-labelledby="invoice-buyer">
            <h3 id="invoice-buyer">
              <Trans>Billed to</Trans>
            </h3>
            <address>
              {invoice.buyer.email === undefined ? (
                <span>
                  <Trans>No email address on the account</Trans>
                </span>
              ) : (
                <bdi dir="ltr">{invoice.buyer.email}</bdi>
              )}
              <span>{invoice.buyer.country}</span>
            </address>
          </section>
        </div>
        <table className="invoice__items">
          <caption className="visually-hidden">
            <Trans>Items and amounts</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Item</Trans>
              </th>
              <th scope="col">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className="invoice__money">
                <Trans>Amount ({currency})</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => {
              const term = 'months' in item.plan ? <PlanTerm months={item.plan.months} /> : item.plan.name;
              return (
              <tr key={index}>
                <td>
                  <Trans>Harbor VPN subscription, {term}</Trans>
                </td>
                <td>{item.quantity}</td>
                <td className="invoice__money">{item.amount}</td>
              </tr>
              );
            })}
          </tbody>
          <tfoot>
            {invoice.taxLines.length > 0 ? (
              <tr>
                <th scope="row" colSpan={2}>
                  <Trans>Net amount</Trans>
                </th>
                <td className="invoice__money">{invoice.net}</td>
              </tr>
            ) : null}
            {invoice.taxLines.map((line) => {
              const { name, rate } = line;
              return (
                <tr key={name}>
                  <th scope="row" colSpan={2}>
                    <Trans>
                      {name} included at {rate}
                    </Trans>
                  </th>
                  <td className="invoice__money">{line.amount}</td>
                </tr>
              );
            })}
            <tr className="invoice__total">
              <th scope="row" colSpan={2}>
                <Trans>Total</Trans>
              </th>
              <td className="invoice__money">{invoice.total}</td>
            </tr>
          </tfoot>
        </table>
        {invoice.taxLines.length === 0 ? (
          <p className="invoice__note">
            <Trans>No tax applies to this order where you bought it.</Trans>
          </p>
        ) : null}
      </article>
    </section>
  );
}
