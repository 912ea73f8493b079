import { describe, expect, it } from 'vitest';
import { orderSearch, readOrderSearch, returnSearch, startsFreeTrial } from './order-reference.ts';

describe('the order a payment page names', () => {
  it('reads back what it wrote, with and without the plan and the trial', () => {
    for (const order of [
      { orderId: 'ord_1', provider: 'rz', planId: '1y', trial: true },
      { orderId: 'ord_2', provider: 'so', planId: undefined, trial: false },
    ] as const) {
      expect(readOrderSearch(orderSearch(order))).toEqual(order);
    }
    expect(orderSearch({ orderId: 'ord_1', provider: 'pd', planId: '1m', trial: false })).toBe('order_id=ord_1&provider=pd&plan=1m');
  });

  it('reads the address a hosted provider returns to: its own start, then the order and the provider', () => {
    expect(readOrderSearch(`?${returnSearch('2y', true)}&order_id=ord_9&provider=ps`)).toEqual({ orderId: 'ord_9', provider: 'ps', planId: '2y', trial: true });
  });

  it.each([
    ['no order', 'plan=1y&provider=so'],
    ['an empty order', 'order_id=&provider=so'],
    ['no provider', 'order_id=ord_1'],
    ['an unknown provider', 'order_id=ord_1&provider=paypal'],
  ])('names no order with %s', (_, search) => {
    expect(readOrderSearch(search)).toBeUndefined();
  });
});

describe('the free-trial rule', () => {
  it('starts a trial only when asked for and the plan has trial days', () => {
    expect(startsFreeTrial(true, 7)).toBe(true);
    expect(startsFreeTrial(true, 0)).toBe(false);
    expect(startsFreeTrial(false, 7)).toBe(false);
  });
});
