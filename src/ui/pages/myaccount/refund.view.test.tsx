import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { RefundView, type RefundViewModel } from './refund.view.tsx';

const OFFERED: RefundViewModel = {
  state: 'offered',
  until: 'December 28, 2026',
  amount: '$71.88',
  reason: '',
  reasonMaxLength: 1000,
  refusal: undefined,
  guaranteeDays: 30,
  failed: false,
};

function renderRefund(model: Partial<RefundViewModel> = {}) {
  const callbacks = { onRequest: vi.fn(), onEditReason: vi.fn(), onConfirm: vi.fn(), onKeep: vi.fn() };
  renderWithI18n(<RefundView model={{ ...OFFERED, ...model }} {...callbacks} />);
  return callbacks;
}

describe('RefundView (issue 19)', () => {
  it('offers the refund with the last day of the guarantee, in one press', async () => {
    const callbacks = renderRefund();
    expect(screen.getByText('Money-back guarantee: you can ask for a full refund until December 28, 2026.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(callbacks.onRequest).toHaveBeenCalledOnce();
  });

  it('asks the one question with the amount and what ends, the question focused, a reason optional', async () => {
    const callbacks = renderRefund({ state: 'asking' });
    const question = screen.getByRole('group', { name: /^Refund \$71\.88 and end the plan now\?/ });
    expect(document.activeElement?.textContent).toBe(question.querySelector('p')?.textContent);
    await userEvent.type(screen.getByRole('textbox', { name: 'What could we have done better? (optional)' }), 'x');
    expect(callbacks.onEditReason).toHaveBeenCalledWith('x');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(callbacks.onConfirm).toHaveBeenCalledOnce();
    expect(callbacks.onKeep).toHaveBeenCalledOnce();
  });

  it('keeps the reason typed and says nothing changed when the request did not get through', () => {
    renderRefund({ state: 'asking', reason: 'Moving abroad', failed: true });
    expect(screen.getByRole('alert').textContent).toBe('That did not work. Nothing was changed. Please try again.');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Moving abroad');
  });

  it('holds the buttons while the request is under way', () => {
    renderRefund({ state: 'requesting' });
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep my plan' }).hasAttribute('disabled')).toBe(true);
  });

  it.each([
    { refusal: 'alreadyRefunded' as const, words: 'The money-back guarantee has already been used on this account.' },
    { refusal: 'notPaid' as const, words: 'Nothing was paid for this plan, so there is nothing to refund.' },
    { refusal: 'notFirst' as const, words: 'The money-back guarantee covers your first payment only, not renewals or later plans.' },
    { refusal: 'windowClosed' as const, words: 'The 30 days of the money-back guarantee have passed for this payment.' },
  ])('says why the guarantee does not cover it ($refusal), and offers nothing more', ({ refusal, words }) => {
    renderRefund({ state: 'refused', refusal });
    expect(screen.getByRole('alert').textContent).toBe(words);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
