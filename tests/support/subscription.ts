import type { Subscription } from '../../src/application/account/account.port.ts';

/** A paid yearly subscription as the account's adapter hands it over; tests change what their rule is about. */
export function aSubscription(changes: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    orderId: 'ord_1',
    planId: '1y',
    planName: '1 year',
    planMonths: 12,
    provider: 'ps',
    status: 'active',
    startedAt: 1,
    expiresAt: 2,
    autoRenew: true,
    amount: 71.88,
    currency: 'USD',
    trial: false,
    renewalAmount: 71.88,
    refundableUntil: undefined,
    refundedAt: undefined,
    ...changes,
  };
}
