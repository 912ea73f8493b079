import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS, PROVIDER_PROFILES, type PaymentProvider } from '../../src/domain/index.ts';
import type { ResponseOf } from '../../src/infrastructure/contract/api.contract.ts';
import { addMonths } from './payments.ts';
import { ORIGIN, STRONG_PASSWORD, createTestSandbox, errorBody, type CallOptions, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});
afterEach(() => {
  sandbox.close();
});

type PurchaseValue = ResponseOf<'psPurchase'>;
type Decision = 'approve' | 'decline' | 'cancel' | 'pending';
type OrderSummary = { order_id: string; status: string; success: boolean; amount: number; currency: string; cps: unknown; x_from: string | null };

const DAY = 24 * 60 * 60 * 1000;
let keyCounter = 0;

function purchaseBody(overrides: Record<string, unknown> = {}) {
  return {
    plan_id: '1y',
    return_url: `${ORIGIN}/paystatus`,
    language: 'en',
    country_code: 'US',
    front_id: 'front-0001',
    idempotency_key: `key-${Date.now()}-${keyCounter++}`,
    ...overrides,
  };
}

/** A purchase through a provider's own endpoint (pd after its prepurchase step; s1 through create_subscription). */
async function purchase(provider: PaymentProvider, token: string, body = purchaseBody(), options: CallOptions = {}): Promise<PurchaseValue> {
  const call = { ...options, token };
  switch (provider) {
    case 'so':
      return sandbox.ok('soPurchase', body, call);
    case 'ps':
      return sandbox.ok('psPurchase', body, call);
    case 'rz':
      return sandbox.ok('rzPurchase', body, call);
    case 'tpa':
      return sandbox.ok('tpaPurchase', body, call);
    case 'gap':
      return sandbox.ok('gapPurchase', body, call);
    case 's1':
      return sandbox.ok('s1CreateSubscription', body, call);
    case 'pd': {
      const { prepurchase_id } = await sandbox.ok('pdPrepurchase', body, call);
      return sandbox.ok('pdPurchase', { ...body, prepurchase_id }, call);
    }
  }
}

const RESULT_ENDPOINT = {
  so: 'soPurchaseResult',
  ps: 'psPurchaseResult',
  rz: 'rzPurchaseResult',
  tpa: 'tpaPurchaseResult',
  gap: 'gapPurchaseResult',
  s1: 's1PurchaseResult',
  pd: 'pdPurchaseResult',
} as const;

const result = (provider: PaymentProvider, token: string, orderId: string) => sandbox.ok(RESULT_ENDPOINT[provider], { order_id: orderId }, { token });

/** The tester's choice: a form post on the hosted page (redirect providers) or the overlay's JSON post. */
async function decide(orderId: string, decision: Decision, as: 'form' | 'json'): Promise<Response> {
  return sandbox.request(`/sandbox/checkout/${orderId}/${decision}`, {
    method: 'POST',
    // The provider's page posts to itself (issue 16: a decision from anywhere else is refused).
    headers: { Origin: ORIGIN, ...(as === 'json' ? { Accept: 'application/json' } : { 'Content-Type': 'application/x-www-form-urlencoded' }) },
  });
}

async function summary(orderId: string): Promise<OrderSummary> {
  return (await (await sandbox.request(`/sandbox/checkout/${orderId}`, { headers: { Accept: 'application/json' } })).json()) as OrderSummary;
}

const handoffOf = (provider: PaymentProvider) => PROVIDER_PROFILES[provider].handoff;

describe.each(PAYMENT_PROVIDERS)('provider %s', (provider) => {
  it('creates a pending order that hands the browser on as its kind of provider does', async () => {
    const { token } = await sandbox.signIn();
    const value = await purchase(provider, token);
    expect(value).toMatchObject({ provider, plan_id: '1y', status: 'pending', success: false });
    expect(value.order_id).toMatch(/^ord_[0-9a-f]{20}$/);
    if (handoffOf(provider) === 'overlay') {
      expect(value.overlay_script).toBe(`/sandbox/providers/${provider}.js`);
      expect(value.web_url).toBeUndefined();
    } else {
      expect(value.web_url).toBe(`${ORIGIN}/sandbox/checkout/${value.order_id}`);
      expect(value.overlay_script).toBeUndefined();
    }
    // SPEC §4: only so copies web_url to redirect_url.
    expect(value.redirect_url).toBe(provider === 'so' ? value.web_url : undefined);
  });

  it('activates a subscription when the payment is approved', async () => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase(provider, token);
    const approved = await decide(order_id, 'approve', handoffOf(provider) === 'overlay' ? 'json' : 'form');
    if (handoffOf(provider) === 'overlay') {
      expect(await approved.json()).toMatchObject({ order_id, status: 'active', success: true });
    } else {
      expect(approved.status).toBe(303);
      expect(approved.headers.get('Location')).toBe(`${ORIGIN}/paystatus?order_id=${order_id}&provider=${provider}`);
    }
    expect(await result(provider, token, order_id)).toMatchObject({ order_id, status: 'active', success: true });
    const { subscriptions } = await sandbox.ok('subscriptionMy', { status: 'active' }, { token });
    expect(subscriptions).toEqual([expect.objectContaining({ order_id, provider, plan_id: '1y', plan_name: '1 year', status: 'active', amount: 71.88, currency: 'USD' })]);
    const vip = (await sandbox.ok('userInfo', {}, { token })).vip;
    expect(vip?.expires_at).toBe(subscriptions[0]?.expires_at);
    expect(vip?.remain_time).toBeGreaterThan(364 * 86_400);
    expect(vip?.remain_time).toBeLessThanOrEqual(366 * 86_400);
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
    ['pending', 'pending'],
  ] as const)('starts no subscription when the tester chooses %s', async (decision, status) => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase(provider, token);
    const answer = await decide(order_id, decision, 'json');
    expect(await answer.json()).toMatchObject({ order_id, status, success: false });
    expect(await result(provider, token, order_id)).toMatchObject({ status, success: false });
    expect((await sandbox.ok('subscriptionMy', {}, { token })).subscriptions).toEqual([]);
    expect((await sandbox.ok('userInfo', {}, { token })).vip).toBeNull();
  });
});

describe('orders', () => {
  it('makes one order of two concurrent identical purchases', async () => {
    const { token } = await sandbox.signIn();
    const body = purchaseBody();
    const [first, second] = await Promise.all([purchase('ps', token, body), purchase('ps', token, body)]);
    expect(first?.order_id).toBe(second?.order_id);
    const retry = await purchase('ps', token, body);
    expect(retry.order_id).toBe(first?.order_id);
    await decide(first.order_id, 'approve', 'json');
    expect((await sandbox.ok('subscriptionMy', {}, { token })).subscriptions).toHaveLength(1);
  });

  it('makes separate orders for separate keys, and for separate accounts with one key', async () => {
    const a = await sandbox.signIn();
    const b = await sandbox.signIn();
    const body = purchaseBody();
    const fromA = await purchase('so', a.token, body);
    const fromB = await purchase('so', b.token, body);
    const again = await purchase('so', a.token, purchaseBody());
    expect(new Set([fromA.order_id, fromB.order_id, again.order_id]).size).toBe(3);
  });

  it('refuses a key reused for another plan or provider', async () => {
    const { token } = await sandbox.signIn();
    const body = purchaseBody();
    await purchase('ps', token, body);
    expect(await errorBody(await sandbox.call('psPurchase', { ...body, plan_id: '2y' }, { token }))).toMatchObject({ status: 409, code: 40903 });
    expect(await errorBody(await sandbox.call('tpaPurchase', body, { token }))).toMatchObject({ status: 409, code: 40903 });
  });

  it('lets a pending order be approved later, and keeps a decided order as it is', async () => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase('tpa', token);
    await decide(order_id, 'pending', 'form');
    expect((await summary(order_id)).status).toBe('pending');
    await decide(order_id, 'approve', 'form');
    expect((await summary(order_id)).status).toBe('active');
    expect(await errorBody(await decide(order_id, 'decline', 'json'))).toEqual({ status: 409, code: 40904, msg: 'This order is already active.' });
    const formAgain = await decide(order_id, 'cancel', 'form');
    expect(formAgain.status).toBe(303);
    expect((await summary(order_id)).status).toBe('active');
    // Approving twice (a double click) changes nothing.
    expect((await decide(order_id, 'approve', 'json')).status).toBe(200);
    expect((await sandbox.ok('subscriptionMy', {}, { token })).subscriptions).toHaveLength(1);
  });

  it("answers 40402 for another account's order and an unknown one", async () => {
    const owner = await sandbox.signIn();
    const stranger = await sandbox.signIn();
    const { order_id } = await purchase('ps', owner.token);
    expect(await errorBody(await sandbox.call('psPurchaseResult', { order_id }, { token: stranger.token }))).toMatchObject({ status: 404, code: 40402 });
    expect(await errorBody(await sandbox.call('psPurchaseResult', { order_id: 'ord_unknown' }, { token: owner.token }))).toMatchObject({ status: 404, code: 40402 });
    expect(await errorBody(await sandbox.call('soPurchaseResult', { order_id }, { token: owner.token }))).toMatchObject({ status: 404, code: 40402 });
    expect((await decide('ord_unknown', 'approve', 'json')).status).toBe(404);
  });

  it('records _cps and X-From, and charges partner visitors the partner price', async () => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase('so', token, { ...purchaseBody(), _cps: { type: 'cj', value: 'click-42' } } as ReturnType<typeof purchaseBody>, {
      headers: { 'X-From': 'CJ' },
    });
    expect(await summary(order_id)).toMatchObject({ cps: { type: 'cj', value: 'click-42' }, x_from: 'CJ', amount: 68.29, currency: 'USD' });
    const plain = await purchase('so', token);
    expect(await summary(plain.order_id)).toMatchObject({ cps: null, x_from: null, amount: 71.88 });
  });

  it('charges in the currency of the visitor’s country', async () => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase('gap', token, purchaseBody({ plan_id: '1m', country_code: 'AU' }), { headers: { 'X-Sandbox-Country': 'AU' } });
    await decide(order_id, 'approve', 'json');
    expect((await sandbox.ok('subscriptionMy', {}, { token })).subscriptions[0]).toMatchObject({ amount: 19.99, currency: 'AUD', plan_name: '1 month' });
  });

  it('extends an active subscription instead of overlapping it', async () => {
    const { token } = await sandbox.signIn();
    const first = await purchase('ps', token);
    await decide(first.order_id, 'approve', 'json');
    const second = await purchase('ps', token, purchaseBody({ plan_id: '1m' }));
    await decide(second.order_id, 'approve', 'json');
    const { subscriptions } = await sandbox.ok('subscriptionMy', {}, { token });
    const [monthly, yearly] = subscriptions;
    expect(monthly?.started_at).toBe(yearly?.expires_at);
    expect(monthly?.expires_at).toBe(addMonths(yearly?.expires_at ?? 0, 1));
    expect((await sandbox.ok('userInfo', {}, { token })).vip?.expires_at).toBe(monthly?.expires_at);
    const profile = await sandbox.ok('profile', {}, { token });
    expect(profile.plan).toEqual({ plan_id: '1m', name: '1 month', months: 1, expires_at: monthly?.expires_at, auto_renew: true });
  });

  it('shows an expired subscription as expired and no longer active', async () => {
    const { token, email } = await sandbox.signIn();
    const { order_id } = await purchase('ps', token, purchaseBody({ plan_id: '1m' }));
    await decide(order_id, 'approve', 'json');
    await sandbox.control('/sandbox/clock', { offset_ms: 32 * DAY });
    // The old session has expired by then too: sign in again at the later time.
    const later = (await sandbox.ok('login', { email, password: STRONG_PASSWORD })).token;
    expect((await sandbox.ok('subscriptionMy', {}, { token: later })).subscriptions).toEqual([expect.objectContaining({ order_id, status: 'expired' })]);
    expect((await sandbox.ok('subscriptionMy', { status: 'active' }, { token: later })).subscriptions).toEqual([]);
    expect((await sandbox.ok('userInfo', {}, { token: later })).vip).toBeNull();
    expect((await sandbox.ok('profile', {}, { token: later })).plan).toBeNull();
  });

  it('refuses pd without its prepurchase, or with a prepurchase for another plan', async () => {
    const { token } = await sandbox.signIn();
    const body = purchaseBody();
    expect(await errorBody(await sandbox.call('pdPurchase', { ...body, prepurchase_id: 'pre_unknown' }, { token }))).toMatchObject({ status: 400, code: 40006 });
    const { prepurchase_id } = await sandbox.ok('pdPrepurchase', purchaseBody({ plan_id: '1m' }), { token });
    expect(await errorBody(await sandbox.call('pdPurchase', { ...body, prepurchase_id }, { token }))).toMatchObject({ status: 400, code: 40006 });
  });

  it('refuses an unknown plan, a return_url to another site, and payments from China', async () => {
    const { token } = await sandbox.signIn();
    expect(await errorBody(await sandbox.call('psPurchase', purchaseBody({ plan_id: '3y' }), { token }))).toMatchObject({ status: 400, code: 40010 });
    for (const return_url of ['https://evil.example/paystatus', '//evil.example/paystatus', 'javascript:alert(1)']) {
      expect(await errorBody(await sandbox.call('psPurchase', purchaseBody({ return_url }), { token }))).toMatchObject({ status: 400, code: 40009 });
    }
    expect((await sandbox.call('psPurchase', purchaseBody({ return_url: '/de/paystatus' }), { token })).status).toBe(200);
    expect(await errorBody(await sandbox.call('psPurchase', purchaseBody(), { token, headers: { 'X-Sandbox-Country': 'CN' } }))).toMatchObject({
      status: 400,
      code: 40012,
    });
  });

  it('needs a signed-in account to buy', async () => {
    expect((await sandbox.call('psPurchase', purchaseBody())).status).toBe(401);
  });

  it('lets an anonymous trial account buy', async () => {
    const { token } = await sandbox.anonymous();
    const { order_id } = await purchase('s1', token);
    await decide(order_id, 'approve', 'json');
    expect((await sandbox.ok('userInfo', {}, { token })).vip).not.toBeNull();
  });
});

describe('free trials', () => {
  it('charges nothing today and runs the trial days for a new customer', async () => {
    const { token } = await sandbox.anonymous();
    const order = await purchase('ps', token, purchaseBody({ trial: true, idempotency_key: 'trial-key-0001' }));
    expect(order.trial_days).toBe(7);
    await decide(order.order_id, 'approve', 'json');
    const [subscription] = (await sandbox.ok('subscriptionMy', { status: 'all' }, { token })).subscriptions;
    expect(subscription).toMatchObject({ plan_id: '1y', trial: true, amount: 0, status: 'active', auto_renew: true });
    expect((subscription?.expires_at ?? 0) - (subscription?.started_at ?? 0)).toBe(7 * 86_400_000);
  });

  it('is refused to an account that already had a subscription, and for a plan without one', async () => {
    const { token } = await sandbox.anonymous();
    const paid = await purchase('ps', token);
    await decide(paid.order_id, 'approve', 'json');
    const again = await sandbox.call('psPurchase', purchaseBody({ trial: true, idempotency_key: 'trial-key-0002' }), { token });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 40905 });
    const { token: fresh } = await sandbox.anonymous();
    const monthly = await sandbox.call('psPurchase', purchaseBody({ trial: true, plan_id: '1m', idempotency_key: 'trial-key-0003' }), { token: fresh });
    expect(monthly.status).toBe(400);
  });
});

describe('the hosted checkout page', () => {
  it('shows the plan, price and provider with four buttons posting to the sandbox', async () => {
    const { token } = await sandbox.signIn();
    const { order_id, web_url } = await purchase('ps', token);
    const response = await sandbox.request(new URL(web_url ?? '').pathname);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('1 year');
    expect(html).toContain('$71.88');
    expect(html).toContain('PS Payments');
    for (const decision of ['approve', 'decline', 'cancel', 'pending']) {
      expect(html).toContain(`<form method="post" action="/sandbox/checkout/${order_id}/${decision}">`);
    }
    expect(html).toMatch(/>Leave pending</);
    expect(html).not.toMatch(/style=|<style|<script/i);
  });

  it('offers the way back instead of the buttons once the order is decided', async () => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase('so', token, purchaseBody({ return_url: '/fr/paystatus?from=checkout' }));
    await decide(order_id, 'decline', 'form');
    const html = await (await sandbox.request(`/sandbox/checkout/${order_id}`)).text();
    expect(html).toContain('This payment is declined.');
    expect(html).not.toContain('<form method="post"');
    expect(html).toContain(`href="${ORIGIN}/fr/paystatus?from=checkout&amp;order_id=${order_id}&amp;provider=so"`);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await sandbox.request('/sandbox/checkout/ord_nothing')).status).toBe(404);
  });
});

describe('devices and the allowed IP', () => {
  it('seeds one device per client app on the first approved order only', async () => {
    const { token } = await sandbox.signIn();
    expect(await sandbox.ok('deviceList', {}, { token })).toEqual({ limit: 10, devices: [] });
    const first = await purchase('ps', token);
    await decide(first.order_id, 'approve', 'json');
    const { devices } = await sandbox.ok('deviceList', {}, { token });
    expect(devices.map((device) => device.app_type)).toEqual([1, 201, 101, 402]);
    expect(devices[0]).toMatchObject({ name: 'iPhone 15', platform: 'iOS', client: 'Master iOS' });
    expect(new Set(devices.map((device) => device.user_id)).size).toBe(4);
    const second = await purchase('ps', token);
    await decide(second.order_id, 'approve', 'json');
    expect((await sandbox.ok('deviceList', {}, { token })).devices).toHaveLength(4);
  });

  it('unbinds a device, and answers 40401 for one that is not bound', async () => {
    const { token } = await sandbox.signIn();
    const { order_id } = await purchase('rz', token);
    await decide(order_id, 'approve', 'json');
    const [phone] = (await sandbox.ok('deviceList', {}, { token })).devices;
    const target = { unbind_app_type: phone?.app_type, unbind_user_id: phone?.user_id };
    expect(await sandbox.ok('deviceUnbind', target, { token })).toEqual({ ok: true });
    expect((await sandbox.ok('deviceList', {}, { token })).devices.map((device) => device.app_type)).toEqual([201, 101, 402]);
    expect(await errorBody(await sandbox.call('deviceUnbind', target, { token }))).toEqual({ status: 404, code: 40401, msg: 'That device is not bound to this account.' });
  });

  it('binds, reports and removes the allowed IP', async () => {
    const { token } = await sandbox.signIn();
    const headers = { 'X-Sandbox-IP': '198.51.100.20' };
    expect(await sandbox.ok('userIpQuery', { _span: 1 }, { token, headers })).toEqual({ current_ip: '198.51.100.20', bound_ip: null, bound_at: null });
    const bound = await sandbox.ok('userIpBind', { ip: ' 2001:db8::1 ' }, { token });
    expect(bound.bound_ip).toBe('2001:db8::1');
    expect(await sandbox.ok('userIpQuery', { _span: 2 }, { token, headers })).toEqual({ current_ip: '198.51.100.20', bound_ip: '2001:db8::1', bound_at: bound.bound_at });
    expect(await sandbox.ok('userIpRemove', {}, { token })).toEqual({ ok: true });
    expect((await sandbox.ok('userIpQuery', { _span: 3 }, { token })).bound_ip).toBeNull();
  });

  it.each(['256.1.1.1', '01.2.3.4', '1.2.3', 'gggg::1', '1::2::3', 'localhost', ''])('refuses to bind %j', async (ip) => {
    const { token } = await sandbox.signIn();
    expect(await errorBody(await sandbox.call('userIpBind', { ip }, { token }))).toEqual({ status: 400, code: 40011, msg: 'That is not a valid IPv4 or IPv6 address.' });
  });
});
