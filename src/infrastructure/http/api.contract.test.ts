// Contract tests: every adapter against the running sandbox API over HTTP (issue 4).
import { Effect, Exit, Cause } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeToken, sandboxControl, startSandbox, type RunningSandbox } from '../../../tests/support/sandbox-server.ts';
import { SAMPLE_REQUESTS } from '../../../tests/support/sample-requests.ts';
import type { ChallengePort } from '../../application/ports/challenge.port.ts';
import { AccountAdapter } from '../api/account.adapter.ts';
import { AnalyticsAdapter } from '../api/analytics.adapter.ts';
import { CatalogAdapter } from '../api/catalog.adapter.ts';
import { GeoAdapter } from '../api/geo.adapter.ts';
import { PurchaseAdapter } from '../api/purchase.adapter.ts';
import { ENDPOINTS, requestTarget, type EndpointName } from '../contract/api.contract.ts';
import { ApiClient } from './api-client.ts';

let sandbox: RunningSandbox;
let token: string | undefined;
let challengeWorks = true;

const challenge: ChallengePort = {
  executeV3: async (action) => (challengeWorks ? challengeToken(sandbox.base, 'v3', action) : undefined),
  mountV2: async () => undefined,
};

const client = (options: { timeoutMs?: number; headers?: Record<string, string> } = {}) =>
  new ApiClient({ apiBase: sandbox.base, token: () => token, challenge, timeoutMs: options.timeoutMs ?? 5_000, totalTimeoutMs: 15_000, retryWaitLimitMs: 20 });

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.stop();
});

/** Runs `run` while the sandbox answers `path` with a fault, and clears the faults afterwards whatever happens. */
async function withFault(fault: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
  await sandboxControl(sandbox.base, '/sandbox/faults', { json: fault });
  try {
    await run();
  } finally {
    await sandboxControl(sandbox.base, '/sandbox/faults', { method: 'DELETE' });
  }
}

/** The typed error a failed call ended with; undefined for a success. */
function failureTag(exit: Exit.Exit<unknown, unknown>): string | undefined {
  return Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { _tag: string })._tag : undefined;
}

function expectOk<T>(outcome: { kind: string; value?: T }): T {
  expect(outcome).toMatchObject({ kind: 'ok' });
  return outcome.value as T;
}

/** The analytics adapter over the sandbox, as a German visitor's page would build it; `context` overrides a part. */
function analyticsAdapter(context: Partial<ConstructorParameters<typeof AnalyticsAdapter>[1]> = {}) {
  return new AnalyticsAdapter(client(), {
    userId: () => '',
    frontId: 'front-1',
    language: () => 'de',
    device: { os_name: 'Windows', os_version: '10.0', isIos: false },
    visitor: () => ({ ip: '203.0.113.7', country: 'Germany', countryCode: 'DE' }),
    now: () => Date.UTC(2026, 10, 22),
    ...context,
  });
}

describe('every adapter against the sandbox: the happy paths', () => {
  it('tells the visitor where they are, overridable by the sandbox', async () => {
    const geo = expectOk(await new GeoAdapter(client()).visitor());
    expect(geo.ip).toMatch(/\d|:/);
    expect(geo.countryCode).toBe('US');
  });

  it('prices plans in the visitor’s currency (AUD for Australia) and lists the providers', async () => {
    const catalog = new CatalogAdapter(client());
    const plans = expectOk(await catalog.plans({ countryCode: 'AU', xFrom: undefined }));
    expect(plans.map((plan) => plan.id).sort()).toEqual(['1m', '1y', '2y']);
    expect(plans.every((plan) => plan.currency === 'AUD' && plan.currencySymbol === 'A$')).toBe(true);
    const options = expectOk(await catalog.paymentOptions({ xFrom: 'CJ' }));
    expect(options.providers).toEqual(expect.arrayContaining(['so', 'ps', 'rz', 'tpa', 'gap', 's1', 'pd']));
    expect(expectOk(await catalog.promotionConfig())).toMatchObject({ isFestival: false });
  });

  it('signs up anonymously, buys, and manages the account end to end', async () => {
    const account = new AccountAdapter(client(), () => Date.now());
    const session = expectOk(await account.signUpAnonymously());
    token = session.token;
    expect(session.user.password_set).toBe(false);

    const purchases = new PurchaseAdapter(client());
    const order = expectOk(
      await purchases.purchase({ provider: 'ps', planId: '1y', returnUrl: `${sandbox.base}/paystatus`, language: 'en', countryCode: 'US', frontId: 'front-1', idempotencyKey: 'contract-order-1' }),
    );
    expect(order.web_url).toMatch(/\/sandbox\/checkout\//);
    await sandboxControl(sandbox.base, `/sandbox/checkout/${order.orderId}/approve`, { json: {} });
    expect(expectOk(await purchases.result('ps', order.orderId))).toMatchObject({ status: 'active', success: true });
    const subscriptions = expectOk(await account.subscriptions());
    expect(subscriptions).toEqual([expect.objectContaining({ orderId: order.orderId, status: 'active', planId: '1y' })]);

    const email = `contract-${Date.now()}@example.com`;
    // SPEC §3: the name is the email, the avatar its monogram.
    expect(expectOk(await account.setPassword('Harbor#2026', email))).toMatchObject({ password_set: true, name: email, avatar: 'C' });
    expect(expectOk(await account.userInfo())).toMatchObject({ name: email, vip: { remain_time: expect.any(Number) } });
    expect(expectOk(await account.profile())).toMatchObject({ email, plan: { planId: '1y' } });

    const { devices } = expectOk(await account.devices());
    expect(devices.length).toBeGreaterThan(0);
    const first = devices[0] as (typeof devices)[number];
    expectOk(await account.unbindDevice(first));
    expect(expectOk(await account.devices()).devices).toHaveLength(devices.length - 1);

    expect(expectOk(await account.allowedIp()).currentIp).toBeTruthy();
    expect(expectOk(await account.bindIp('2001:db8::1')).boundIp).toBe('2001:db8::1');
    expectOk(await account.removeIp());
    expect(expectOk(await account.allowedIp()).boundIp).toBeUndefined();

    expectOk(await account.changePassword('Harbor#2026', 'Harbor#2027'));
    expectOk(await account.logout());
    expect(await account.userInfo()).toEqual({ kind: 'unauthorized' });

    const login = expectOk(await account.login(email, 'Harbor#2027', await challengeToken(sandbox.base, 'v2')));
    token = login.token;
    expectOk(await account.requestVerification(email, 'reset_password'));
    const outbox = (await sandboxControl(sandbox.base, `/sandbox/outbox.json?to=${encodeURIComponent(email)}`)) as { messages: { code: string | null }[] };
    const code = outbox.messages[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(expectOk(await account.validateVerification(email, code, 'reset_password'))).toBe(true);
    expectOk(await account.resetPassword(email, code, 'Harbor#2028'));
    expect((await account.login(email, 'Harbor#2027', await challengeToken(sandbox.base, 'v2'))).kind).toBe('rejected');

    expect(expectOk(await account.contactUs({ name: 'Ada', email, subject: 'Devices', message: 'How many devices can I connect at once?' })).ticketId).toBeTruthy();
  });

  it('buys through every provider with the purchase adapter, prepurchase first for pd', async () => {
    const account = new AccountAdapter(client(), () => Date.now());
    token = expectOk(await account.signUpAnonymously()).token;
    const purchases = new PurchaseAdapter(client());
    for (const provider of ['so', 'ps', 'rz', 'tpa', 'gap', 's1', 'pd'] as const) {
      const request = { provider, planId: '1m', returnUrl: '/paystatus', language: 'en', countryCode: 'US', frontId: 'front-1', idempotencyKey: `contract-${provider}-0001` };
      const prepurchase = provider === 'pd' ? expectOk(await purchases.prepurchase(request)).prepurchaseId : undefined;
      const order = expectOk(await purchases.purchase({ ...request, prepurchaseId: prepurchase, cps: provider === 'so' ? { type: 'cf', value: 'click-1' } : undefined }));
      expect(order).toMatchObject({ provider, planId: '1m', status: 'pending', success: false });
      if (provider === 'rz' || provider === 'pd') expect(order.overlayScript).toBe(`/sandbox/providers/${provider}.js`);
      else expect(order.web_url).toMatch(/\/sandbox\/checkout\//);
      if (provider === 'so') expect(order.redirect_url).toBe(order.web_url);
      expect(expectOk(await purchases.result(provider, order.orderId)).status).toBe('pending');
    }
  });

  it('sends analytics without a token, password or email in it', async () => {
    const analytics = analyticsAdapter({ userId: () => 'u1' });
    expectOk(await analytics.send({ name: 'plan_chosen', params: { plan: '1y', email: 'ada@example.com', token: 'secret', note: 'me@example.com' } }));
    const stored = (await sandboxControl(sandbox.base, '/sandbox/analytics.json?event_name=plan_chosen')) as { events: unknown[] };
    expect(stored.events).toHaveLength(1);
    const text = JSON.stringify(stored);
    expect(text).toContain('"plan"');
    expect(text).not.toMatch(/secret|@example\.com/);
  });

  it('sends an event in the language of the page it is about, when it names one', async () => {
    const analytics = analyticsAdapter({ frontId: 'front-2' });
    expectOk(await analytics.send({ name: 'page_show', params: { path: '/fr/pricing' }, language: 'fr' }));
    expectOk(await analytics.send({ name: 'page_show', params: { path: '/de/pricing' } }));
    const stored = (await sandboxControl(sandbox.base, '/sandbox/analytics.json?event_name=page_show')) as { events: { event: { language: string } }[] };
    expect(stored.events.map(({ event }) => event.language).sort()).toEqual(['de', 'fr']);
  });

  it('sends the invite type code of an invited visitor with every event (SPEC §9: 30001 for from=invite)', async () => {
    const analytics = analyticsAdapter({ frontId: 'front-3', language: () => 'en', inviteType: () => 30001 });
    expectOk(await analytics.send({ name: 'invited_visit', params: {} }));
    const stored = (await sandboxControl(sandbox.base, '/sandbox/analytics.json?event_name=invited_visit')) as { events: { event: { user_properties: Record<string, string> } }[] };
    expect(stored.events.map(({ event }) => event.user_properties)).toEqual([{ invite_type: '30001' }]);
  });
});

describe('every endpoint, every error path of SPEC §8', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  const faults = [
    { name: '401', fault: { status: 401 }, tag: 'Unauthorized' },
    { name: '403', fault: { status: 403 }, tag: 'Unauthorized' },
    { name: '50008', fault: { status: 400, code: 50008, msg: 'You have been logged out' }, tag: 'LoggedOutElsewhere' },
    { name: '50012', fault: { status: 400, code: 50012, msg: 'Your session has expired' }, tag: 'LoggedOutElsewhere' },
    { name: '50014', fault: { status: 400, code: 50014, msg: 'Signed in elsewhere' }, tag: 'LoggedOutElsewhere' },
    { name: '429', fault: { status: 429, msg: 'Slow down' }, tag: 'RateLimited' },
    { name: '500', fault: { status: 500, msg: 'Boom' }, tag: 'Rejected', message: 'Boom' },
    // SPEC §8: a non-200 without a message of the server's rejects with 'Error', the text the page shows.
    { name: '500 with an empty message', fault: { status: 500, msg: '' }, tag: 'Rejected', message: 'Error' },
    { name: "502 from a proxy, a page that is not JSON", fault: { status: 502, raw_body: '<html><body>Bad gateway</body></html>' }, tag: 'Rejected', message: 'Error' },
    { name: 'malformed JSON', fault: { status: 200, raw_body: '{"code":200,"value":' }, tag: 'MalformedResponse' },
    { name: 'a body that breaks the contract', fault: { status: 200, raw_body: '{"code":200,"msg":"ok","value":{"unexpected":true}}' }, tag: 'MalformedResponse' },
    { name: 'timeout', fault: { status: 200, delay_ms: 600 }, tag: 'TimedOut' },
  ] as const;

  for (const name of names) {
    const spec = ENDPOINTS[name];
    const { path } = requestTarget(spec, SAMPLE_REQUESTS[name]);
    for (const { name: faultName, fault, tag, ...expected } of faults) {
      it(`${name}: ${faultName} → ${tag}`, async () => {
        // GET calls are retried (never POST): the fault must outlast the retries.
        await withFault({ path, times: spec.method === 'GET' ? 3 : 1, ...fault }, async () => {
          // A v2 call needs the visitor's ticked box; faults answer before the token would be checked.
          const options = 'challenge' in spec && spec.challenge === 'v2' ? { challengeToken: 'ticked' } : {};
          // A short limit only where the fault is the wait itself: on a loaded machine an answer may take longer.
          const exit = await Effect.runPromiseExit(client({ timeoutMs: tag === 'TimedOut' ? 150 : 5_000 }).call(name, SAMPLE_REQUESTS[name] as never, options));
          expect(Exit.isFailure(exit)).toBe(true);
          if (Exit.isFailure(exit)) {
            const error = Cause.squash(exit.cause) as { _tag: string; message?: string };
            expect(error._tag).toBe(tag);
            if ('message' in expected) expect(error.message).toBe(expected.message);
          }
        });
      });
    }
    if ('challenge' in spec && spec.challenge === 'v3') {
      it(`${name}: no challenge token → 'recaptcha token is empty', nothing sent`, async () => {
        challengeWorks = false;
        try {
          const exit = await Effect.runPromiseExit(client().call(name, SAMPLE_REQUESTS[name] as never));
          expect(Exit.isFailure(exit) && (Cause.squash(exit.cause) as { _tag: string; message: string })).toMatchObject({ _tag: 'ChallengeMissing', message: 'recaptcha token is empty' });
        } finally {
          challengeWorks = true;
        }
      });
    }
  }

  // Issue 4: retries only where repeating is safe — GET calls, never a POST (a purchase must not be sent twice).
  it('retries a GET that met a passing fault, and answers with the retried result', async () => {
    await withFault({ path: ENDPOINTS.plans.path, times: 1, status: 500, msg: 'Boom' }, async () => {
      const exit = await Effect.runPromiseExit(client().call('plans', SAMPLE_REQUESTS.plans));
      expect(Exit.isSuccess(exit)).toBe(true);
    });
  });

  it('never repeats a POST: one attempt meets the fault and its failure is the answer', async () => {
    await withFault({ path: ENDPOINTS.logout.path, times: 2, status: 500, msg: 'Boom' }, async () => {
      expect(failureTag(await Effect.runPromiseExit(client().call('logout', SAMPLE_REQUESTS.logout)))).toBe('Rejected');
      // Had the first call been retried, it would have spent both faults; one is left for the second call.
      expect(failureTag(await Effect.runPromiseExit(client().call('logout', SAMPLE_REQUESTS.logout)))).toBe('Rejected');
    });
  });

  // SPEC §8: a page is handed the server's message, or 'Error' when the server gave none, and shows it in place.
  it("hands a page 'Error' for a refusal without a message, with the status and the server's code", async () => {
    await withFault({ path: ENDPOINTS.geoInfo.path, status: 400, code: 40000, msg: '' }, async () => {
      expect(await new GeoAdapter(client()).visitor()).toEqual({ kind: 'rejected', status: 400, code: 40000, message: 'Error' });
    });
  });

  // Issue 16: a server error's text is about the server (often a proxy's page): pages say "try again later" in their language.
  it('hands a page a server error (5xx) as unavailable, not as the server’s words', async () => {
    await withFault({ path: ENDPOINTS.geoInfo.path, status: 503, code: 50300, msg: 'Upstream gone' }, async () => {
      expect(await new GeoAdapter(client()).visitor()).toEqual({ kind: 'unavailable', reason: 'server' });
    });
  });

  // SPEC §8 "response errors reject": a call that got no response at all rejects too, as a typed error of its own.
  it('rejects a call the network refused as Unreachable, and a page hears that the service is unavailable', async () => {
    const offline = new ApiClient({
      apiBase: sandbox.base,
      token: () => undefined,
      challenge,
      retryWaitLimitMs: 20,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const exit = await Effect.runPromiseExit(offline.call('geoInfo', SAMPLE_REQUESTS.geoInfo));
    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toMatchObject({ _tag: 'Unreachable', detail: expect.stringMatching(/network error/) });
    expect(await new GeoAdapter(offline).visitor()).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('login (v2) without a ticked box is refused before it is sent', async () => {
    const exit = await Effect.runPromiseExit(client().call('login', SAMPLE_REQUESTS.login));
    expect(Exit.isFailure(exit) && (Cause.squash(exit.cause) as { _tag: string })._tag).toBe('ChallengeMissing');
  });
});
