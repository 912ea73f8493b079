import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/infrastructure/contract/api.contract.ts';
import { CHALLENGE_LIFETIME_MS } from './challenge.ts';
import { STRONG_PASSWORD, createTestSandbox, errorBody, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});
afterEach(() => {
  sandbox.close();
});

const NOT_VERIFIED = { status: 400, code: 40002, msg: 'The challenge could not be verified.' };

describe('challenge-guarded calls (the reCAPTCHA stand-in)', () => {
  it('serves guarded calls only at the rewritten path', async () => {
    expect(await errorBody(await sandbox.request(ENDPOINTS.anonymousSignup.path, { method: 'POST', headers: { 'X-App-Type': '501' }, body: '{}' }))).toMatchObject({
      status: 404,
    });
    expect(await errorBody(await sandbox.request(ENDPOINTS.login.path, { method: 'POST', headers: { 'X-App-Type': '501' }, body: '{}' }))).toMatchObject({ status: 404 });
    const v3 = await sandbox.request('/ws/mm/reca/r3/account/v1/web/anonymous_signup', {
      method: 'POST',
      headers: { 'X-App-Type': '501', 'Content-Type': 'application/json' },
      body: JSON.stringify({ recasign: await sandbox.challengeToken('v3') }),
    });
    expect(v3.status).toBe(200);
  });

  it.each([
    ['without a token', undefined],
    ['with an empty token', ''],
    ['with a null token', null],
  ])('answers 40001 %s', async (_case, recasign) => {
    const body = recasign === undefined ? {} : { recasign };
    const response = await sandbox.call('anonymousSignup', body, { recasign: null });
    expect(await errorBody(response)).toEqual({ status: 400, code: 40001, msg: 'recaptcha token is empty' });
  });

  it('answers 40002 for a token the sandbox did not sign', async () => {
    expect(await errorBody(await sandbox.call('anonymousSignup', {}, { recasign: 'made-up' }))).toEqual(NOT_VERIFIED);
    const token = await sandbox.challengeToken('v3');
    const [payload = '', signature = ''] = token.split('.');
    const tampered = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await errorBody(await sandbox.call('anonymousSignup', {}, { recasign: tampered }))).toEqual(NOT_VERIFIED);
  });

  it('answers 40002 for a token signed with another data directory’s secret', async () => {
    const other = createTestSandbox({ secret: 'another secret' });
    try {
      const foreign = await other.challengeToken('v3');
      expect(await errorBody(await sandbox.call('anonymousSignup', {}, { recasign: foreign }))).toEqual(NOT_VERIFIED);
      expect((await other.call('anonymousSignup', {}, { recasign: foreign })).status).toBe(200);
    } finally {
      other.close();
    }
  });

  it('accepts a token once and refuses it the second time', async () => {
    const token = await sandbox.challengeToken('v3');
    expect((await sandbox.call('anonymousSignup', {}, { recasign: token })).status).toBe(200);
    expect(await errorBody(await sandbox.call('anonymousSignup', {}, { recasign: token }))).toEqual(NOT_VERIFIED);
  });

  it('refuses a token older than two minutes', async () => {
    const fresh = await sandbox.challengeToken('v3');
    const stale = await sandbox.challengeToken('v3');
    await sandbox.control('/sandbox/clock', { offset_ms: CHALLENGE_LIFETIME_MS - 1000 });
    expect((await sandbox.call('anonymousSignup', {}, { recasign: fresh })).status).toBe(200);
    await sandbox.control('/sandbox/clock', { offset_ms: CHALLENGE_LIFETIME_MS + 1000 });
    expect(await errorBody(await sandbox.call('anonymousSignup', {}, { recasign: stale }))).toEqual(NOT_VERIFIED);
  });

  it('refuses a token of the wrong version', async () => {
    const v2 = await sandbox.challengeToken('v2');
    expect(await errorBody(await sandbox.call('anonymousSignup', {}, { recasign: v2 }))).toEqual(NOT_VERIFIED);
    const { email } = await sandbox.signIn();
    const v3 = await sandbox.challengeToken('v3');
    expect(await errorBody(await sandbox.call('login', { email, password: STRONG_PASSWORD }, { recasign: v3 }))).toEqual(NOT_VERIFIED);
  });

  it('does not spend a token on a request that breaks the schema', async () => {
    const token = await sandbox.challengeToken('v2');
    const { email } = await sandbox.signIn();
    expect((await sandbox.call('login', { email, password: 42, recasign: token })).status).toBe(400);
    expect((await sandbox.call('login', { email, password: STRONG_PASSWORD, recasign: token })).status).toBe(200);
  });

  it('issues tokens only for v2 and v3', async () => {
    expect((await sandbox.control('/sandbox/recaptcha/token', { version: 'v4' })).status).toBe(400);
    expect((await sandbox.control('/sandbox/recaptcha/token', { version: 'v2', action: 'login' })).status).toBe(200);
  });
});
