import type { PaymentProvider } from '../../domain/index.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';

/** Issue 19: how an order stands, as the API records it; `active` is paid and in force. */
export type OrderStatus = 'pending' | 'active' | 'declined' | 'cancelled' | 'refunded';

/** One order of the account, as /myaccount lists it. */
export type Order = {
  readonly id: string;
  readonly createdAt: number;
  readonly planId: string;
  readonly planName: string;
  /** Names the plan in the visitor's language; `planName` is the server's fallback. */
  readonly planMonths: number | undefined;
  readonly provider: PaymentProvider;
  readonly status: OrderStatus;
  /** What was charged, tax included (0 for a free trial's order). */
  readonly amount: number;
  readonly currency: string;
  readonly trialDays: number;
};

/** A tax the gross amount includes, at the rate recorded with the order. */
export type TaxLine = { readonly name: string; readonly ratePercent: number; readonly countryCode: string; readonly amount: number };

/** An order's invoice, as the API records it: seller, buyer, items, amount and the tax it includes. */
export type Invoice = Order & {
  readonly seller: { readonly name: string; readonly addressLines: readonly string[]; readonly countryCode: string; readonly vatId: string };
  readonly buyerEmail: string | undefined;
  readonly buyerCountryCode: string;
  readonly items: readonly { readonly planId: string; readonly planName: string; readonly planMonths: number | undefined; readonly quantity: number; readonly amount: number }[];
  readonly netAmount: number;
  readonly taxLines: readonly TaxLine[];
};

/**
 * Issue 19: the account's orders and their invoices. An order the account does not hold (another account's, or none at
 * all) is `notFound`: nothing says whether it exists.
 */
export interface OrdersPort {
  orders(signal?: AbortSignal): Promise<ApiOutcome<readonly Order[]>>;
  invoice(orderId: string, signal?: AbortSignal): Promise<InvoiceOutcome>;
}

export type InvoiceOutcome = ApiOutcome<Invoice> | { readonly kind: 'notFound' };
