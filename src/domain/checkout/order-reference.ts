import { isPaymentProvider, type PaymentProvider } from './payment-providers.ts';

/**
 * The order a payment page speaks about, carried in the addresses of /paystatus and /paysuc (SPEC §2.2): a hosted
 * provider returns the browser to /paystatus with `order_id` and `provider` added to the return address; after an
 * overlay the checkout goes there itself. A reload of either page therefore resumes the same order.
 */
export type OrderReference = {
  readonly orderId: string;
  readonly provider: PaymentProvider;
  readonly planId: string | undefined;
  /** The order started the plan's free trial (nothing charged today). */
  readonly trial: boolean;
};

/** The query of a payment page's address for an order (without the leading `?`). */
export function orderSearch(order: OrderReference): string {
  return new URLSearchParams({
    order_id: order.orderId,
    provider: order.provider,
    ...(order.planId === undefined ? {} : { plan: order.planId }),
    ...(order.trial ? { trial: '1' } : {}),
  }).toString();
}

/** The query a hosted provider's return address starts with: the provider adds the order and itself. */
export function returnSearch(planId: string, trial: boolean): string {
  return new URLSearchParams({ plan: planId, ...(trial ? { trial: '1' } : {}) }).toString();
}

/** The order a payment page's address names, or nothing when it names none (or an unknown provider). */
export function readOrderSearch(search: string): OrderReference | undefined {
  const params = new URLSearchParams(search);
  const orderId = params.get('order_id') ?? '';
  const provider = params.get('provider') ?? undefined;
  if (orderId === '' || !isPaymentProvider(provider)) return undefined;
  return { orderId, provider, planId: params.get('plan') || undefined, trial: params.get('trial') === '1' };
}

/** A free trial starts only when the visitor asked for one (the /vpn-trial link) and the plan has trial days. */
export function startsFreeTrial(requested: boolean, trialDays: number): boolean {
  return requested && trialDays > 0;
}
