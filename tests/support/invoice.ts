import type { Invoice, Order } from '../../src/application/account/orders.port.ts';

/** A paid yearly order bought from the United Kingdom, as the orders adapter hands it over (issue 19). */
export function anOrder(changes: Partial<Order> = {}): Order {
  return { id: 'ord_1', createdAt: Date.UTC(2026, 10, 28), planId: '1y', planName: '1 year', planMonths: 12, provider: 'ps', status: 'active', amount: 59.88, currency: 'GBP', trialDays: 0, ...changes };
}

/** That order's invoice: 20 % VAT included in the gross amount. */
export function anInvoice(changes: Partial<Invoice> = {}): Invoice {
  return {
    ...anOrder(),
    seller: { name: 'Harbor Privacy AG', addressLines: ['Baarerstrasse 14', '6300 Zug'], countryCode: 'CH', vatId: 'CHE-412.638.915 MWST' },
    buyerEmail: 'ada@example.com',
    buyerCountryCode: 'GB',
    items: [{ planId: '1y', planName: '1 year', planMonths: 12, quantity: 1, amount: 59.88 }],
    netAmount: 49.9,
    taxLines: [{ name: 'VAT', ratePercent: 20, countryCode: 'GB', amount: 9.98 }],
    ...changes,
  };
}
