// The catalogue adapter against the sandbox created in this process: what it sends (X-From, SPEC §7) and what it
// logs when the price service fails (SPEC §8). The fetch in between records each request and the API's answer.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/in-process-sandbox.ts';
import { AttributionAdapter } from '../attribution/attribution.adapter.ts';
import { ENDPOINTS } from '../contract/api.contract.ts';
import { ApiClient } from '../http/api-client.ts';
import { ExpiringStorage } from '../storage/expiring-storage.ts';
import { CatalogAdapter } from './catalog.adapter.ts';

type Exchange = { readonly path: string; readonly request: Request; readonly answer: unknown };

let sandbox: InProcessSandbox;
let exchanges: Exchange[];

beforeAll(() => {
  sandbox = inProcessSandbox();
});
afterAll(() => {
  sandbox.close();
});
beforeEach(() => {
  exchanges = [];
});
afterEach(async () => {
  await sandbox.control('/sandbox/faults', undefined, 'DELETE');
});

/**
 * The sandbox's answer, the request handed over by its address: Hono takes a Request object only if it is an instance
 * of the global Request of the moment, which @hono/node-server's `serve` replaces when a loopback sandbox (another
 * file of this worker) starts.
 */
async function answerInProcess(request: Request): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
  return sandbox.api.app.request(request.url, { method: request.method, headers: request.headers, body });
}

function catalog(token?: string): CatalogAdapter {
  const client = new ApiClient({
    apiBase: sandbox.origin,
    token: () => token,
    challenge: { executeV3: async () => undefined, mountV2: async () => undefined },
    retryWaitLimitMs: 20,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await answerInProcess(request.clone());
      const answer: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      exchanges.push({ path: new URL(request.url).pathname, request, answer });
      return response;
    },
  });
  return new CatalogAdapter(client);
}

/** The visitor's X-From as the browser's container derives it: from `document.cookie`, through the attribution adapter. */
function xFromOfBrowserWith(cookie: string): string | undefined {
  vi.stubGlobal('document', { cookie });
  return new AttributionAdapter(new ExpiringStorage(() => ({}) as Storage, () => 0)).xFrom();
}

describe('X-From on GET common/params (SPEC §7)', () => {
  it.each([
    { visitor: 'a partner visitor (the cje-client cookie)', cookie: 'theme=dark; cje-client=event-7', header: 'CJ' },
    { visitor: 'a visitor with only the server-side partner cookie', cookie: 'cje=event-7', header: null },
    { visitor: 'a visitor whose cje-client cookie is empty', cookie: 'cje-client=', header: null },
    { visitor: 'a visitor without partner cookies', cookie: 'theme=dark', header: null },
  ])('is $header for $visitor, and the API hears the same', async ({ cookie, header }) => {
    const options = await catalog().paymentOptions({ xFrom: xFromOfBrowserWith(cookie) });
    expect(options).toMatchObject({ kind: 'ok', value: { providers: expect.arrayContaining(['so', 'ps']) } });
    const commonParams = exchanges.filter((exchange) => exchange.path === ENDPOINTS.commonParams.path);
    expect(commonParams).toHaveLength(1);
    const [{ request, answer }] = commonParams as [Exchange];
    expect(request.method).toBe('GET');
    expect(request.headers.get('X-From')).toBe(header);
    // The sandbox echoes the X-From it read.
    expect(answer).toMatchObject({ code: 200, value: { x_from: header } });
  });
});

describe("'get currency error' (SPEC §8)", () => {
  const PERSONAL = ['ada@example.com', '203.0.113.7', 'DE'];

  it.each([
    { failure: 'a refusal whose message names the visitor', fault: { status: 500, msg: 'No price for ada@example.com at 203.0.113.7 in DE' }, kind: 'Rejected' },
    { failure: 'an answer that is not JSON', fault: { status: 200, raw_body: '{"prices":' }, kind: 'MalformedResponse' },
  ])('is logged, with the kind of failure and nothing personal, on $failure; the plans keep the prices they came with', async ({ fault, kind }) => {
    const { token } = await sandbox.anonymous();
    const asCame = new Map((await sandbox.ok('plans')).plans.map((plan) => [plan.id, plan.price_amount]));
    // GET calls are retried: the fault outlasts the retries.
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.localizedPrices.path, times: 3, ...fault });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const plans = await catalog(token).plans({ countryCode: 'DE', xFrom: undefined });

    expect(exchanges.filter((exchange) => exchange.path === ENDPOINTS.localizedPrices.path).length).toBeGreaterThan(0);
    expect(errors.mock.calls).toEqual([['get currency error', kind]]);
    const logged = JSON.stringify(errors.mock.calls);
    for (const text of [...PERSONAL, token]) expect(logged).not.toContain(text);
    expect(plans.kind).toBe('ok');
    if (plans.kind !== 'ok') return;
    expect(plans.value.map((plan) => [plan.id, plan.price_amount])).toEqual([...asCame]);
  });

  it('logs nothing when the prices come', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await catalog().plans({ countryCode: 'DE', xFrom: undefined })).kind).toBe('ok');
    expect(errors).not.toHaveBeenCalled();
  });
});
