// Issue 16, faults on the client side: every call of SPEC §7, through the site's REAL adapters and ApiClient against
// a sandbox created in this process, under every fault the sandbox can inject (and a dropped connection), ends in a
// typed outcome the pages word (never a throw, which would leave a spinner turning or an unhandled rejection).
// api.contract.test.ts proves the client's typed errors per endpoint; this proves what the adapters make of them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/in-process-sandbox.ts';
import { SAMPLE_REQUESTS } from '../../../tests/support/sample-requests.ts';
import type { DeviceActivationOutcome, RefundOutcome } from '../../application/account/account.port.ts';
import type { InvoiceOutcome } from '../../application/account/orders.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { PurchaseRequest } from '../../application/purchase/purchase.port.ts';
import type { PaymentProvider } from '../../domain/index.ts';
import { AccountAdapter } from '../api/account.adapter.ts';
import { AnalyticsAdapter } from '../api/analytics.adapter.ts';
import { CatalogAdapter } from '../api/catalog.adapter.ts';
import { GeoAdapter } from '../api/geo.adapter.ts';
import { OrdersAdapter } from '../api/orders.adapter.ts';
import { PurchaseAdapter } from '../api/purchase.adapter.ts';
import { ENDPOINTS, requestTarget, type EndpointName } from '../contract/api.contract.ts';
import { ApiClient } from './api-client.ts';
import { callOutcome } from './to-outcome.ts';

/** The per-attempt limit: a fault's delay outlasts it by far, so a loaded machine cannot blur the two. */
const TIMEOUT_MS = 150;

let sandbox: InProcessSandbox;
let connectionDropped = false;
let adapters: { account: AccountAdapter; catalog: CatalogAdapter; geo: GeoAdapter; purchases: PurchaseAdapter; analytics: AnalyticsAdapter; orders: OrdersAdapter; api: ApiClient };

beforeAll(() => {
  sandbox = inProcessSandbox({ rateLimitScale: 50 });
  const api = new ApiClient({
    apiBase: sandbox.origin,
    token: () => 'no-session',
    challenge: { executeV3: (action) => sandbox.challengeToken('v3', action), mountV2: async () => undefined },
    timeoutMs: TIMEOUT_MS,
    totalTimeoutMs: 5_000,
    retryWaitLimitMs: 20,
    // A URL string and plain init, never the Request: where another file of this worker loaded @hono/node-server, its
    // global Request is not the class Hono's app.request checks for, and ky's retries would reach the app as a 404.
    fetch: async (input, init) => {
      if (connectionDropped) throw new TypeError('Failed to fetch');
      if (typeof input === 'string' || input instanceof URL) return sandbox.fetch(input, init);
      const body = input.method === 'GET' || input.method === 'HEAD' ? null : await input.text();
      return sandbox.fetch(input.url, { method: input.method, headers: input.headers, body, signal: init?.signal ?? input.signal });
    },
  });
  adapters = {
    account: new AccountAdapter(api, () => Date.now()),
    catalog: new CatalogAdapter(api),
    geo: new GeoAdapter(api),
    purchases: new PurchaseAdapter(api),
    orders: new OrdersAdapter(api),
    api,
    analytics: new AnalyticsAdapter(api, {
      userId: () => '',
      frontId: 'front-1',
      language: () => 'en',
      device: { os_name: 'Windows', os_version: '10.0', isIos: false },
      visitor: () => ({ ip: '203.0.113.7', country: 'United States', countryCode: 'US' }),
      now: () => Date.now(),
    }),
  };
});
afterEach(async () => {
  connectionDropped = false;
  await sandbox.control('/sandbox/faults', undefined, 'DELETE');
});
afterAll(() => {
  sandbox.close();
});

const order = (provider: PaymentProvider, prepurchaseId?: string): PurchaseRequest & { prepurchaseId?: string } => ({
  provider,
  planId: '1y',
  returnUrl: '/paystatus?plan=1y',
  language: 'en',
  countryCode: 'US',
  frontId: 'front-1',
  idempotencyKey: `fault-${provider}-${Date.now()}`,
  ...(prepurchaseId === undefined ? {} : { prepurchaseId }),
});

type Adapters = typeof adapters;

/** Each endpoint as the site calls it: through the adapter method that sends it (a new endpoint without a row does not compile). */
const CALLS: { readonly [N in EndpointName]: (a: Adapters) => Promise<ApiOutcome<unknown> | RefundOutcome | InvoiceOutcome | DeviceActivationOutcome<unknown>> } = {
  geoInfo: (a) => a.geo.visitor(undefined, { fresh: true }),
  userInfo: (a) => a.account.userInfo(),
  plans: (a) => a.catalog.plans({ countryCode: 'US', xFrom: undefined }),
  setPassword: (a) => a.account.setPassword('Harbor#2026', 'fault@example.com'),
  changePassword: (a) => a.account.changePassword('Harbor#2026', 'Harbor#2027'),
  resetPassword: (a) => a.account.resetPassword('fault@example.com', '000000', 'Harbor#2028'),
  contactUs: (a) => a.account.contactUs({ name: 'Ada', email: 'ada@example.com', subject: 'Question', message: 'How many devices can I use at once?' }),
  login: (a) => a.account.login('fault@example.com', 'Harbor#2026', 'ticked'),
  logout: (a) => a.account.logout(),
  verificationRequest: (a) => a.account.requestVerification('fault@example.com', 'reset_password'),
  verificationValidate: (a) => a.account.validateVerification('fault@example.com', '000000', 'reset_password'),
  profile: (a) => a.account.profile(),
  subscriptionMy: (a) => a.account.subscriptions(),
  subscriptionCancelRenewal: (a) => a.account.cancelRenewal('sub-1'),
  subscriptionResumeRenewal: (a) => a.account.resumeRenewal('sub-1'),
  refundRequest: (a) => a.account.requestRefund('order-1', 'Too slow for me'),
  orders: (a) => a.orders.orders(),
  orderInvoice: (a) => a.orders.invoice('order-1'),
  userIpQuery: (a) => a.account.allowedIp(),
  userIpBind: (a) => a.account.bindIp('203.0.113.7'),
  userIpRemove: (a) => a.account.removeIp(),
  deviceList: (a) => a.account.devices(),
  deviceUnbind: (a) => a.account.unbindDevice({ appType: 1, deviceId: 'device-1' }),
  // Issue 19: only a TV or console calls these two (the sandbox's /sandbox/tv plays one); the site has no adapter for them.
  deviceCode: (a) => callOutcome(a.api, 'deviceCode', SAMPLE_REQUESTS.deviceCode, (value) => value, undefined),
  deviceToken: (a) => callOutcome(a.api, 'deviceToken', SAMPLE_REQUESTS.deviceToken, (value) => value, undefined),
  deviceActivationLookup: (a) => a.account.lookupDeviceActivation('BCDF-GHJK'),
  deviceActivationApprove: (a) => a.account.answerDeviceActivation('BCDF-GHJK', 'approve'),
  deviceActivationDeny: (a) => a.account.answerDeviceActivation('BCDF-GHJK', 'deny'),
  commonParams: (a) => a.catalog.paymentOptions({ xFrom: undefined }),
  localizedPrices: (a) => a.catalog.plans({ countryCode: 'AU', xFrom: undefined }),
  anonymousSignup: (a) => a.account.signUpAnonymously(),
  s1CreateSubscription: (a) => a.purchases.purchase(order('s1')),
  s1PurchaseResult: (a) => a.purchases.result('s1', 'order-1'),
  pdPrepurchase: (a) => a.purchases.prepurchase(order('pd')),
  pdPurchase: (a) => a.purchases.purchase(order('pd', 'pre-1')),
  pdPurchaseResult: (a) => a.purchases.result('pd', 'order-1'),
  psPurchase: (a) => a.purchases.purchase(order('ps')),
  psPurchaseResult: (a) => a.purchases.result('ps', 'order-1'),
  rzPurchase: (a) => a.purchases.purchase(order('rz')),
  rzPurchaseResult: (a) => a.purchases.result('rz', 'order-1'),
  gapPurchase: (a) => a.purchases.purchase(order('gap')),
  gapPurchaseResult: (a) => a.purchases.result('gap', 'order-1'),
  tpaPurchase: (a) => a.purchases.purchase(order('tpa')),
  tpaPurchaseResult: (a) => a.purchases.result('tpa', 'order-1'),
  soPurchase: (a) => a.purchases.purchase(order('so')),
  soPurchaseResult: (a) => a.purchases.result('so', 'order-1'),
  analyticsEvents: (a) => a.analytics.send({ name: 'page_show', params: {} }),
  promotionConfig: (a) => a.catalog.promotionConfig(),
};

const FAULTS = [
  { name: 'an answer slower than the timeout', fault: { status: 200, delay_ms: TIMEOUT_MS * 6 }, outcome: { kind: 'unavailable', reason: 'timeout' } },
  { name: 'a 500', fault: { status: 500, msg: 'Boom' }, outcome: { kind: 'unavailable', reason: 'server' } },
  { name: 'a 503 from a proxy, a page that is not JSON', fault: { status: 503, raw_body: '<html>Service unavailable</html>' }, outcome: { kind: 'unavailable', reason: 'server' } },
  { name: 'a 429 with Retry-After', fault: { status: 429, msg: 'Slow down', retry_after: 7 }, outcome: { kind: 'rateLimited', retryAfterSeconds: 7 } },
  { name: 'a body that is not JSON', fault: { status: 200, raw_body: '{"code":200,"value":' }, outcome: { kind: 'unavailable', reason: 'malformed' } },
  { name: 'JSON of the wrong shape', fault: { status: 200, raw_body: '{"code":200,"msg":"ok","value":{"unexpected":true}}' }, outcome: { kind: 'unavailable', reason: 'malformed' } },
  { name: 'a dropped connection', fault: undefined, outcome: { kind: 'unavailable', reason: 'network' } },
] as const;

describe.each(Object.keys(CALLS) as EndpointName[])('%s through its adapter', (name) => {
  const spec = ENDPOINTS[name];
  const { path } = requestTarget(spec, SAMPLE_REQUESTS[name]);

  it.each(FAULTS)('$name ends in a typed outcome', async ({ fault, outcome }) => {
    if (fault === undefined) connectionDropped = true;
    // GET calls are retried (never POST): the fault outlasts the retries.
    else await sandbox.control('/sandbox/faults', { path, times: spec.method === 'GET' ? 3 : 1, ...fault });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = await CALLS[name](adapters);
      if (name === 'localizedPrices' && fault !== undefined) {
        // SPEC §8: a price service that fails leaves the plans at their own prices, with 'get currency error' logged.
        expect(result).toMatchObject({ kind: 'ok' });
        expect(errors).toHaveBeenCalledWith('get currency error', expect.any(String));
      } else {
        expect(result).toMatchObject(outcome);
      }
    } finally {
      errors.mockRestore();
    }
  });
});
