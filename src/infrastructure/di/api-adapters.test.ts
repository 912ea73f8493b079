// SPEC §7: the geo call runs at startup. The browser's container builds the API adapters (createVisitorAdapters, then createApiAdapters on them) when the
// app runtime first asks a port (the page-show analytics, the visitor's IP); building them asks for the visitor's geo,
// in a task of its own, once for the page. Here the adapters are built as the container builds them, over the global
// fetch, answered by the sandbox created in this process.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/in-process-sandbox.ts';
import type { RuntimeConfig } from '../../application/ports/runtime-config.port.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import { ENDPOINTS } from '../contract/api.contract.ts';
import { createApiAdapters } from './api-adapters.ts';
import { createVisitorAdapters } from './visitor-adapters.ts';

let sandbox: InProcessSandbox;
let asked: string[];

beforeAll(() => {
  sandbox = inProcessSandbox({ defaultCountry: 'DE' });
});
afterAll(() => {
  sandbox.close();
});
beforeEach(() => {
  asked = [];
  // The adapters use the browser's fetch (no `fetch` option): every call of the page goes through here.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(new URL(request.url).pathname);
    // Handed over by its address: Hono takes a Request object only if it is an instance of the global Request of the
    // moment, which @hono/node-server's `serve` replaces when a loopback sandbox (another file of this worker) starts.
    const body = request.method === 'GET' ? null : await request.text();
    return sandbox.api.app.request(request.url, { method: request.method, headers: request.headers, body });
  });
});

const config: RuntimeConfig = {
  apiBase: 'http://localhost',
  productionHosts: [],
  compatibilityMode: false,
  challenge: { mode: 'sandbox', v2SiteKey: '', v3SiteKey: '' },
  stunServers: [],
  paymentOrigins: [],
};
const signedOut: SessionStorePort = { read: () => undefined, user: () => undefined, store: () => undefined, clear: () => undefined };

const build = () =>
  createApiAdapters(createVisitorAdapters({ config, session: signedOut, frontId: 'front-startup', language: () => 'de', inviteType: () => undefined, onSessionProblem: () => undefined }));

const geoCalls = () => asked.filter((path) => path === ENDPOINTS.geoInfo.path).length;

describe('the API adapters at startup (SPEC §7 geo call)', () => {
  it('ask for the visitor’s geo once, in the task after they are built, and a page asking again shares that answer', async () => {
    expect(config.apiBase).toBe(sandbox.origin);
    const adapters = build();
    // Building them is one task, the geo call another (issue 7: Total Blocking Time).
    expect(asked).toEqual([]);
    await vi.waitFor(() => expect(geoCalls()).toBe(1));
    expect(await adapters.geo.visitor()).toMatchObject({ kind: 'ok', value: { countryCode: 'DE', country: 'Germany' } });
    expect(await adapters.geo.visitor()).toMatchObject({ kind: 'ok' });
    expect(geoCalls()).toBe(1);
    expect(asked).toEqual([ENDPOINTS.geoInfo.path]);
  });

  it('give the analytics of the page the visitor the startup call found, without asking again', async () => {
    const adapters = build();
    await vi.waitFor(() => expect(geoCalls()).toBe(1));
    const geo = await adapters.geo.visitor();
    if (geo.kind !== 'ok') throw new Error(`geo: ${JSON.stringify(geo)}`);
    expect((await adapters.analytics.send({ name: 'startup_visitor', params: {} })).kind).toBe('ok');
    const response = await sandbox.control('/sandbox/analytics.json?event_name=startup_visitor');
    const stored = (await response.json()) as { events: { event: { ip: string; country: string; country_code: string } }[] };
    expect(stored.events.map(({ event }) => [event.ip, event.country, event.country_code])).toEqual([[geo.value.ip, 'Germany', 'DE']]);
    expect(geoCalls()).toBe(1);
  });
});
