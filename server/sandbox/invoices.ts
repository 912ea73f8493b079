// Issue 19: the account's orders and their invoices as the API answers them, from what each order recorded.
import { includedTaxMinor } from '../../src/domain/index.ts';
import type { ResponseOf } from '../../src/infrastructure/contract/api.contract.ts';
import { findPlan, toMajor } from './catalog.ts';
import type { OrderRow } from './payments.ts';
import { SELLER } from './tax.ts';

type OrderRecord = ResponseOf<'orders'>['orders'][number];

/** One order as `/web/orders` lists it: its status as recorded (pending, declined and refunded ones too). */
export function orderRecord(order: OrderRow): OrderRecord {
  const plan = findPlan(order.plan_id);
  return {
    order_id: order.id,
    created_at: order.created_at,
    plan_id: order.plan_id,
    plan_name: plan?.name ?? order.plan_id,
    ...(plan === undefined ? {} : { plan_months: plan.months }),
    provider: order.provider,
    status: order.status,
    amount: toMajor(order.amount_minor),
    currency: order.currency,
    trial_days: order.trial_days,
  };
}

/**
 * An order's invoice: the seller, the buyer's email now (the account's, null while it has none), one item (the plan),
 * and the tax the gross amount includes at the rate the order recorded; no tax line where it recorded none.
 */
export function invoiceRecord(order: OrderRow, buyerEmail: string | null): ResponseOf<'orderInvoice'> {
  const record = orderRecord(order);
  const taxMinor = order.tax_rate_bp === null ? 0 : includedTaxMinor(order.amount_minor, order.tax_rate_bp);
  return {
    ...record,
    seller: { ...SELLER, address_lines: [...SELLER.address_lines] },
    buyer_email: buyerEmail,
    buyer_country_code: order.country_code,
    items: [{ plan_id: record.plan_id, plan_name: record.plan_name, ...(record.plan_months === undefined ? {} : { plan_months: record.plan_months }), quantity: 1, amount: record.amount }],
    net_amount: toMajor(order.amount_minor - taxMinor),
    tax_lines:
      order.tax_name === null || order.tax_rate_bp === null
        ? []
        : [{ name: order.tax_name, rate_percent: order.tax_rate_bp / 100, country_code: order.country_code, amount: toMajor(taxMinor) }],
  };
}
