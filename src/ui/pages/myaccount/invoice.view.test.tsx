import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { InvoiceView, type InvoiceDocumentModel, type InvoiceViewModel } from './invoice.view.tsx';
import { OrdersView, type OrdersViewModel } from './orders.view.tsx';

const INVOICE: InvoiceDocumentModel = {
  orderId: 'ord_1a2b',
  date: 'November 28, 2026',
  status: 'active',
  trial: false,
  provider: 'PayPal',
  seller: { name: 'Harbor Privacy AG', addressLines: ['Baarerstrasse 14', '6300 Zug'], country: 'Switzerland', vatId: 'CHE-412.638.915 MWST' },
  buyer: { email: 'ada@example.com', country: 'United Kingdom' },
  items: [{ plan: { months: 12 }, quantity: 1, amount: '£59.88' }],
  net: '£49.90',
  taxLines: [{ name: 'VAT', rate: '20%', amount: '£9.98' }],
  total: '£59.88',
  currency: 'GBP',
};

function renderInvoice(model: InvoiceViewModel) {
  const callbacks = { onPrint: vi.fn(), onRetry: vi.fn() };
  renderWithI18n(
    <MemoryRouter>
      <InvoiceView model={model} accountHref="/ar/myaccount" {...callbacks} />
    </MemoryRouter>,
  );
  return callbacks;
}

describe('InvoiceView (issue 19)', () => {
  it('shows seller, buyer, the item, the tax the total includes and the total, and prints on request', async () => {
    const { onPrint } = renderInvoice({ status: 'ready', invoice: INVOICE });
    const document = screen.getByRole('article', { name: 'Invoice for order ord_1a2b' });
    expect(within(document).getByRole('region', { name: 'Seller' }).textContent).toContain('Harbor Privacy AG');
    expect(within(document).getByRole('region', { name: 'Billed to' }).textContent).toContain('ada@example.com');
    expect(within(document).getByRole('cell', { name: /1 year/ })).toBeTruthy();
    expect(within(document).getByRole('row', { name: 'VAT included at 20% £9.98' })).toBeTruthy();
    expect(within(document).getByRole('row', { name: 'Net amount £49.90' })).toBeTruthy();
    expect(within(document).getByRole('row', { name: 'Total £59.88' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe('/ar/myaccount');
  });

  it('says no tax applies where the order recorded none, without a net line', () => {
    renderInvoice({ status: 'ready', invoice: { ...INVOICE, taxLines: [], net: '£59.88' } });
    expect(screen.getByText('No tax applies to this order where you bought it.')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Net amount/ })).toBeNull();
  });

  it('says an order outside the account is not there, and offers a retry only when loading failed', async () => {
    renderInvoice({ status: 'notFound' });
    expect(screen.getByRole('alert').textContent).toBe('There is no such order in your account.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the invoice could not be loaded', async () => {
    const { onRetry } = renderInvoice({ status: 'failed' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('OrdersView (issue 19)', () => {
  const ready: OrdersViewModel = {
    status: 'ready',
    orders: [
      { id: 'ord_2', date: 'Nov 28, 2026', plan: { months: 1 }, amount: '$12.99', currency: 'USD', provider: 'PayPal', status: 'refunded', trial: false, invoiceHref: '/myaccount/invoices/ord_2' },
      { id: 'ord_1', date: 'Nov 1, 2026', plan: { months: 12 }, amount: '$0.00', currency: 'USD', provider: 'PayPal', status: 'active', trial: true, invoiceHref: '/myaccount/invoices/ord_1' },
    ],
  };

  it('lists each order with date, plan, amount, currency, provider, status and a link to its invoice', () => {
    renderWithI18n(
      <MemoryRouter>
        <OrdersView model={ready} onRetry={vi.fn()} />
      </MemoryRouter>,
    );
    const [, refunded, trial] = screen.getAllByRole('row');
    expect(refunded?.textContent).toBe('Nov 28, 20261 month$12.99USDPayPalRefundedView invoice for order ord_2');
    expect(trial?.textContent).toContain('Free trial');
    expect(screen.getByRole('link', { name: 'View invoice for order ord_2' }).getAttribute('href')).toBe('/myaccount/invoices/ord_2');
  });

  it('says when there are no orders, and offers to try again when they could not be loaded', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithI18n(<OrdersView model={{ status: 'ready', orders: [] }} onRetry={onRetry} />);
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    rerender(<OrdersView model={{ status: 'failed' }} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
