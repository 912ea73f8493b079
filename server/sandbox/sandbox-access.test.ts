// Issue 16, findings 2 and 4: who may reach the sandbox, and whose address its rate limits count.
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, createTestSandbox, errorBody, uniqueEmail, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox | undefined;
const open = (...args: Parameters<typeof createTestSandbox>) => (sandbox = createTestSandbox(...args));
afterEach(() => {
  sandbox?.close();
  sandbox = undefined;
});

let wrongLogins = 0;
/** A failed sign-in for a new address each time: the per-address backoff (five failures) must not be what refuses it. */
const wrongLogin = () => ({ email: `nobody.${wrongLogins++}@example.com`, password: 'Wrong#Pass1' });

describe('the sandbox on a production host (finding 2)', () => {
  const production = { productionHosts: ['harborvpn.com', 'www.harborvpn.com'] };

  it('answers nothing of its own under a production host name', async () => {
    const sandbox = open(production);
    for (const path of ['/api/user/geo_info', '/ws/whatever', '/l10n/en.json', '/sandbox', '/sandbox/outbox.json', '/sandbox/recaptcha/api.js']) {
      const response = await sandbox.api.app.request(`https://www.harborvpn.com${path}`, { headers: { 'X-App-Type': '501', Accept: 'application/json' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toContain('application/json');
      expect(await response.text(), path).not.toMatch(/sandbox|outbox/i);
    }
    // Port and case do not make another host.
    const closing = await sandbox.api.app.request('http://HarborVPN.com.:443/sandbox/accounts/close', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(closing.status).toBe(404);
  });

  it('still answers on the sandbox host', async () => {
    const sandbox = open(production);
    expect((await sandbox.call('geoInfo')).status).toBe(200);
  });
});

describe('the sandbox controls (finding 2)', () => {
  it('refuses a cross-site text/plain form post to close an account, and closes nothing', async () => {
    const sandbox = open();
    const { email, token } = await sandbox.signIn();
    const attack = await sandbox.request('/sandbox/accounts/close', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ email }),
    });
    expect(attack.status).toBe(403);
    // Without the browser's headers the body type alone is refused.
    const plain = await sandbox.request('/sandbox/accounts/close', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ email }) });
    expect(plain.status).toBe(415);
    expect((await sandbox.call('userInfo', {}, { token })).status).toBe(200);
  });

  it('refuses a cross-site form post to the clock, and the clock stays', async () => {
    const sandbox = open();
    const before = (await (await sandbox.control('/sandbox/clock')).json()) as { offset_ms: number };
    for (const headers of [
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
      { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-site' },
      { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      { 'Content-Type': 'text/plain' },
    ]) {
      const response = await sandbox.request('/sandbox/clock', { method: 'POST', headers, body: '{"offset_ms":86400000}' });
      expect([403, 415], JSON.stringify(headers)).toContain(response.status);
    }
    expect(((await (await sandbox.control('/sandbox/clock')).json()) as { offset_ms: number }).offset_ms).toBe(before.offset_ms);
    // The site's own page may.
    const own = await sandbox.request('/sandbox/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      body: '{"offset_ms":1000}',
    });
    expect(own.status).toBe(200);
  });

  it('shows the outbox, its codes and the other records to no foreign origin', async () => {
    const sandbox = open();
    await sandbox.ok('verificationRequest', { email: uniqueEmail(), purpose: 'verify_account' });
    for (const path of ['/sandbox/outbox', '/sandbox/outbox.json', '/sandbox/analytics.json', '/sandbox/contact.json', '/sandbox/faults', '/sandbox/clock', '/sandbox/csp-reports.json']) {
      for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }]) {
        const response = await sandbox.request(path, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).not.toMatch(/messages|sandbox-code|offset_ms/);
      }
    }
    const own = await sandbox.request('/sandbox/outbox.json', { headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('no-store');
    const page = await sandbox.request('/sandbox/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
  });

  it('takes the hosted checkout decision from no other site, form-encoded or not', async () => {
    const sandbox = open();
    const decide = (headers: Record<string, string>) =>
      sandbox.request('/sandbox/checkout/nosuchorder/approve', { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: '' });
    expect((await decide({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' })).status).toBe(403);
    expect((await decide({ 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    // No browser said where it came from (curl, a test): no visitor's browser was made to send it.
    expect((await decide({ 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(404);
    // Passed the guard: the order itself is unknown.
    expect((await decide({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN })).status).toBe(404);
    expect((await decide({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(404);
  });
});

describe('rate limits keyed on the connection (finding 4)', () => {
  it('does not let rotating client, IP or forwarded headers escape the login limit without test controls', async () => {
    const sandbox = open({ testControls: false });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const headers = { 'X-Sandbox-Client': `c${attempt}`, 'X-Sandbox-IP': `203.0.113.${attempt}`, 'X-Forwarded-For': `198.51.100.${attempt}` };
      expect((await sandbox.call('login', wrongLogin(), { headers })).status).toBe(400);
    }
    const rotated = { 'X-Sandbox-Client': 'fresh', 'X-Sandbox-IP': '192.0.2.99', 'X-Forwarded-For': '192.0.2.98' };
    const limited = await sandbox.call('login', wrongLogin(), { headers: rotated });
    expect(limited.status).toBe(429);
    expect((await errorBody(limited)).code).toBe(429);
  });

  it('ignores the test-only address and country overrides without test controls', async () => {
    const sandbox = open({ testControls: false, defaultCountry: 'US' });
    expect(await sandbox.ok('geoInfo', {}, { headers: { 'X-Sandbox-IP': '203.0.113.9', 'X-Sandbox-Country': 'AU', Cookie: 'sandbox_country=GB' } })).toEqual({
      user_ip: '127.0.0.1',
      country: 'United States',
      country_code: 'US',
    });
    // Ignored, not judged: a malformed one does not fail the call either.
    expect((await sandbox.call('geoInfo', {}, { headers: { 'X-Sandbox-IP': 'nonsense' } })).status).toBe(200);
  });

  it('keys on X-Forwarded-For when the connection comes from a trusted proxy', async () => {
    // In-process requests come from 127.0.0.1, here the proxy.
    const sandbox = open({ testControls: false, trustedProxies: ['127.0.0.1', '10.0.0.2'] });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await sandbox.call('login', wrongLogin(), { headers: { 'X-Forwarded-For': '198.51.100.1, 10.0.0.2' } })).status).toBe(400);
    }
    expect((await sandbox.call('login', wrongLogin(), { headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(429);
    // Another client behind the proxy has its own bucket; a made-up left-hand entry does not make one.
    expect((await sandbox.call('login', wrongLogin(), { headers: { 'X-Forwarded-For': '198.51.100.2' } })).status).toBe(400);
    expect((await sandbox.call('login', wrongLogin(), { headers: { 'X-Forwarded-For': '192.0.2.7, 198.51.100.1' } })).status).toBe(429);
    expect(await sandbox.ok('geoInfo', {}, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).toMatchObject({ user_ip: '203.0.113.5' });
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
    const sandbox = open({ testControls: false, trustedProxies: ['10.0.0.2'] });
    expect(await sandbox.ok('geoInfo', {}, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).toMatchObject({ user_ip: '127.0.0.1' });
  });
});
