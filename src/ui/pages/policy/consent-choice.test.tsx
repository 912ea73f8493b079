import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { ConsentChoiceView, type ConsentChoiceState } from './consent-choice.view.tsx';
import { COOKIE_ROWS } from './cookie-table.ts';
import { CookieTableView } from './cookie-table.view.tsx';

function renderPanel(state: ConsentChoiceState) {
  const onAccept = vi.fn();
  const onReject = vi.fn();
  renderWithI18n(<ConsentChoiceView state={state} onAccept={onAccept} onReject={onReject} />);
  const panel = screen.getByRole('group', { name: 'Your cookie choice' });
  return { onAccept, onReject, panel };
}

describe('ConsentChoiceView', () => {
  it('keeps both buttons disabled and explains the way without JavaScript before hydration', () => {
    const { panel } = renderPanel('unknown');
    for (const name of ['Accept all', 'Reject non-essential']) expect(within(panel).getByRole('button', { name })).toHaveProperty('disabled', true);
    expect(within(panel).getByRole('status').textContent).toContain('JavaScript must be on');
  });

  it('shows the stored choice as the pressed button and sends the other choice', async () => {
    const { panel, onAccept, onReject } = renderPanel('rejected');
    expect(within(panel).getByRole('button', { name: 'Reject non-essential' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByRole('status').textContent).toBe('Your current choice: you rejected non-essential cookies.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept all' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });
});

describe('CookieTableView', () => {
  it('lists each cookie with its lifetime in days, as the domain sets it', () => {
    renderWithI18n(<CookieTableView rows={COOKIE_ROWS} />);
    const table = screen.getByRole('table', { name: 'Cookies and browser storage on harborvpn.com' });
    const row = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;
    expect(row('i18n_redirected').textContent).toContain('365 days');
    expect(row('cf-click').textContent).toContain('30 days');
    expect(row('_aid').textContent).toContain('45 days');
    expect(row('cf-click').textContent).toContain('Marketing attribution');
  });
});
