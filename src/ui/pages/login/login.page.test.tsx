import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { addressOf, renderPage } from '../../../../tests/support/render-page.tsx';
import type { SignedInSession } from '../../../application/account/account.port.ts';
import { signInMachine } from '../../../application/account/sign-in.machine.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import type { ChallengePort, ChallengeWidget } from '../../../application/ports/challenge.port.ts';
import { TOKENS } from '../../../application/tokens.ts';
import type { Language } from '../../../domain/index.ts';
import { Page } from './login.page.tsx';

type SignInInput = { email: string; password: string; challengeToken: string | undefined };

const SESSION: SignedInSession = { token: 't1', expiresAt: 1, user: { user_id: 'u1', name: 'ada@example.com', password_set: true } };
const TICKED = 'v2-token';

/** The v2 box as a plain checkbox: ticking it hands over a token, as the real widget's callback does. */
class FakeChallenge implements ChallengePort {
  async executeV3(): Promise<string | undefined> {
    return undefined;
  }

  async mountV2(container: HTMLElement, onChange: (token: string | undefined) => void): Promise<ChallengeWidget> {
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    box.setAttribute('aria-label', 'I’m not a robot');
    box.addEventListener('change', () => onChange(box.checked ? TICKED : undefined));
    container.append(box);
    return {
      token: () => (box.checked ? TICKED : undefined),
      reset: () => {
        box.checked = false;
        onChange(undefined);
      },
    };
  }
}

function renderLogin(answer: (input: SignInInput) => Promise<ApiOutcome<SignedInSession>>, { url = '/login', language = 'en' as Language } = {}) {
  const signIn = vi.fn(async ({ input }: { input: SignInInput }) => answer(input));
  const startSession = vi.fn();
  const container = new Container();
  container.bind(TOKENS.SignInMachine).toConstantValue(
    signInMachine.provide({
      actors: { signIn: fromPromise<ApiOutcome<SignedInSession>, SignInInput>(signIn) },
      actions: { startSession: (_, session) => startSession(session) },
    }),
  );
  container.bind(TOKENS.ChallengePort).toConstantValue(new FakeChallenge());
  const user = userEvent.setup({ delay: null });
  const { router } = renderPage(Page, { container, url, language });
  const fillIn = async (email: string, password: string, { tick }: { tick: boolean }) => {
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await user.type(screen.getByLabelText(/^Password/), password);
    if (tick) await user.click(await screen.findByRole('checkbox', { name: /not a robot/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };
  return { router, signIn, startSession, user, fillIn };
}

describe('the sign-in page', () => {
  it("shows the server's message for a wrong password, keeps the email, and asks for the box again", async () => {
    const { signIn, fillIn } = renderLogin(async () => ({ kind: 'rejected', status: 400, code: 40101, message: 'The email or password is incorrect.' }));
    await fillIn('ada@example.com', 'Wrong#2026', { tick: true });
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect.');
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com', password: 'Wrong#2026', challengeToken: TICKED } }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
    // A v2 token is single use.
    expect(screen.getByRole('checkbox', { name: /not a robot/ })).toHaveProperty('checked', false);
  });

  it('sends nothing until the box is ticked, and says so', async () => {
    const { signIn, fillIn } = renderLogin(async () => ({ kind: 'ok', value: SESSION }));
    await fillIn('ada@example.com', 'Harbor#2026', { tick: false });
    expect(screen.getByRole('alert').textContent).toBe('Tick “I’m not a robot” to continue.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('names a malformed email and a missing password on their fields, sending nothing', async () => {
    const { signIn, fillIn, user } = renderLogin(async () => ({ kind: 'ok', value: SESSION }));
    await fillIn('ada@', 'x', { tick: true });
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Enter an email address like name@example.com.' })).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    { failure: 'too many attempts', answer: async (): Promise<ApiOutcome<SignedInSession>> => ({ kind: 'rateLimited', retryAfterSeconds: 60 }), words: 'Too many attempts. Please wait a minute and try again.' },
    { failure: 'a timeout', answer: async (): Promise<ApiOutcome<SignedInSession>> => ({ kind: 'unavailable', reason: 'timeout' }), words: 'We could not reach our servers. Check your connection and try again.' },
    { failure: 'a broken connection', answer: () => Promise.reject(new TypeError('Failed to fetch')), words: 'We could not reach our servers. Check your connection and try again.' },
  ])('says what to do after $failure, keeping what was typed', async ({ answer, words }) => {
    const { fillIn } = renderLogin(answer);
    await fillIn('ada@example.com', 'Harbor#2026', { tick: true });
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'Harbor#2026');
  });

  it('starts the session and lands on the account', async () => {
    const { router, startSession, fillIn } = renderLogin(async () => ({ kind: 'ok', value: SESSION }));
    await fillIn('ada@example.com', 'Harbor#2026', { tick: true });
    await waitFor(() => expect(addressOf(router)).toBe('/myaccount'));
    expect(startSession).toHaveBeenCalledWith(SESSION);
  });

  it.each([
    { case: 'a page of this site', url: '/login?redirect=%2Fpricing%3Fplan%3D1y', language: 'en', lands: '/pricing?plan=1y' },
    { case: 'another site (no open redirect)', url: '/login?redirect=%2F%2Fevil.example%2F', language: 'en', lands: '/myaccount' },
    { case: 'a page in another language than the form', url: '/de/login?redirect=%2Fpricing', language: 'de', lands: '/de/myaccount' },
    // Issue 16 finding 8: what a browser reads as another site, or no address at all, falls back to the account.
    { case: 'another site behind a TAB', url: '/login?redirect=%2F%09%2Fevil.example', language: 'en', lands: '/myaccount' },
    { case: 'another site behind a backslash', url: '/login?redirect=%2F%5Cevil.example', language: 'en', lands: '/myaccount' },
    { case: 'a script address', url: '/login?redirect=javascript%3Aalert(1)', language: 'en', lands: '/myaccount' },
  ] as const)('after signing in from $case, lands on $lands', async ({ url, language, lands }) => {
    const { router, fillIn } = renderLogin(async () => ({ kind: 'ok', value: SESSION }), { url, language });
    await fillIn('ada@example.com', 'Harbor#2026', { tick: true });
    await waitFor(() => expect(addressOf(router)).toBe(lands));
  });
});
