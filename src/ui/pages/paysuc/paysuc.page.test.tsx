import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPage } from '../../../../tests/support/render-page.tsx';
import { setPasswordMachine } from '../../../application/account/set-password.machine.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import { sessionMachine } from '../../../application/session/session.machine.ts';
import type { UserInfo, UserInfoOutcome } from '../../../application/session/session.types.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { SessionActor } from '../../app/app-actors.tsx';
import { Page } from './paysuc.page.tsx';

type SetPasswordInput = { password: string; email: string | undefined };

/** An account made at checkout: no password, and no email when the visitor gave none. */
const NEW_CUSTOMER: UserInfo = { user_id: 'u1', name: '', password_set: false };

function renderWelcome(customer: UserInfo, answer: () => Promise<ApiOutcome<UserInfo>> = async () => ({ kind: 'ok', value: { ...customer, password_set: true } })) {
  const setPassword = vi.fn(answer);
  const userUpdated = vi.fn();
  const container = new Container();
  container.bind(TOKENS.SetPasswordMachine).toConstantValue(
    setPasswordMachine.provide({
      actors: { setPassword: fromPromise<ApiOutcome<UserInfo>, SetPasswordInput>(setPassword) },
      actions: { userUpdated: (_, user) => userUpdated(user) },
    }),
  );
  const session = sessionMachine.provide({
    actors: { loadUserInfo: fromPromise<UserInfoOutcome, { token: string }>(async () => ({ kind: 'loaded', user: customer })) },
    actions: { storeSession: () => undefined },
  });
  const SignedInWelcome = () => (
    <SessionActor.Provider logic={session} options={{ input: { token: 't1' } }}>
      <Page />
    </SessionActor.Provider>
  );
  const user = userEvent.setup({ delay: null });
  renderPage(SignedInWelcome, { container, url: '/paysuc' });
  return { setPassword, userUpdated, user };
}

describe('the welcome page after a payment', () => {
  it('names each rule a weak password breaks, and a missing email, sending nothing', async () => {
    const { setPassword, user } = renderWelcome(NEW_CUSTOMER);
    await user.type(await screen.findByLabelText(/^New password/), 'harbor2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Add an uppercase letter.')).toBeTruthy();
    expect(screen.getByText('Add a symbol, such as ! # or %.')).toBeTruthy();
    expect(screen.queryByText('Use at least 8 characters.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Enter an email address like name@example.com.' })).toBeTruthy();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = renderWelcome(NEW_CUSTOMER, async () => ({ kind: 'rejected', status: 400, code: 40002, message: 'This email is already in use.' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^New password/), 'Harbor#2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already in use.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
  });

  it('sets the email and password, tells the session, and confirms', async () => {
    const { setPassword, userUpdated, user } = renderWelcome(NEW_CUSTOMER);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^New password/), 'Harbor#2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your password is set\./);
    expect(setPassword).toHaveBeenCalledWith(expect.objectContaining({ input: { password: 'Harbor#2026', email: 'ada@example.com' } }));
    expect(userUpdated).toHaveBeenCalledWith({ ...NEW_CUSTOMER, password_set: true });
  });

  it('asks only for a password when the account already has its email', async () => {
    renderWelcome({ ...NEW_CUSTOMER, name: 'ada@example.com' });
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('without an order, claims no payment and shows the way to the plans and the account', async () => {
    renderWelcome({ ...NEW_CUSTOMER, name: 'ada@example.com', password_set: true });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('There is no payment to show here. See the plans, or find your subscription in your account.');
    expect(within(note).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(note).getByRole('link', { name: 'your account' }).getAttribute('href')).toBe('/myaccount');
    expect(document.body.textContent).not.toMatch(/You bought|payment went through/);
  });
});
