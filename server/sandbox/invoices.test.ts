// Issue 19, invoices: the account's orders as recorded, and each order's invoice with the tax recorded at order time.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN, createTestSandbox, errorBody, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});
afterEach(() => {
  sandbox.close();
});

let keyCounter = 0;
const DAY = 24 * 60 * 60 * 1000;

/** An order through ps from a country (by the sandbox's geo override), decided on its hosted page unless left pending. */
async function order(token: string, { plan = '1y', country = 'US', decision }: { plan?: string; country?: string; decision?: 'approve' | 'decline' | 'cancel' } = {}): Promise<string> {
  const body = { plan_id: plan, return_url: `${ORIGIN}/paystatus`, language: 'en', country_code: country, front_id: 'front-0001', idempotency_key: `invoice-${keyCounter++}-0001` };
  const { order_id } = await sandbox.ok('psPurchase', body, { token, headers: { 'X-Sandbox-Country': country } });
  if (decision !== undefined) {
    await sandbox.request(`/sandbox/checkout/${order_id}/${decision}`, { method: 'POST', headers: { Origin: ORIGIN, Accept: 'application/json' } });
  }
  return order_id;
}

describe('the account’s orders', () => {
  it('lists only the caller’s orders, newest first, each with its status as recorded', async () => {
    const { token } = await sandbox.signIn();
    const other = await sandbox.signIn();
    await order(other.token, { decision: 'approve' });
    const paid = await order(token, { plan: '1m', decision: 'approve' });
    await sandbox.control('/sandbox/clock', { offset_ms: DAY });
    const declined = await order(token, { decision: 'decline' });
    await sandbox.control('/sandbox/clock', { offset_ms: 2 * DAY });
    const pending = await order(token, { plan: '2y' });
    await sandbox.ok('refundRequest', { order_id: paid }, { token });

    const { orders } = await sandbox.ok('orders', {}, { token });
    expect(orders.map(({ order_id, status }) => [order_id, status])).toEqual([
      [pending, 'pending'],
      [declined, 'declined'],
      [paid, 'refunded'],
    ]);
    expect(orders[2]).toEqual({
      order_id: paid,
      created_at: expect.any(Number),
      plan_id: '1m',
      plan_name: '1 month',
      plan_months: 1,
      provider: 'ps',
      status: 'refunded',
      amount: 12.99,
      currency: 'USD',
      trial_days: 0,
    });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await errorBody(await sandbox.call('orders', {}))).status).toBe(401);
    expect((await errorBody(await sandbox.call('orderInvoice', { order_id: 'ord_0123456789abcdef0123' }))).status).toBe(401);
  });
});

describe('an order’s invoice', () => {
  it('names seller, buyer and item, and the VAT the gross price includes at the rate of the buyer’s country', async () => {
    const { token, email } = await sandbox.signIn();
    const orderId = await order(token, { country: 'GB', decision: 'approve' });
    expect(await sandbox.ok('orderInvoice', { order_id: orderId }, { token })).toMatchObject({
      order_id: orderId,
      status: 'active',
      seller: { name: 'Harbor Privacy AG', country_code: 'CH', vat_id: expect.stringMatching(/^CHE-/) },
      buyer_email: email,
      buyer_country_code: 'GB',
      items: [{ plan_id: '1y', plan_name: '1 year', plan_months: 12, quantity: 1, amount: 59.88 }],
      amount: 59.88,
      currency: 'GBP',
      net_amount: 49.9,
      tax_lines: [{ name: 'VAT', rate_percent: 20, country_code: 'GB', amount: 9.98 }],
    });
  });

  it('carries no tax line for a country where the sandbox records no tax', async () => {
    const { token } = await sandbox.signIn();
    const orderId = await order(token, { country: 'US', decision: 'approve' });
    expect(await sandbox.ok('orderInvoice', { order_id: orderId }, { token })).toMatchObject({ amount: 71.88, net_amount: 71.88, tax_lines: [] });
  });

  it('says nothing of another account’s order: it is not found, exactly as an order that does not exist', async () => {
    const { token } = await sandbox.signIn();
    const other = await sandbox.signIn();
    const theirs = await order(other.token, { decision: 'approve' });
    const stranger = await errorBody(await sandbox.call('orderInvoice', { order_id: theirs }, { token }));
    const unknown = await errorBody(await sandbox.call('orderInvoice', { order_id: 'ord_0123456789abcdef0123' }, { token }));
    expect(stranger).toEqual({ status: 404, code: 40402, msg: 'There is no such order on this account.' });
    expect(unknown).toEqual(stranger);
  });

  it('reads the order id from the path only as one segment', async () => {
    const { token } = await sandbox.signIn();
    const orderId = await order(token, { decision: 'approve' });
    // An encoded slash stays inside the id: it names no other endpoint.
    const response = await sandbox.request(`/api/mms/payment/v1/web/orders/${encodeURIComponent(`${orderId}/x`)}`, { headers: { 'X-App-Type': '501', Authorization: `Bearer ${token}` } });
    expect((await errorBody(response)).code).toBe(40402);
  });
});
