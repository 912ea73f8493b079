import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import type { ChangePasswordViewModel } from './account-security.selectors.ts';
import { ChangePasswordView } from './change-password.view.tsx';

const EDITING: ChangePasswordViewModel = { currentPassword: '', newPassword: '', saving: false, saved: false, failure: undefined };

function renderForm(model: Partial<ChangePasswordViewModel> = {}) {
  const callbacks = { onCurrent: vi.fn(), onNew: vi.fn(), onSubmit: vi.fn(), onChangeAgain: vi.fn() };
  renderWithI18n(<ChangePasswordView model={{ ...EDITING, ...model }} username="ada@example.com" {...callbacks} />);
  return callbacks;
}

function errorsOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('ChangePasswordView', () => {
  it('asks for the current and a new password, each labelled for password managers', () => {
    renderForm();
    expect(screen.getByLabelText(/^Current password/).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText(/^New password/).getAttribute('autocomplete')).toBe('new-password');
    expect(document.querySelector('input[autocomplete="username"]')?.getAttribute('value')).toBe('ada@example.com');
  });

  it('reports what is typed and submits with the button or Enter', async () => {
    const { onCurrent, onNew, onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'x');
    await userEvent.type(screen.getByLabelText(/^New password/), 'y{Enter}');
    expect(onCurrent).toHaveBeenCalledWith('x');
    expect(onNew).toHaveBeenCalledWith('y');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('names each failing password rule on the new password, and a missing current password on its own field', () => {
    renderForm({ failure: { kind: 'invalid', currentMissing: true, password: ['TooShort', 'NoSymbol'], sameAsCurrent: false } });
    expect(errorsOf(screen.getByLabelText(/^Current password/))).toContain('Enter your current password.');
    const fresh = errorsOf(screen.getByLabelText(/^New password/));
    expect(fresh).toContain('Use at least 8 characters.');
    expect(fresh).toContain('Add a symbol, such as ! # or %.');
    expect(fresh).not.toContain('Add an uppercase letter.');
  });

  it('says a new password must differ from the current one', () => {
    renderForm({ failure: { kind: 'invalid', currentMissing: false, password: [], sameAsCurrent: true } });
    expect(errorsOf(screen.getByLabelText(/^New password/))).toContain('Choose a password different from your current one.');
  });

  it("announces the server's message as it came", () => {
    renderForm({ currentPassword: 'Wrong#2026', failure: { kind: 'rejected', message: 'The current password is incorrect.' } });
    expect(screen.getByRole('alert').textContent).toBe('The current password is incorrect.');
  });

  it('says when our servers cannot be reached', () => {
    renderForm({ failure: { kind: 'unavailable' } });
    expect(screen.getByRole('alert').textContent).toMatch(/could not reach our servers/);
  });

  it('shows the button busy while saving', () => {
    renderForm({ saving: true });
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms the change, says other devices were signed out, and offers to change it again', async () => {
    const { onChangeAgain } = renderForm({ saved: true });
    expect(screen.getByRole('status').textContent).toMatch(/password has been changed.*Other devices were signed out/);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change it again' }));
    expect(onChangeAgain).toHaveBeenCalledTimes(1);
  });
});
