import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { addressOf, renderPage } from '../../../../tests/support/render-page.tsx';
import { passwordResetMachine } from '../../../application/account/password-reset.machine.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { Page as ResetPasswordPage } from '../resetpassword/resetpassword.page.tsx';
import { Page as ForgetPasswordPage } from './forgetpassword.page.tsx';

type ResetInput = { email: string; code: string; password: string };
type Answer = () => Promise<ApiOutcome<unknown>>;

const OK: Answer = async () => ({ kind: 'ok', value: {} });

function renderStep(Page: typeof ForgetPasswordPage, url: string, { request = OK, reset = OK }: { request?: Answer; reset?: Answer } = {}) {
  const requestCode = vi.fn(request);
  const resetPassword = vi.fn(reset);
  const container = new Container();
  container.bind(TOKENS.PasswordResetMachine).toConstantValue(
    passwordResetMachine.provide({
      actors: { requestCode: fromPromise<ApiOutcome<unknown>, { email: string }>(requestCode), resetPassword: fromPromise<ApiOutcome<unknown>, ResetInput>(resetPassword) },
    }),
  );
  const user = userEvent.setup({ delay: null });
  return { ...renderPage(Page, { container, url }), requestCode, resetPassword, user };
}

describe('the forgotten-password page', () => {
  it('sends a code to the typed email and goes on to enter it', async () => {
    const { router, requestCode, user } = renderStep(ForgetPasswordPage, '/forgetpassword');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(addressOf(router)).toBe('/resetpassword?email=ada%40example.com'));
    expect(requestCode).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com' } }));
  });

  it('names a malformed email on its field and sends nothing', async () => {
    const { requestCode, user } = renderStep(ForgetPasswordPage, '/forgetpassword');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Enter an email address like name@example.com.' })).toBeTruthy();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it.each([
    { refusal: "the server's refusal", request: async (): Promise<ApiOutcome<unknown>> => ({ kind: 'rejected', status: 400, code: 40000, message: 'This address cannot receive mail.' }), words: 'This address cannot receive mail.' },
    { refusal: 'too many requests', request: async (): Promise<ApiOutcome<unknown>> => ({ kind: 'rateLimited', retryAfterSeconds: undefined }), words: 'Too many attempts. Please wait a minute and try again.' },
    { refusal: 'a broken connection', request: () => Promise.reject(new TypeError('Failed to fetch')), words: 'We could not reach our servers. Check your connection and try again.' },
  ])('stays on the form with the email after $refusal, and says so', async ({ request, words }) => {
    const { router, user } = renderStep(ForgetPasswordPage, '/forgetpassword', { request });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
    expect(addressOf(router)).toBe('/forgetpassword');
  });
});

describe('the reset-password page', () => {
  const FROM_MAIL = '/resetpassword?email=ada%40example.com';

  it('names each rule the new password breaks, and no other, sending nothing', async () => {
    const { resetPassword, user } = renderStep(ResetPasswordPage, FROM_MAIL);
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'harbor2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Add an uppercase letter.')).toBeTruthy();
    expect(screen.getByText('Add a symbol, such as ! # or %.')).toBeTruthy();
    expect(screen.queryByText('Use at least 8 characters.')).toBeNull();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('asks for the six-digit code on its field', async () => {
    const { resetPassword, user } = renderStep(ResetPasswordPage, FROM_MAIL);
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '12ab');
    await user.type(screen.getByLabelText(/^New password/), 'Harbor#2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('textbox', { name: 'Code from the email', description: 'Enter the 6-digit code from the email.' })).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong or expired code, keeping what was typed", async () => {
    const { user } = renderStep(ResetPasswordPage, FROM_MAIL, { reset: async () => ({ kind: 'rejected', status: 400, code: 40003, message: 'The code is wrong or has expired.' }) });
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'Harbor#2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired.');
    expect(screen.getByRole('textbox', { name: 'Code from the email' })).toHaveProperty('value', '000000');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('value', 'Harbor#2027');
  });

  it('sets the password with the code from the link, and offers to sign in with it', async () => {
    const { resetPassword, user } = renderStep(ResetPasswordPage, `${FROM_MAIL}&code=123456`);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
    await user.type(screen.getByLabelText(/^New password/), 'Harbor#2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(resetPassword).toHaveBeenCalledWith(expect.objectContaining({ input: { email: 'ada@example.com', code: '123456', password: 'Harbor#2027' } }));
  });
});
