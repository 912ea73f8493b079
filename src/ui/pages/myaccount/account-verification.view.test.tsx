import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import type { AccountVerificationViewModel } from './account-security.selectors.ts';
import { AccountVerificationView } from './account-verification.view.tsx';

const REQUEST: AccountVerificationViewModel = {
  step: 'request',
  email: 'ada@example.com',
  code: '',
  requesting: false,
  checking: false,
  resend: 'waiting',
  resent: false,
  expiresInMinutes: undefined,
  resendWaitSeconds: 60,
  failure: undefined,
};
const CODE: AccountVerificationViewModel = { ...REQUEST, step: 'code', expiresInMinutes: 15 };

function renderBlock(model: AccountVerificationViewModel) {
  const callbacks = { onRequestCode: vi.fn(), onCode: vi.fn(), onSubmit: vi.fn(), onResend: vi.fn() };
  renderWithI18n(<AccountVerificationView model={model} {...callbacks} />);
  return callbacks;
}

describe('AccountVerificationView', () => {
  it('offers to email a code to the account address', async () => {
    const { onRequestCode } = renderBlock(REQUEST);
    expect(screen.getByText(/We will email a 6-digit code to/).textContent).toContain('ada@example.com');
    expect(screen.queryByLabelText(/^Code from the email/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(onRequestCode).toHaveBeenCalledTimes(1);
  });

  it('says where the code went and how long it works, and takes the code', async () => {
    const { onCode, onSubmit } = renderBlock(CODE);
    expect(screen.getByRole('status').textContent).toBe('We sent a code to ada@example.com. It works for 15 minutes.');
    const field = screen.getByLabelText(/^Code from the email/);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(field, '1{Enter}');
    expect(onCode).toHaveBeenCalledWith('1');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps "Send a new code" off until the wait is over, and says why', async () => {
    const waiting = renderBlock(CODE);
    const button = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/ask for a new code 60 seconds after the last one/)).toBeTruthy();
    await userEvent.click(button);
    expect(waiting.onResend).not.toHaveBeenCalled();
  });

  it('sends a new code once the wait is over, and says a new one went', async () => {
    const { onResend } = renderBlock({ ...CODE, resend: 'available', resent: true });
    expect(screen.queryByText(/ask for a new code/)).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^We sent a new code to ada@example.com/);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('says a code that is not six digits must be, on the field', () => {
    renderBlock({ ...CODE, code: '12', failure: { kind: 'invalidCode' } });
    const field = screen.getByLabelText(/^Code from the email/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a wrong or expired code in words', () => {
    renderBlock({ ...CODE, failure: { kind: 'wrongCode' } });
    expect(screen.getByRole('alert').textContent).toBe('That code is wrong or has expired. Check the latest email from us, or send a new code.');
  });

  it('announces a refused request on the first step', () => {
    renderBlock({ ...REQUEST, failure: { kind: 'rateLimited' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Too many attempts/);
  });

  it('confirms the address is verified', () => {
    renderBlock({ ...CODE, step: 'verified' });
    expect(screen.getByRole('status').textContent).toBe('Your email address ada@example.com is verified.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
