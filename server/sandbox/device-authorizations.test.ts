// Issue 19: a TV or console signed in with a code (RFC 8628), through the API as a device and a customer call it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVATION_LIMITS } from './api-handlers.ts';
import { ERROR_CODES } from './api-failure.ts';
import { ORIGIN, createTestSandbox, errorBody, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});
afterEach(() => {
  sandbox.close();
});

const SECOND = 1000;
const { authorizationPending, slowDown, expiredToken, accessDenied, invalidGrant } = ERROR_CODES.deviceToken;

const askForCode = () => sandbox.ok('deviceCode', { device_name: 'Living room TV', platform: 'Android TV' });
const poll = (deviceCode: string) => sandbox.call('deviceToken', { device_code: deviceCode });
/** Moves the sandbox clock to `ms` after its start. */
const clockAt = (ms: number) => sandbox.control('/sandbox/clock', { offset_ms: ms });

async function refusal(response: Promise<Response>) {
  const { status, code } = await errorBody(await response);
  return { status, code };
}

describe('a device asking for a code', () => {
  it('gets a secret device code, a short code to show, where to type it, ten minutes and a five-second interval', async () => {
    const answer = await askForCode();
    expect(answer.device_code.length).toBeGreaterThanOrEqual(43);
    expect(answer.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(answer.verification_uri).toBe(`${ORIGIN}/activate`);
    expect(answer.verification_uri_complete).toBe(`${ORIGIN}/activate?code=${answer.user_code}`);
    expect(answer).toMatchObject({ expires_in: 600, interval: 5 });
  });

  it('must name itself: a blank or overlong device name is refused', async () => {
    expect((await sandbox.call('deviceCode', { device_name: '   ', platform: 'Android TV' })).status).toBe(400);
    expect((await sandbox.call('deviceCode', { device_name: 'x'.repeat(65), platform: 'Android TV' })).status).toBe(400);
  });
});

describe('a customer answering a code, and the device polling', () => {
  it('shows the device for the code as typed in any case, approves it, and hands the token to the device exactly once', async () => {
    const { token, email } = await sandbox.signIn();
    const { device_code, user_code } = await askForCode();
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: authorizationPending });

    const typed = user_code.toLowerCase().replace('-', ' ');
    const device = await sandbox.ok('deviceActivationLookup', { user_code: typed }, { token });
    expect(device).toMatchObject({ user_code, device_name: 'Living room TV', platform: 'Android TV' });
    await sandbox.ok('deviceActivationApprove', { user_code }, { token });

    await clockAt(5 * SECOND);
    const session = await sandbox.ok('deviceToken', { device_code });
    expect(session.user.email).toBe(email);
    expect((await sandbox.call('userInfo', {}, { token: session.token })).status).toBe(200);

    await clockAt(10 * SECOND);
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: expiredToken });
  });

  it('refuses a code already answered: it cannot be approved again, by this account or another', async () => {
    const first = await sandbox.signIn();
    const second = await sandbox.signIn();
    const { user_code } = await askForCode();
    await sandbox.ok('deviceActivationApprove', { user_code }, { token: first.token });
    for (const name of ['deviceActivationLookup', 'deviceActivationApprove', 'deviceActivationDeny'] as const) {
      expect(await refusal(sandbox.call(name, { user_code }, { token: second.token }))).toEqual({ status: 409, code: ERROR_CODES.userCodeUsed });
    }
  });

  it('tells a denied device so, and gives it no token', async () => {
    const { token } = await sandbox.signIn();
    const { device_code, user_code } = await askForCode();
    await sandbox.ok('deviceActivationDeny', { user_code }, { token });
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: accessDenied });
  });

  it('refuses an unknown code, and one that cannot be a code at all, the same way', async () => {
    const { token } = await sandbox.signIn();
    await askForCode();
    for (const user_code of ['BCDF-GHJK', 'AEIO-U123', '']) {
      expect(await refusal(sandbox.call('deviceActivationLookup', { user_code }, { token }))).toEqual({ status: 404, code: ERROR_CODES.userCodeUnknown });
    }
    expect(await refusal(poll('not-a-device-code'))).toEqual({ status: 400, code: invalidGrant });
  });

  it('lets a code expire ten minutes after it was issued, for the customer and for the device', async () => {
    const { token } = await sandbox.signIn();
    const { device_code, user_code } = await askForCode();
    await clockAt(590 * SECOND);
    expect((await sandbox.call('deviceActivationLookup', { user_code }, { token })).status).toBe(200);
    await clockAt(601 * SECOND);
    expect(await refusal(sandbox.call('deviceActivationApprove', { user_code }, { token }))).toEqual({ status: 409, code: ERROR_CODES.userCodeExpired });
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: expiredToken });
  });

  it('answers a poll sooner than the interval with slow_down, and the interval grows by five seconds for good', async () => {
    const { device_code } = await askForCode();
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: authorizationPending });
    await clockAt(4 * SECOND);
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: slowDown });
    // Five seconds after the last poll is now too soon: the interval is ten.
    await clockAt(9 * SECOND);
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: slowDown });
    // And fifteen after that one.
    await clockAt(24 * SECOND);
    expect(await refusal(poll(device_code))).toEqual({ status: 400, code: authorizationPending });
  });
});

describe('guessing codes', () => {
  it('refuses code lookups beyond the limit of an account, with the seconds to wait', async () => {
    const { token } = await sandbox.signIn();
    for (let attempt = 0; attempt < ACTIVATION_LIMITS.perAccount; attempt += 1) {
      expect((await sandbox.call('deviceActivationLookup', { user_code: 'BCDF-GHJK' }, { token })).status).toBe(404);
    }
    const refused = await sandbox.call('deviceActivationApprove', { user_code: 'BCDF-GHJK' }, { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('refuses code lookups beyond the limit of one client address, across accounts', async () => {
    const headers = { 'X-Sandbox-IP': '198.51.100.23' };
    let tried = 0;
    while (tried < ACTIVATION_LIMITS.perAddress) {
      const { token } = await sandbox.signIn();
      for (let attempt = 0; attempt < ACTIVATION_LIMITS.perAccount && tried < ACTIVATION_LIMITS.perAddress; attempt += 1, tried += 1) {
        expect((await sandbox.call('deviceActivationLookup', { user_code: 'BCDF-GHJK' }, { token, headers })).status).toBe(404);
      }
    }
    const { token } = await sandbox.signIn();
    expect((await sandbox.call('deviceActivationLookup', { user_code: 'BCDF-GHJK' }, { token, headers })).status).toBe(429);
    expect((await sandbox.call('deviceActivationLookup', { user_code: 'BCDF-GHJK' }, { token })).status).toBe(404);
  });

  it('answers a signed-out caller 401 on every customer call', async () => {
    const { user_code } = await askForCode();
    for (const name of ['deviceActivationLookup', 'deviceActivationApprove', 'deviceActivationDeny'] as const) {
      expect((await sandbox.call(name, { user_code })).status).toBe(401);
    }
  });
});
