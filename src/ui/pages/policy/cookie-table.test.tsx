import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { BROWSER_STORAGE } from '../../../domain/index.ts';
import { COOKIE_ROWS } from './cookie-table.ts';
import { CookieTableView } from './cookie-table.view.tsx';

const KIND_LABELS = { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' } as const;

function renderTable() {
  renderWithI18n(<CookieTableView rows={COOKIE_ROWS} />);
  const table = screen.getByRole('table', { name: 'Cookies and browser storage on harborvpn.com' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({ header: within(row).getByRole('rowheader').textContent, cells: within(row).getAllByRole('cell').map((cell) => cell.textContent) }));
}

describe('the cookie policy table (issue 15)', () => {
  it('has one row for every entry of the registry, in its order, with its name and kind of storage', () => {
    expect(renderTable().map((row) => row.header)).toEqual(BROWSER_STORAGE.map((entry) => `${entry.name}${KIND_LABELS[entry.kind]}`));
  });

  it('gives every row a purpose, a category, a lifetime and who sets it', () => {
    for (const row of renderTable()) {
      expect(row.cells, row.header ?? '').toHaveLength(4);
      for (const cell of row.cells) expect(cell?.trim(), row.header ?? '').not.toBe('');
    }
  });

  it('lists the ad-network uid cookie for 45 days, and session storage until the tab is closed', () => {
    const rows = renderTable();
    expect(rows.find((row) => row.header === '_adnCookie')?.cells).toEqual([
      'The visitor identifier of the advertising network whose ad brought you to us, so a purchase can be credited to that ad.',
      'Marketing attribution',
      '45 days',
      'Harbor VPN (first party)',
    ]);
    expect(rows.find((row) => row.header === 'checkout-key:{plan}:{provider}Session storage')?.cells[2]).toBe('Until you close the browser tab');
  });
});
