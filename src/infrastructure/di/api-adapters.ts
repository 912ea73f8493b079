// Loaded on first use (see lazy-port.ts): every API adapter, on the client of the visitor's adapters (visitor-adapters.ts).
import { AccountAdapter } from '../api/account.adapter.ts';
import { CatalogAdapter } from '../api/catalog.adapter.ts';
import { OrdersAdapter } from '../api/orders.adapter.ts';
import { PurchaseAdapter } from '../api/purchase.adapter.ts';
import type { VisitorAdapters } from './visitor-adapters.ts';

export type ApiAdapters = ReturnType<typeof createApiAdapters>;

export function createApiAdapters(visitor: VisitorAdapters) {
  const { api, challenge, geo, analytics } = visitor;
  return {
    challenge,
    geo,
    analytics,
    account: new AccountAdapter(api, () => Date.now()),
    catalog: new CatalogAdapter(api),
    purchase: new PurchaseAdapter(api),
    orders: new OrdersAdapter(api),
  };
}
