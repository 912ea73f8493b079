import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { ToastView, type ToastTone } from './toast.view.tsx';

describe('ToastView', () => {
  it('keeps both live regions in the page while no toast shows, so the first message is announced', () => {
    renderWithI18n(<ToastView toast={undefined} onDismiss={() => undefined} />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe('');
  });

  it.each<[ToastTone, 'status' | 'alert', 'polite' | 'assertive']>([
    ['success', 'status', 'polite'],
    ['warn', 'status', 'polite'],
    ['error', 'alert', 'assertive'],
  ])('announces a %s toast in the %s region (%s)', (tone, role, live) => {
    renderWithI18n(<ToastView toast={{ tone, message: 'Device removed.' }} onDismiss={() => undefined} />);
    const region = screen.getByRole(role);
    expect(region.getAttribute('aria-live')).toBe(live);
    expect(within(region).getByText('Device removed.')).toBeTruthy();
    const other = screen.getByRole(role === 'status' ? 'alert' : 'status');
    expect(other.textContent).toBe('');
  });

  it('calls back when the visitor dismisses it', async () => {
    const onDismiss = vi.fn();
    renderWithI18n(<ToastView toast={{ tone: 'warn', message: 'Your session ends soon.' }} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
