import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { RenewalView, type RenewalViewModel } from './renewal.view.tsx';

const RENEWING: RenewalViewModel = { state: 'renewing', endsOn: 'November 28, 2027', renewsFor: '$71.88', trial: false, failed: false };

function renderRenewal(model: Partial<RenewalViewModel> = {}) {
  const callbacks = { onCancel: vi.fn(), onConfirm: vi.fn(), onKeep: vi.fn(), onResume: vi.fn() };
  renderWithI18n(<RenewalView model={{ ...RENEWING, ...model }} {...callbacks} />);
  return callbacks;
}

describe('RenewalView (issue 19)', () => {
  it('says when the plan renews and for how much, and offers to cancel the renewal in one press', async () => {
    const callbacks = renderRenewal();
    expect(screen.getByText('Renews automatically on November 28, 2027, for $71.88.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    expect(callbacks.onCancel).toHaveBeenCalledOnce();
  });

  it('asks the one question with what stays — the term paid for — and takes the answer either way, the question focused', async () => {
    const callbacks = renderRenewal({ state: 'confirming' });
    const question = screen.getByRole('group', { name: 'Stop the automatic renewal? Your plan stays active until November 28, 2027, and you will not be charged again.' });
    expect(document.activeElement?.textContent).toBe(question.querySelector('p')?.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, stop the renewal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(callbacks.onConfirm).toHaveBeenCalledOnce();
    expect(callbacks.onKeep).toHaveBeenCalledOnce();
  });

  it('names a free trial for what it is: the plan starts, and cancelling means it never does', () => {
    renderRenewal({ trial: true });
    expect(screen.getByText('The plan starts automatically on November 28, 2027, for $71.88.')).toBeTruthy();
  });

  it('gives the date alone when the account does not say what the next term costs', () => {
    renderRenewal({ renewsFor: undefined });
    expect(screen.getByText('Renews automatically on November 28, 2027.')).toBeTruthy();
  });

  it('says the plan will not renew, offers to resume, and says so when a change did not go through', async () => {
    const callbacks = renderRenewal({ state: 'notRenewing', failed: true });
    expect(screen.getByText('Will not renew: active until November 28, 2027.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('That did not work. Nothing was changed. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume renewal' }));
    expect(callbacks.onResume).toHaveBeenCalledOnce();
  });
});
