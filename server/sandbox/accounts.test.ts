import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT, SESSION_LIFETIME_MS } from './sessions.ts';
import { STRONG_PASSWORD, createTestSandbox, errorBody, uniqueEmail, type TestSandbox } from './test-support.ts';
import { CODE_LIFETIME_MS } from './verification-codes.ts';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});
afterEach(() => {
  sandbox.close();
});

type OutboxMessage = { to: string; subject: string; body: string; purpose: string | null; code: string | null };

async function outbox(to?: string): Promise<OutboxMessage[]> {
  const response = await sandbox.control(`/sandbox/outbox.json${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

async function latestCode(to: string): Promise<string> {
  const code = (await outbox(to))[0]?.code;
  if (code == null) throw new Error(`No code was sent to ${to}`);
  return code;
}

describe('anonymous accounts and setting a password', () => {
  it('signs up an anonymous trial account without email or password', async () => {
    const session = await sandbox.ok('anonymousSignup', {});
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expires_at - Date.now()).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000);
    expect(session.user).toMatchObject({ email: null, is_password_set: false, verified: false, vip: null });
    expect(await sandbox.ok('userInfo', {}, { token: session.token })).toEqual(session.user);
  });

  it('requires an email to set a password on an account without one', async () => {
    const { token } = await sandbox.anonymous();
    const response = await sandbox.call('setPassword', { password: STRONG_PASSWORD }, { token });
    expect(await errorBody(response)).toEqual({ status: 400, code: 40007, msg: 'An email address is required to set a password on this account.' });
  });

  it('sets the email and password, sends a verification code, and then signs in with them', async () => {
    const { token, userId } = await sandbox.anonymous();
    const email = uniqueEmail('trial');
    const user = await sandbox.ok('setPassword', { password: STRONG_PASSWORD, email }, { token });
    expect(user).toMatchObject({ user_id: userId, email, is_password_set: true, verified: false });
    expect((await outbox(email))[0]).toMatchObject({ purpose: 'verify_account', subject: 'Verify your email address' });
    const session = await sandbox.ok('login', { email, password: STRONG_PASSWORD });
    expect(session.user.user_id).toBe(userId);
  });

  // Issue 16 finding 8: a 409 for a registered address told anyone which addresses have accounts.
  it('answers an email that another account has as it answers a free one, and tells only the mailbox', async () => {
    const { email, userId: ownerId } = await sandbox.signIn();
    const taken = await sandbox.anonymous();
    const free = await sandbox.anonymous();
    const freeEmail = uniqueEmail('free');
    // The same address with the local part in capitals is the same mailbox.
    const takenEmail = email.replace(/^[^@]+/, (local) => local.toUpperCase());
    const takenAnswer = await sandbox.call('setPassword', { password: STRONG_PASSWORD, email: takenEmail }, { token: taken.token });
    const freeAnswer = await sandbox.call('setPassword', { password: STRONG_PASSWORD, email: freeEmail }, { token: free.token });
    expect(takenAnswer.status).toBe(freeAnswer.status);
    const [takenUser, freeUser] = [await takenAnswer.json(), await freeAnswer.json()];
    expect({ ...takenUser.value, user_id: '', email: '' }).toEqual({ ...freeUser.value, user_id: '', email: '' });
    expect(takenUser.value.email).toBe(takenEmail);
    // Nothing changed: the address stays with its owner, the anonymous account stays anonymous.
    expect(await sandbox.ok('userInfo', {}, { token: taken.token })).toMatchObject({ email: null, is_password_set: false });
    expect((await sandbox.ok('login', { email, password: STRONG_PASSWORD })).user.user_id).toBe(ownerId);
    expect((await outbox(email))[0]).toMatchObject({ subject: 'Someone tried to use your email address', code: null });
  });

  it('refuses to set a password twice', async () => {
    const { token } = await sandbox.signIn();
    expect(await errorBody(await sandbox.call('setPassword', { password: 'Another#Pass1' }, { token }))).toMatchObject({ status: 409, code: 40902 });
  });

  it.each([
    ['Sh#1a', 'The password must be at least 8 characters long.'],
    ['Toolongpassword#123456', 'The password must be at most 20 characters long.'],
    ['With space#A1', 'The password must use only printable ASCII characters, without spaces.'],
    ['nouppercase#1', 'The password must contain an uppercase letter.'],
    ['NOLOWERCASE#1', 'The password must contain a lowercase letter.'],
    ['NoSymbol123', 'The password must contain a symbol.'],
    ['short', 'The password must be at least 8 characters long, contain an uppercase letter and contain a symbol.'],
  ])('refuses the password %j, naming the rule', async (password, msg) => {
    const { token } = await sandbox.anonymous();
    const response = await sandbox.call('setPassword', { password, email: uniqueEmail() }, { token });
    expect(await errorBody(response)).toEqual({ status: 400, code: 40005, msg });
  });
});

describe('signing in and out', () => {
  it('answers the same 40101 for a wrong password and an unknown email', async () => {
    const { email } = await sandbox.signIn();
    const wrong = await sandbox.call('login', { email, password: 'Wrong#Pass1' });
    expect(await errorBody(wrong)).toEqual({ status: 400, code: 40101, msg: 'The email or password is incorrect.' });
    const unknown = await sandbox.call('login', { email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    expect(await errorBody(unknown)).toEqual({ status: 400, code: 40101, msg: 'The email or password is incorrect.' });
  });

  it('signs in whatever the case of the email', async () => {
    const { email } = await sandbox.signIn();
    expect((await sandbox.call('login', { email: email.replace(/^[^@]+/, (local) => local.toUpperCase()), password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const { token } = await sandbox.signIn();
    expect(await sandbox.ok('logout', {}, { token })).toEqual({ ok: true });
    expect(await errorBody(await sandbox.call('userInfo', {}, { token }))).toMatchObject({ status: 401, code: 401 });
  });

  it('answers 401 without a token and with an unknown one', async () => {
    expect(await errorBody(await sandbox.call('profile'))).toMatchObject({ status: 401, code: 401 });
    expect(await errorBody(await sandbox.call('profile', {}, { token: 'not-a-token' }))).toMatchObject({ status: 401, code: 401 });
  });

  it('answers 401 for a token revoked through the sandbox control', async () => {
    const { token } = await sandbox.signIn();
    expect((await sandbox.control('/sandbox/tokens/revoke', { token })).status).toBe(200);
    expect(await errorBody(await sandbox.call('userInfo', {}, { token }))).toMatchObject({ status: 401, code: 401 });
    expect((await sandbox.control('/sandbox/tokens/revoke', { token })).status).toBe(404);
  });

  it('answers 403 once the account is closed, and refuses to sign it in', async () => {
    const { token, email } = await sandbox.signIn();
    expect((await sandbox.control('/sandbox/accounts/close', { email })).status).toBe(200);
    expect(await errorBody(await sandbox.call('userInfo', {}, { token }))).toEqual({ status: 403, code: 403, msg: 'This account has been closed.' });
    expect(await errorBody(await sandbox.call('login', { email, password: STRONG_PASSWORD }))).toMatchObject({ status: 403, code: 403 });
  });

  it('answers 50014 on HTTP 409 once the token has expired', async () => {
    const { token } = await sandbox.signIn();
    expect((await sandbox.call('userInfo', {}, { token })).status).toBe(200);
    await sandbox.control('/sandbox/clock', { offset_ms: SESSION_LIFETIME_MS + 1000 });
    expect(await errorBody(await sandbox.call('userInfo', {}, { token }))).toEqual({ status: 409, code: 50014, msg: 'Your session has expired.' });
  });

  it(`answers 50012 for the oldest token once the account signs in more than ${MAX_SESSIONS_PER_ACCOUNT} times`, async () => {
    const { token: first, email } = await sandbox.signIn();
    const later: string[] = [];
    for (let count = 1; count < MAX_SESSIONS_PER_ACCOUNT; count += 1) later.push((await sandbox.ok('login', { email, password: STRONG_PASSWORD })).token);
    expect((await sandbox.call('userInfo', {}, { token: first })).status).toBe(200);
    await sandbox.ok('login', { email, password: STRONG_PASSWORD });
    expect(await errorBody(await sandbox.call('userInfo', {}, { token: first }))).toMatchObject({ status: 409, code: 50012 });
    for (const token of later) expect((await sandbox.call('userInfo', {}, { token })).status).toBe(200);
  });
});

// Issue 16 finding 4: the right password still worked after 56 failures from rotating clients.
describe('per-account throttling', () => {
  const wrongLogin = (email: string, client: number) =>
    sandbox.call('login', { email, password: 'Wrong#Pass1' }, { headers: { 'X-Sandbox-Client': `rotating-${client}` } });

  it('refuses even the right password after five failures, whatever the client, until the backoff has passed', async () => {
    const { email } = await sandbox.signIn();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrongLogin(email, attempt)).status).toBe(400);
    const sixth = await wrongLogin(email, 5);
    expect(await errorBody(sixth)).toEqual({ status: 429, code: 429, msg: 'Too many failed attempts for this account. Please try again in 30 seconds.' });
    expect(sixth.headers.get('Retry-After')).toBe('30');
    const right = await sandbox.call('login', { email, password: STRONG_PASSWORD }, { headers: { 'X-Sandbox-Client': 'rotating-right' } });
    expect(right.status).toBe(429);
    await sandbox.control('/sandbox/clock', { offset_ms: 30_000 });
    expect((await sandbox.ok('login', { email, password: STRONG_PASSWORD })).token).toEqual(expect.any(String));
  });

  it('doubles the backoff with each failure past the fifth, up to 15 minutes, and a success resets it', async () => {
    const { email } = await sandbox.signIn();
    let offset = 0;
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongLogin(email, attempt);
    for (const seconds of [60, 120, 240, 480, 900, 900]) {
      offset += 16 * 60_000;
      await sandbox.control('/sandbox/clock', { offset_ms: offset });
      expect((await wrongLogin(email, offset)).status).toBe(400);
      expect((await wrongLogin(email, offset + 1)).headers.get('Retry-After')).toBe(String(seconds));
    }
    offset += 15 * 60_000;
    await sandbox.control('/sandbox/clock', { offset_ms: offset });
    await sandbox.ok('login', { email, password: STRONG_PASSWORD });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrongLogin(email, attempt)).status).toBe(400);
    expect((await sandbox.call('login', { email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('answers an unknown email exactly as a registered one', async () => {
    const { email } = await sandbox.signIn();
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const address of [email, unknown]) {
      const seen = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await wrongLogin(address, attempt);
        seen.push({ ...(await errorBody(response)), retryAfter: response.headers.get('Retry-After') });
      }
      answers.push(seen);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('holds back code checks for an address after five wrong codes', async () => {
    const { email } = await sandbox.signIn();
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' });
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await sandbox.call('resetPassword', { email, code: 'abcdef', password: 'Fresh#Pass9' }, { headers: { 'X-Sandbox-Client': `code-${guess}` } })).status).toBe(400);
    }
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' });
    const code = await latestCode(email);
    expect((await sandbox.call('resetPassword', { email, code, password: 'Fresh#Pass9' })).status).toBe(429);
    await sandbox.control('/sandbox/clock', { offset_ms: 30_000 });
    expect(await sandbox.ok('resetPassword', { email, code, password: 'Fresh#Pass9' })).toEqual({ ok: true });
  });
});

describe('verification codes and password reset', () => {
  it('resets a password with the code from the outbox, ending old sessions', async () => {
    const { email, token } = await sandbox.signIn();
    expect(await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' })).toEqual({ sent: true, expires_in: CODE_LIFETIME_MS / 1000 });
    const [message] = await outbox(email);
    expect(message).toMatchObject({ to: email, subject: 'Your password reset code', purpose: 'reset_password' });
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(code);

    expect(await sandbox.ok('verificationValidate', { email, code, purpose: 'reset_password' })).toEqual({ valid: true });
    expect(await sandbox.ok('resetPassword', { email, code, password: 'Fresh#Pass9' })).toEqual({ ok: true });

    expect((await sandbox.call('login', { email, password: STRONG_PASSWORD })).status).toBe(400);
    expect((await sandbox.ok('login', { email, password: 'Fresh#Pass9' })).user).toMatchObject({ email, verified: true });
    expect((await sandbox.call('userInfo', {}, { token })).status).toBe(401);
    // The code is used up.
    expect(await errorBody(await sandbox.call('resetPassword', { email, code, password: 'Other#Pass9' }))).toMatchObject({ status: 400, code: 40003 });
  });

  it('refuses a wrong code with 40003 and gives up on the code after five wrong guesses', async () => {
    const { email } = await sandbox.signIn();
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorBody(await sandbox.call('resetPassword', { email, code: wrong, password: 'Fresh#Pass9' }))).toEqual({
      status: 400,
      code: 40003,
      msg: 'The code is wrong or has expired.',
    });
    for (let guess = 0; guess < 4; guess += 1) expect(await sandbox.ok('verificationValidate', { email, code: wrong, purpose: 'reset_password' })).toEqual({ valid: false });
    // Five wrong codes also hold the address back for a while (issue 16); after that the code is still used up.
    expect((await sandbox.call('verificationValidate', { email, code, purpose: 'reset_password' })).status).toBe(429);
    await sandbox.control('/sandbox/clock', { offset_ms: 31_000 });
    expect(await sandbox.ok('verificationValidate', { email, code, purpose: 'reset_password' })).toEqual({ valid: false });
  });

  it('lets a code expire after 15 minutes', async () => {
    const { email } = await sandbox.signIn();
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' });
    const code = await latestCode(email);
    await sandbox.control('/sandbox/clock', { offset_ms: CODE_LIFETIME_MS + 1 });
    expect(await errorBody(await sandbox.call('resetPassword', { email, code, password: 'Fresh#Pass9' }))).toMatchObject({ code: 40003 });
  });

  it('replaces the previous code when a new one is requested', async () => {
    const { email } = await sandbox.signIn();
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' }, { headers: { 'X-Sandbox-Client': 'first' } });
    const first = await latestCode(email);
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' }, { headers: { 'X-Sandbox-Client': 'second' } });
    const second = await latestCode(email);
    if (first !== second) expect(await sandbox.ok('verificationValidate', { email, code: first, purpose: 'reset_password' })).toEqual({ valid: false });
    expect(await sandbox.ok('verificationValidate', { email, code: second, purpose: 'reset_password' })).toEqual({ valid: true });
  });

  it('answers success for an unknown email but sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' })).toEqual({ sent: true, expires_in: 900 });
    expect(await outbox(email)).toEqual([]);
  });

  it('verifies an account with its code', async () => {
    const unverified = await sandbox.anonymous();
    const trialEmail = uniqueEmail('verify');
    await sandbox.ok('setPassword', { password: STRONG_PASSWORD, email: trialEmail }, { token: unverified.token });
    const code = await latestCode(trialEmail);
    expect(await sandbox.ok('verificationValidate', { email: trialEmail, code, purpose: 'verify_account' })).toEqual({ valid: true });
    expect((await sandbox.ok('userInfo', {}, { token: unverified.token })).verified).toBe(true);
    // A verification code is used up by validating it.
    expect(await sandbox.ok('verificationValidate', { email: trialEmail, code, purpose: 'verify_account' })).toEqual({ valid: false });
  });

  it('renders the outbox page with the codes', async () => {
    const { email } = await sandbox.signIn();
    await sandbox.ok('verificationRequest', { email, purpose: 'reset_password' });
    const code = await latestCode(email);
    const response = await sandbox.request(`/sandbox/outbox?to=${encodeURIComponent(email)}`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(email);
    expect(html).toContain(code);
  });
});

describe('changing a password and the profile', () => {
  it('changes the password after checking the current one, ending the other sessions', async () => {
    const { email, token } = await sandbox.signIn();
    const other = (await sandbox.ok('login', { email, password: STRONG_PASSWORD })).token;
    expect(await errorBody(await sandbox.call('changePassword', { old_password: 'Wrong#Pass1', new_password: 'Fresh#Pass9' }, { token }))).toEqual({
      status: 400,
      code: 40102,
      msg: 'The current password is incorrect.',
    });
    expect(await errorBody(await sandbox.call('changePassword', { old_password: STRONG_PASSWORD, new_password: 'weak' }, { token }))).toMatchObject({ code: 40005 });
    expect(await sandbox.ok('changePassword', { old_password: STRONG_PASSWORD, new_password: 'Fresh#Pass9' }, { token })).toEqual({ ok: true });
    expect((await sandbox.call('userInfo', {}, { token })).status).toBe(200);
    expect((await sandbox.call('userInfo', {}, { token: other })).status).toBe(401);
    expect((await sandbox.call('login', { email, password: 'Fresh#Pass9' })).status).toBe(200);
    expect(await errorBody(await sandbox.call('login', { email, password: STRONG_PASSWORD }))).toMatchObject({ status: 400, msg: 'The email or password is incorrect.' });
  });

  it('refuses to change a password that was never set', async () => {
    const { token } = await sandbox.anonymous();
    expect(await errorBody(await sandbox.call('changePassword', { old_password: 'x', new_password: 'Fresh#Pass9' }, { token }))).toMatchObject({ status: 400, code: 40004 });
  });

  it('answers the profile with no plan before a purchase', async () => {
    const { token, email } = await sandbox.signIn();
    const profile = await sandbox.ok('profile', {}, { token });
    expect(profile).toMatchObject({ user: { email, vip: null }, plan: null });
    expect(Math.abs(profile.created_at - Date.now())).toBeLessThan(60_000);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 sign-in attempts a minute from one client', async () => {
    const headers = { 'X-Sandbox-Client': 'login-burst' };
    // A different address each time: five failures on one account lock that account first.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await sandbox.call('login', { email: `nobody${attempt}@example.com`, password: 'Wrong#Pass1' }, { headers })).status).toBe(400);
    }
    const limited = await sandbox.call('login', { email: 'nobody@example.com', password: 'Wrong#Pass1' }, { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect((await errorBody(limited)).code).toBe(429);
    // Another client has its own bucket.
    expect((await sandbox.call('login', { email: 'nobody@example.com', password: 'Wrong#Pass1' }, { headers: { 'X-Sandbox-Client': 'another' } })).status).toBe(400);
  });

  it('allows 5 verification mails a minute, and more once the window has moved on', async () => {
    const headers = { 'X-Sandbox-Client': 'mail-burst' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sandbox.call('verificationRequest', { email: 'a@example.com', purpose: 'reset_password' }, { headers })).status).toBe(200);
    expect((await sandbox.call('verificationRequest', { email: 'a@example.com', purpose: 'reset_password' }, { headers })).status).toBe(429);
    await sandbox.control('/sandbox/clock', { offset_ms: 61_000 });
    expect((await sandbox.call('verificationRequest', { email: 'a@example.com', purpose: 'reset_password' }, { headers })).status).toBe(200);
  });

  it('limits contact-us to 5 a minute', async () => {
    const headers = { 'X-Sandbox-Client': 'contact-burst' };
    const form = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A message long enough.' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sandbox.call('contactUs', form, { headers })).status).toBe(200);
    expect((await sandbox.call('contactUs', form, { headers })).status).toBe(429);
  });

  it('does not limit calls the contract does not mark', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) expect((await sandbox.call('geoInfo')).status).toBe(200);
  });
});
