import type { Invoice, InvoiceOutcome, Order, OrdersPort } from '../../application/account/orders.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { ResponseOf } from '../contract/api.contract.ts';
import type { ApiClient } from '../http/api-client.ts';
import { callOutcome } from '../http/to-outcome.ts';

/** The API's code for an order the account does not hold (server/sandbox/api-failure.ts `orderUnknown`). */
const ORDER_UNKNOWN = 40402;

const toOrder = (order: ResponseOf<'orders'>['orders'][number]): Order => ({
  id: order.order_id,
  createdAt: order.created_at,
  planId: order.plan_id,
  planName: order.plan_name,
  planMonths: order.plan_months,
  provider: order.provider,
  status: order.status,
  amount: order.amount,
  currency: order.currency,
  trialDays: order.trial_days,
});

const toInvoice = (invoice: ResponseOf<'orderInvoice'>): Invoice => ({
  ...toOrder(invoice),
  seller: { name: invoice.seller.name, addressLines: invoice.seller.address_lines, countryCode: invoice.seller.country_code, vatId: invoice.seller.vat_id },
  buyerEmail: invoice.buyer_email ?? undefined,
  buyerCountryCode: invoice.buyer_country_code,
  items: invoice.items.map((item) => ({ planId: item.plan_id, planName: item.plan_name, planMonths: item.plan_months, quantity: item.quantity, amount: item.amount })),
  netAmount: invoice.net_amount,
  taxLines: invoice.tax_lines.map((line) => ({ name: line.name, ratePercent: line.rate_percent, countryCode: line.country_code, amount: line.amount })),
});

/** Issue 19: the account's orders and invoices over the API client. */
export class OrdersAdapter implements OrdersPort {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  orders(signal?: AbortSignal): Promise<ApiOutcome<readonly Order[]>> {
    return callOutcome(this.#api, 'orders', {}, ({ orders }) => orders.map(toOrder), signal);
  }

  async invoice(orderId: string, signal?: AbortSignal): Promise<InvoiceOutcome> {
    const outcome = await callOutcome(this.#api, 'orderInvoice', { order_id: orderId }, toInvoice, signal);
    // Another account's order and no order at all are one answer: not found.
    return outcome.kind === 'rejected' && (outcome.code === ORDER_UNKNOWN || outcome.status === 404) ? { kind: 'notFound' } : outcome;
  }
}
