import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, challengedPath, type EndpointName, type EndpointSpec } from '../../src/infrastructure/contract/api.contract.ts';
import { DATABASE_FILE } from './database.ts';
import { MIGRATIONS, migrate } from './migrations.ts';
import { createTestSandbox, errorBody, uniqueEmail, type TestSandbox } from './test-support.ts';
import { ANALYTICS_LIMITS } from './records.ts';
import { SAMPLE_REQUESTS } from '../../tests/support/sample-requests.ts';
import { PLAN_IDS } from '../../src/domain/index.ts';
import { PLANS } from './catalog.ts';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});
afterEach(() => {
  sandbox.close();
});

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

describe('the API envelope and request checks (SPEC §8)', () => {
  it('wraps a success in code 200, msg ok and the value', async () => {
    const response = await sandbox.call('geoInfo');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 200, msg: 'ok', value: { user_ip: '127.0.0.1', country: 'United States', country_code: 'US' } });
  });

  it('answers /l10n/prices without the envelope', async () => {
    const response = await sandbox.call('localizedPrices', { product_ids: '501', customer_country: 'US' });
    expect(await response.json()).toEqual({ products: [{ product_id: '501', subscription: { price: { gross: 12.99 } }, currency: 'USD' }] });
  });

  it('refuses a call without X-App-Type 501', async () => {
    const missing = await sandbox.request(ENDPOINTS.geoInfo.path, { method: 'POST' });
    expect(await errorBody(missing)).toEqual({ status: 400, code: 400, msg: 'Missing or wrong X-App-Type header.' });
    const wrong = await sandbox.request(ENDPOINTS.geoInfo.path, { method: 'POST', headers: { 'X-App-Type': '1' } });
    expect(wrong.status).toBe(400);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await sandbox.call('contactUs', {}, { rawBody: '{"name": "Ada",' });
    expect(await errorBody(response)).toEqual({ status: 400, code: 400, msg: 'The request body is not valid JSON.' });
  });

  it('accepts an empty body where the request has no fields', async () => {
    const response = await sandbox.request(ENDPOINTS.geoInfo.path, { method: 'POST', headers: { 'X-App-Type': '501' } });
    expect(response.status).toBe(200);
  });

  it('names the field that breaks the schema', async () => {
    const { token } = await sandbox.signIn();
    const response = await sandbox.call('userIpBind', { ip: 42 }, { token });
    expect(await errorBody(response)).toEqual({ status: 400, code: 400, msg: 'Invalid request: ip: Expected string' });
  });

  it('names a missing field and a field of the wrong type together', async () => {
    const response = await sandbox.call('verificationRequest', { purpose: 'unlock_everything' });
    const { status, msg } = await errorBody(response);
    expect(status).toBe(400);
    expect(msg).toMatch(/^Invalid request: /);
    expect(msg).toContain('email: Missing key');
    expect(msg).toContain('purpose: Expected');
  });

  it('refuses a query parameter the endpoint does not take', async () => {
    const response = await sandbox.request('/api/mms/payment/v1/providers/plans?plan=1y', { headers: { 'X-App-Type': '501' } });
    expect(await errorBody(response)).toMatchObject({ status: 400, msg: expect.stringContaining('plan') });
  });

  it('answers JSON 404 for unknown paths under /api, /ws and /l10n', async () => {
    for (const path of ['/api/mms/account/v1/nothing', '/ws/mm/reca/r3/nothing', '/l10n/nothing', '/api']) {
      const response = await sandbox.request(path, { headers: { 'X-App-Type': '501' } });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await errorBody(response)).toEqual({ status: 404, code: 404, msg: `There is no API endpoint at ${path}.` });
    }
  });

  it('answers 500 with a plain message, and logs the cause, when something breaks inside', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The database is gone: the promotion config cannot be read.
      sandbox.api.close();
      const response = await sandbox.call('promotionConfig');
      const body = await errorBody(response);
      expect(body).toEqual({ status: 500, code: 500, msg: 'Something went wrong on our side. Please try again.' });
      expect(logged).toHaveBeenCalledOnce();
      expect(JSON.stringify(body)).not.toMatch(/sqlite|database|at /i);
    } finally {
      logged.mockRestore();
    }
  });

  it('answers 405 for the wrong method on a known path', async () => {
    const response = await sandbox.request(ENDPOINTS.plans.path, { method: 'POST', headers: { 'X-App-Type': '501' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });

  // Issue 16 finding 1: 200 MB chunked raised the memory by 400 MB because the body was read whole before its size was checked.
  it('answers 413 to an oversized chunked body after reading no more than the limit', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 5 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await sandbox.request(ENDPOINTS.contactUs.path, {
      method: 'POST',
      headers: { 'X-App-Type': '501', 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await errorBody(response)).toEqual({ status: 413, code: 413, msg: 'The request body is too large.' });
    expect(pulled).toBeLessThanOrEqual(64 * 1024 + 3 * chunk.byteLength);
  });

  it('answers 413 at once to a declared Content-Length over the limit', async () => {
    const response = await sandbox.request(ENDPOINTS.contactUs.path, {
      method: 'POST',
      headers: { 'X-App-Type': '501', 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024) },
      body: 'x'.repeat(65 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'answers 415 to a body sent as %s',
    async (type) => {
      const response = await sandbox.request(ENDPOINTS.geoInfo.path, { method: 'POST', headers: { 'X-App-Type': '501', 'Content-Type': type }, body: '{}' });
      expect(await errorBody(response)).toEqual({ status: 415, code: 415, msg: 'Send the request body as application/json.' });
    },
  );

  it('answers 415 to a body without a Content-Type, and to a sandbox control sent as a form', async () => {
    const bare = await sandbox.request(ENDPOINTS.geoInfo.path, { method: 'POST', headers: { 'X-App-Type': '501' }, body: new Uint8Array([0x7b, 0x7d]) });
    expect(bare.status).toBe(415);
    const control = await sandbox.request('/sandbox/clock', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"offset_ms":1}' });
    expect(control.status).toBe(415);
  });

  it('takes application/json with a charset', async () => {
    const response = await sandbox.request(ENDPOINTS.geoInfo.path, { method: 'POST', headers: { 'X-App-Type': '501', 'Content-Type': 'Application/JSON; charset=UTF-8' }, body: '{}' });
    expect(response.status).toBe(200);
  });

  describe('a body of the wrong type gets 400 with a clear message from every endpoint', () => {
    it.each(NAMES)('%s', async (name) => {
      const spec: EndpointSpec = ENDPOINTS[name];
      const token = spec.auth ? (await sandbox.signIn()).token : undefined;
      const path = challengedPath(spec.path, spec.challenge);
      const headers: Record<string, string> = { 'X-App-Type': '501', 'X-Sandbox-Client': `schema-${name}`, ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) };
      // POST: a JSON string where an object belongs; GET: a parameter the endpoint does not take (a query has only strings).
      const response =
        spec.method === 'POST'
          ? await sandbox.request(path, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify('just a string') })
          : await sandbox.request(`${path}?unexpected=1`, { headers });
      const { status, code, msg } = await errorBody(response);
      expect(status).toBe(400);
      expect(code).toBe(400);
      expect(msg).toMatch(spec.method === 'POST' ? /^Invalid request: the body must be a JSON object\.$/ : /^Invalid request: .*unexpected/);
    });
  });

  describe('a body whose fields break the schema gets 400 naming a field, from every endpoint with fields', () => {
    const withFields = NAMES.filter((name) => {
      const spec: EndpointSpec = ENDPOINTS[name];
      return spec.method === 'POST' && Object.keys((spec.request as unknown as { fields: object }).fields).length > 0;
    });
    it.each(withFields)('%s', async (name) => {
      const spec: EndpointSpec = ENDPOINTS[name];
      const token = spec.auth ? (await sandbox.signIn()).token : undefined;
      const declared = Object.keys((spec.request as unknown as { fields: object }).fields);
      // The challenge token is sent by the helper, unless it is the only field (then it is the one to break).
      const fields = declared.length === 1 ? declared : declared.filter((field) => field !== 'recasign');
      // Every field an array: no field of the contract accepts one.
      const body = Object.fromEntries(fields.map((field) => [field, ['wrong']]));
      const response = await sandbox.call(name, body, { ...(token === undefined ? {} : { token }), headers: { 'X-Sandbox-Client': `fields-${name}` } });
      const { status, msg } = await errorBody(response);
      expect(status).toBe(400);
      expect(msg).toMatch(/^Invalid request: /);
      expect(fields.some((field) => msg.includes(`${field}: `))).toBe(true);
    });
  });
});

describe('geo, plans and prices', () => {
  it('tells a visitor their IP and country, overridable for tests', async () => {
    expect(await sandbox.ok('geoInfo', {}, { headers: { 'X-Sandbox-Country': 'au', 'X-Sandbox-IP': '203.0.113.9' } })).toEqual({
      user_ip: '203.0.113.9',
      country: 'Australia',
      country_code: 'AU',
    });
    expect(await sandbox.ok('geoInfo', {}, { headers: { Cookie: 'sandbox_country=GB' } })).toMatchObject({ country: 'United Kingdom', country_code: 'GB' });
    expect(await sandbox.ok('geoInfo', {}, { headers: { 'X-Sandbox-Country': 'KR' } })).toMatchObject({ country: 'South Korea', country_code: 'KR' });
  });

  it('uses the configured default country for local callers', async () => {
    const german = sandbox.restart({ defaultCountry: 'DE' });
    sandbox = german;
    expect(await german.ok('geoInfo')).toMatchObject({ country: 'Germany', country_code: 'DE' });
  });

  it('refuses a malformed override instead of guessing', async () => {
    expect((await sandbox.call('geoInfo', {}, { headers: { 'X-Sandbox-IP': '999.1.1.1' } })).status).toBe(400);
    expect((await sandbox.call('geoInfo', {}, { headers: { 'X-Sandbox-Country': 'Australia' } })).status).toBe(400);
  });

  it('prices the three plans in USD by default', async () => {
    const { plans } = await sandbox.ok('plans');
    expect(plans.map((plan) => [plan.id, plan.product_id, plan.months, plan.trial_days, plan.price_discount_amount, plan.price_amount, plan.discount_percent])).toEqual([
      ['1m', '501', 1, 0, 12.99, 12.99, '0%'],
      ['1y', '502', 12, 7, 71.88, 155.88, '54%'],
      ['2y', '503', 24, 7, 95.76, 311.76, '69%'],
    ]);
    const yearly = plans[1];
    expect(yearly).toMatchObject({ currency: 'USD', currencySymbol: '$', money: 71.88, renewal_amount: 71.88, price_deduction_amount: 84, trial_price: 0 });
  });

  it.each([
    ['AU', 'AUD', 'A$', 19.99],
    ['CA', 'CAD', 'CA$', 17.49],
    ['GB', 'GBP', '£', 10.49],
    ['FR', 'USD', '$', 12.99],
  ])('prices plans for a visitor from %s in %s', async (country, currency, symbol, monthly) => {
    const { plans } = await sandbox.ok('plans', {}, { headers: { 'X-Sandbox-Country': country } });
    expect(plans[0]).toMatchObject({ currency, currencySymbol: symbol, price_discount_amount: monthly });
  });

  it('takes 5% more off the yearly plans for partner visitors (X-From: CJ)', async () => {
    const { plans } = await sandbox.ok('plans', {}, { headers: { 'X-From': 'CJ' } });
    expect(plans.map((plan) => plan.price_discount_amount)).toEqual([12.99, 68.29, 90.97]);
    expect(plans[1]).toMatchObject({ money: 68.29, renewal_amount: 71.88, discount_percent: '56%' });
  });

  it('answers gross prices per product and country, leaving out unknown products', async () => {
    expect(await sandbox.ok('localizedPrices', { product_ids: '501,502,999', customer_country: 'AU' })).toEqual({
      products: [
        { product_id: '501', subscription: { price: { gross: 19.99 } }, currency: 'AUD' },
        { product_id: '502', subscription: { price: { gross: 107.88 } }, currency: 'AUD' },
      ],
    });
    expect((await sandbox.ok('localizedPrices', { product_ids: '503', customer_country: 'ZZ' })).products).toEqual([
      { product_id: '503', subscription: { price: { gross: 95.76 } }, currency: 'USD' },
    ]);
  });

  it('lists every provider except for China, and echoes X-From', async () => {
    expect(await sandbox.ok('commonParams', {}, { headers: { 'X-Sandbox-Country': 'GB', 'X-From': 'CJ' } })).toEqual({
      country_code: 'GB',
      currency: 'GBP',
      providers: ['so', 'ps', 'rz', 'tpa', 'gap', 's1', 'pd'],
      x_from: 'CJ',
    });
    expect(await sandbox.ok('commonParams', {}, { headers: { 'X-Sandbox-Country': 'CN' } })).toEqual({ country_code: 'CN', currency: 'USD', providers: [], x_from: null });
  });
});

describe('analytics, contact-us and promotion config', () => {
  const [event] = SAMPLE_REQUESTS.analyticsEvents.events as [(typeof SAMPLE_REQUESTS.analyticsEvents.events)[number]];

  it('stores analytics events and lists them latest first, filtered by name', async () => {
    expect(await sandbox.ok('analyticsEvents', { user_id: '', events: [event] })).toEqual({ accepted: 1 });
    expect(await sandbox.ok('analyticsEvents', { user_id: 'u_1', events: [{ ...event, event_name: 'purchase' }, { ...event, event_name: 'page_show' }] })).toEqual({
      accepted: 2,
    });
    const all = (await (await sandbox.control('/sandbox/analytics.json')).json()) as { events: { user_id: string; event: { event_name: string } }[] };
    expect(all.events.map((stored) => stored.event.event_name)).toEqual(['page_show', 'purchase', 'page_show']);
    const shows = (await (await sandbox.control('/sandbox/analytics.json?event_name=page_show')).json()) as { events: { user_id: string; event: unknown }[] };
    expect(shows.events.map((stored) => stored.user_id)).toEqual(['u_1', '']);
    expect(shows.events[1]?.event).toEqual(event);
  });

  it('refuses an empty event list', async () => {
    expect((await sandbox.call('analyticsEvents', { user_id: '', events: [] })).status).toBe(400);
  });

  it('stores a contact message and gives a ticket', async () => {
    const { ticket_id } = await sandbox.ok('contactUs', { name: 'Ada', email: 'ada@example.com', subject: 'Devices', message: 'How many devices can I use?' });
    expect(ticket_id).toMatch(/^T-[0-9A-F]{8}$/);
    const listed = (await (await sandbox.control('/sandbox/contact.json')).json()) as { messages: { ticket_id: string; subject: string }[] };
    expect(listed.messages).toEqual([expect.objectContaining({ ticket_id, subject: 'Devices', email: 'ada@example.com' })]);
  });

  it('refuses a contact message with a malformed email or too short a message', async () => {
    const badEmail = await sandbox.call('contactUs', { name: 'Ada', email: 'ada@', subject: 'Hi', message: 'A long enough message.' });
    expect(await errorBody(badEmail)).toMatchObject({ status: 400, msg: 'That is not a valid email address.' });
    const short = await sandbox.call('contactUs', { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Short' });
    expect(await errorBody(short)).toMatchObject({ status: 400, msg: expect.stringContaining('message: ') });
  });

  // Issue 16 finding 5: 126 MB of database in 10 s without signing in.
  it('limits analytics calls per client: 300 a minute, then 429 with Retry-After', async () => {
    const headers = { 'X-Sandbox-IP': '198.51.100.60' };
    expect(ANALYTICS_LIMITS.callsPerMinute).toBe(300);
    for (let call = 0; call < ANALYTICS_LIMITS.callsPerMinute; call += 1) expect((await sandbox.call('analyticsEvents', { user_id: '', events: [event] }, { headers })).status).toBe(200);
    const limited = await sandbox.call('analyticsEvents', { user_id: '', events: [event] }, { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await sandbox.call('analyticsEvents', { user_id: '', events: [event] }, { headers: { 'X-Sandbox-IP': '198.51.100.61' } })).status).toBe(200);
  });

  it('caps the events of a call, the parameters of an event and the size of an event', async () => {
    expect((await sandbox.call('analyticsEvents', { user_id: '', events: Array.from({ length: 21 }, () => event) })).status).toBe(400);
    const manyParams = { ...event, event_params: Array.from({ length: 17 }, (_, index) => ({ key: `k${index}`, value: index })) };
    expect(await errorBody(await sandbox.call('analyticsEvents', { user_id: '', events: [manyParams] }))).toMatchObject({ status: 400, msg: expect.stringContaining('16 parameters') });
    const huge = { ...event, front_id: 'f'.repeat(3000) };
    expect(await errorBody(await sandbox.call('analyticsEvents', { user_id: '', events: [huge] }))).toMatchObject({ status: 400, msg: expect.stringContaining('2048 bytes') });
    expect((await sandbox.call('analyticsEvents', { user_id: 'u'.repeat(129), events: [event] })).status).toBe(400);
  });

  it('keeps a long parameter value, cut to 512 characters', async () => {
    const long = { ...event, event_params: [{ key: 'href', value: `https://localhost/?q=${'x'.repeat(1000)}` }] };
    expect(await sandbox.ok('analyticsEvents', { user_id: '', events: [long] })).toEqual({ accepted: 1 });
    const stored = (await (await sandbox.control('/sandbox/analytics.json')).json()) as { events: { event: { event_params: { value: string }[] } }[] };
    expect(stored.events[0]?.event.event_params[0]?.value).toHaveLength(512);
  });

  it('keeps at most the configured number of events, dropping the oldest', async () => {
    const capped = createTestSandbox({ maxAnalyticsEvents: 5 });
    try {
      for (let call = 0; call < 4; call += 1) {
        await capped.ok('analyticsEvents', { user_id: '', events: [{ ...event, event_name: `first-${call}` }, { ...event, event_name: `second-${call}` }] });
      }
      const stored = (await (await capped.control('/sandbox/analytics.json')).json()) as { events: { event: { event_name: string } }[] };
      expect(stored.events.map((row) => row.event.event_name)).toEqual(['second-3', 'first-3', 'second-2', 'first-2', 'second-1']);
    } finally {
      capped.close();
    }
  });

  it('answers no festival until a promotion is set, then the stored config', async () => {
    expect(await sandbox.ok('promotionConfig')).toEqual({ startTime: 0, endTime: 0, isFestival: false });
    const set = await sandbox.control('/sandbox/promotion', { startTime: 1000, endTime: 2000, isFestival: true });
    expect(set.status).toBe(200);
    expect(await sandbox.ok('promotionConfig')).toEqual({ startTime: 1000, endTime: 2000, isFestival: true });
    const invalid = await sandbox.control('/sandbox/promotion', { startTime: 'soon' });
    expect(invalid.status).toBe(400);
  });
});

describe('fault injection', () => {
  it('answers the queued status and code the given number of times, then the real thing', async () => {
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.geoInfo.path, status: 500, times: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await errorBody(await sandbox.call('geoInfo'))).toEqual({ status: 500, code: 500, msg: 'Injected fault' });
    }
    expect((await sandbox.call('geoInfo')).status).toBe(200);
  });

  it('answers a custom code and message, e.g. 50008 for a session logged out elsewhere', async () => {
    const { token } = await sandbox.signIn();
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.userInfo.path, status: 401, code: 50008, msg: 'Logged in elsewhere.' });
    expect(await errorBody(await sandbox.call('userInfo', {}, { token }))).toEqual({ status: 401, code: 50008, msg: 'Logged in elsewhere.' });
  });

  it('meets only the requests carrying the token the fault names', async () => {
    const [mine, theirs] = [await sandbox.signIn(), await sandbox.signIn()];
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.userInfo.path, status: 400, code: 50008, msg: 'Logged in elsewhere.', token: mine.token });
    expect((await sandbox.call('userInfo', {}, { token: theirs.token })).status).toBe(200);
    expect(await errorBody(await sandbox.call('userInfo', {}, { token: mine.token }))).toEqual({ status: 400, code: 50008, msg: 'Logged in elsewhere.' });
  });

  it('answers a raw body verbatim as JSON content', async () => {
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.plans.path, raw_body: '{"code":200,"msg":"ok","value":' });
    const response = await sandbox.call('plans');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('{"code":200,"msg":"ok","value":');
  });

  it('matches the rewritten path of a challenge-guarded call', async () => {
    const path = challengedPath(ENDPOINTS.anonymousSignup.path, 'v3');
    await sandbox.control('/sandbox/faults', { path, status: 429 });
    const response = await sandbox.call('anonymousSignup', {});
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('1');
  });

  it('waits the delay before answering', async () => {
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.geoInfo.path, status: 504, delay_ms: 150 });
    const started = performance.now();
    const response = await sandbox.call('geoInfo');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(504);
  });

  it('lets a delay alone slow down the real answer', async () => {
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.geoInfo.path, delay_ms: 100 });
    const started = performance.now();
    expect((await sandbox.call('geoInfo')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('forgets every queued fault on DELETE', async () => {
    await sandbox.control('/sandbox/faults', { path: ENDPOINTS.geoInfo.path, status: 500, times: 5 });
    expect((await sandbox.control('/sandbox/faults', undefined, 'DELETE')).status).toBe(200);
    expect((await sandbox.call('geoInfo')).status).toBe(200);
  });

  it('refuses a fault that would do nothing', async () => {
    expect((await sandbox.control('/sandbox/faults', { path: ENDPOINTS.geoInfo.path })).status).toBe(400);
    expect((await sandbox.control('/sandbox/faults', { path: 'no-slash', status: 500 })).status).toBe(400);
  });
});

describe('the database', () => {
  it('keeps accounts, sessions and promotions across a restart on the same data directory', async () => {
    const email = uniqueEmail();
    const { token } = await sandbox.signIn(email);
    await sandbox.control('/sandbox/promotion', { startTime: 5, endTime: 6, isFestival: false });
    sandbox = sandbox.restart();
    expect(await sandbox.ok('userInfo', {}, { token })).toMatchObject({ email, is_password_set: true });
    expect(await sandbox.ok('promotionConfig')).toEqual({ startTime: 5, endTime: 6, isFestival: false });
    expect((await sandbox.ok('login', { email, password: 'Harbor#2026' })).user.email).toBe(email);
  });

  it('keeps challenge tokens valid across a restart (the secret is stored with the data)', async () => {
    const token = await sandbox.challengeToken('v3');
    sandbox = sandbox.restart();
    expect((await sandbox.call('anonymousSignup', {}, { recasign: token })).status).toBe(200);
  });

  it('runs each migration once, in order, in WAL mode with foreign keys on', async () => {
    sandbox = sandbox.restart();
    sandbox.api.close();
    const db = new DatabaseSync(join(sandbox.dataDir, DATABASE_FILE));
    try {
      const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((row) => row['version']);
      expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(db.prepare('PRAGMA journal_mode').get()?.['journal_mode']).toBe('wal');
      const sessions = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get('sessions')?.['sql'];
      expect(String(sessions)).toContain('token_hash');
      expect(String(sessions)).not.toMatch(/\btoken TEXT/);
    } finally {
      db.close();
    }
    sandbox = sandbox.restart();
  });

  it('rolls a failing migration back whole and leaves it to run again', () => {
    const db = new DatabaseSync(':memory:');
    try {
      const migrations = [
        { version: 1, name: 'first', up: 'CREATE TABLE first (id INTEGER)' },
        { version: 2, name: 'broken', up: 'CREATE TABLE second (id INTEGER); INSERT INTO missing VALUES (1);' },
      ];
      expect(() => migrate(db, 0, migrations)).toThrow(/migration 2 \(broken\) failed/);
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((row) => row['name']);
      expect(tables).toEqual(['first', 'schema_migrations']);
      const fixed = [migrations[0], { ...migrations[1], up: 'CREATE TABLE second (id INTEGER)' }] as typeof migrations;
      expect(migrate(db, 0, fixed)).toEqual([2]);
      expect(migrate(db, 0, fixed)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('stores a digest of each session token, never the token', async () => {
    const { token } = await sandbox.signIn();
    sandbox.api.close();
    const db = new DatabaseSync(join(sandbox.dataDir, DATABASE_FILE));
    try {
      const hashes = db.prepare('SELECT token_hash FROM sessions').all().map((row) => String(row['token_hash']));
      expect(hashes).toHaveLength(1);
      expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(hashes[0]).not.toContain(token);
    } finally {
      db.close();
    }
    sandbox = sandbox.restart();
  });
});

describe('sandbox pages', () => {
  it('serves an index, the stylesheet and the stand-in scripts with the right types', async () => {
    const index = await sandbox.request('/sandbox');
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('href="/sandbox/outbox"');
    expect((await sandbox.request('/sandbox/assets/sandbox.css')).headers.get('content-type')).toContain('text/css');
    for (const path of ['/sandbox/recaptcha/api.js', '/sandbox/providers/rz.js', '/sandbox/providers/pd.js']) {
      const response = await sandbox.request(path);
      expect(response.headers.get('content-type')).toContain('application/javascript');
      expect((await response.text()).length).toBeGreaterThan(500);
    }
    expect((await sandbox.request('/sandbox/providers/xx.js')).status).toBe(404);
    expect((await sandbox.request('/sandbox/nothing')).status).toBe(404);
  });

  it('uses no inline style or script on its pages (the site CSP forbids them)', async () => {
    const pages = [await (await sandbox.request('/sandbox')).text(), await (await sandbox.request('/sandbox/outbox')).text()];
    for (const html of pages) {
      expect(html).not.toMatch(/style=|<style|<script(?![^>]*\bsrc=)/i);
      expect(html).toContain('<link rel="stylesheet" href="/sandbox/assets/sandbox.css">');
    }
    for (const path of ['/sandbox/recaptcha/api.js', '/sandbox/providers/rz.js']) {
      const source = await (await sandbox.request(path)).text();
      expect(source).not.toMatch(/\.style\b|setAttribute\(\s*'style'|innerHTML/);
      expect(source).toContain('/sandbox/assets/sandbox.css');
    }
  });
});

// The checkout's route accepts exactly the plans on sale (issue 15): a plan the sandbox sold but the route refused,
// or the other way round, would be a checkout that cannot be reached or one that charges an unknown plan.
describe('the catalogue', () => {
  it('sells exactly the plans the checkout route accepts', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
  });
});
