import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { accountVerificationMachine } from '../../../application/account/account-verification.machine.ts';
import type { Profile } from '../../../application/account/account.port.ts';
import { changePasswordMachine } from '../../../application/account/change-password.machine.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { ContainerProvider } from '../../di/container-context.tsx';
import { AccountSecurity } from './account-security.tsx';

const PROFILE: Profile = {
  user: { user_id: 'u1', name: 'ada@example.com', password_set: true },
  email: 'ada@example.com',
  verified: false,
  createdAt: 0,
  plan: undefined,
};

type Answers = { readonly changePassword?: () => Promise<ApiOutcome<void>>; readonly validateCode?: () => Promise<ApiOutcome<boolean>> };

function fakes(answers: Answers = {}) {
  const changePassword = vi.fn(answers.changePassword ?? (async (): Promise<ApiOutcome<void>> => ({ kind: 'ok', value: undefined })));
  const requestCode = vi.fn(async (): Promise<ApiOutcome<{ readonly expiresInSeconds: number }>> => ({ kind: 'ok', value: { expiresInSeconds: 900 } }));
  const validateCode = vi.fn(answers.validateCode ?? (async (): Promise<ApiOutcome<boolean>> => ({ kind: 'ok', value: true })));
  const container = new Container();
  container.bind(TOKENS.ChangePasswordMachine).toConstantValue(changePasswordMachine.provide({ actors: { changePassword: fromPromise(changePassword) } }));
  container.bind(TOKENS.AccountVerificationMachine).toConstantValue(
    accountVerificationMachine.provide({ actors: { requestCode: fromPromise(requestCode), validateCode: fromPromise(validateCode) } }),
  );
  return { container, changePassword, requestCode, validateCode };
}

function renderSecurity(profile: Profile, answers: Answers = {}) {
  const doubles = fakes(answers);
  const onVerified = vi.fn();
  const view = renderWithI18n(
    <ContainerProvider container={doubles.container}>
      <AccountSecurity profile={profile} onVerified={onVerified} />
    </ContainerProvider>,
  );
  return { ...doubles, onVerified, view };
}

describe('AccountSecurity', () => {
  it('verifies the email with the mailed code and tells the account page once', async () => {
    const { requestCode, validateCode, onVerified } = renderSecurity(PROFILE);
    expect(screen.getByRole('heading', { name: 'Sign-in and security' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(requestCode).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com' } }));
    await userEvent.type(await screen.findByLabelText(/^Code from the email/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/is verified/)).toBeTruthy();
    expect(validateCode).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com', code: '123456' } }));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirmation on screen when the reloaded profile comes back verified', async () => {
    const { view } = renderSecurity(PROFILE);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await userEvent.type(await screen.findByLabelText(/^Code from the email/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(/is verified/);
    view.rerender(
      <ContainerProvider container={fakes().container}>
        <AccountSecurity profile={{ ...PROFILE, verified: true }} onVerified={() => undefined} />
      </ContainerProvider>,
    );
    expect(screen.getByText(/is verified/)).toBeTruthy();
  });

  it('changes the password with what was typed and confirms it', async () => {
    const { changePassword } = renderSecurity({ ...PROFILE, verified: true });
    expect(screen.queryByRole('heading', { name: 'Verify your email address' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Harbor#2026');
    await userEvent.type(screen.getByLabelText(/^New password/), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Add an uppercase letter.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Harbor#2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/password has been changed/));
    expect(changePassword).toHaveBeenCalledWith(expect.objectContaining({ input: { currentPassword: 'Harbor#2026', newPassword: 'Harbor#2027' } }));
  });

  it('says a wrong or expired code is wrong, empties the field, and verifies with the next one', async () => {
    const valid = [false, true];
    const { onVerified } = renderSecurity(PROFILE, { validateCode: async () => ({ kind: 'ok', value: valid.shift() ?? false }) });
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    const field = await screen.findByLabelText(/^Code from the email/);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is wrong or has expired. Check the latest email from us, or send a new code.');
    expect(field).toHaveProperty('value', '');
    expect(onVerified).not.toHaveBeenCalled();
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/is verified/)).toBeTruthy();
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of the current password and keeps both passwords typed", async () => {
    renderSecurity({ ...PROFILE, verified: true }, { changePassword: async () => ({ kind: 'rejected', status: 400, code: 40102, message: 'The current password is incorrect.' }) });
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Wrong#2026');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Harbor#2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is incorrect.');
    expect(screen.getByLabelText(/^Current password/)).toHaveProperty('value', 'Wrong#2026');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('value', 'Harbor#2027');
  });

  it('shows nothing for an account with neither a password nor an email (a trial made at checkout)', () => {
    renderSecurity({ ...PROFILE, user: { ...PROFILE.user, name: '', password_set: false }, email: undefined });
    expect(screen.queryByRole('heading', { name: 'Sign-in and security' })).toBeNull();
  });
});
