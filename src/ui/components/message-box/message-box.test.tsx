import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { MessageBoxView, type MessageBoxViewProps } from './message-box.view.tsx';

const LOGGED_OUT = {
  kind: 'confirm',
  title: 'Signed out',
  message: 'You have been logged out, you can cancel to stay on this page, or log in again',
} as const;

function renderBox(props: Partial<MessageBoxViewProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithI18n(<MessageBoxView box={LOGGED_OUT} state="open" failed={false} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('MessageBoxView', () => {
  it('is an alert dialog named by its title and described by its message', () => {
    renderBox();
    const dialog = screen.getByRole('alertdialog', { name: 'Signed out' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(LOGGED_OUT.message);
  });

  it('offers OK and Cancel on a confirm box', async () => {
    const { onConfirm, onCancel } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('offers only OK on an alert', async () => {
    const { onConfirm } = renderBox({ box: { kind: 'alert', title: 'Error', message: 'The server is busy.' } });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows OK loading while the callback runs', () => {
    renderBox({ state: 'running' });
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok.getAttribute('aria-busy')).toBe('true');
    expect(ok.disabled).toBe(true);
  });

  it('says so when the last attempt failed, and not before', () => {
    renderBox();
    expect(screen.queryByText('That did not work. Try again.')).toBeNull();
    renderBox({ failed: true });
    expect(screen.getByRole('alert').textContent).toBe('That did not work. Try again.');
  });

  it('shows no box when there is none', () => {
    renderBox({ box: undefined });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
