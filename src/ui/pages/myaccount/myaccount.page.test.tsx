import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPage } from '../../../../tests/support/render-page.tsx';
import { anInvoice, anOrder } from '../../../../tests/support/invoice.ts';
import { aSubscription } from '../../../../tests/support/subscription.ts';
import type { AllowedIp, RefundOutcome, Subscription } from '../../../application/account/account.port.ts';
import { invoiceMachine } from '../../../application/account/invoice.machine.ts';
import { ordersMachine } from '../../../application/account/orders.machine.ts';
import type { InvoiceOutcome, Order } from '../../../application/account/orders.port.ts';
import { refundMachine } from '../../../application/account/refund.machine.ts';
import { renewalMachine } from '../../../application/account/renewal.machine.ts';
import { myAccountMachine, type AccountOverview } from '../../../application/account/my-account.machine.ts';
import { messageBoxMachine } from '../../../application/feedback/message-box.machine.ts';
import type { MessageBoxCallbacksPort } from '../../../application/feedback/message-box.port.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { toastMachine } from '../../../application/feedback/toast.machine.ts';
import { MessageBoxActor, ToastActor } from '../../app/app-actors.tsx';
import { ToastView } from '../../components/toast/toast.view.tsx';
import { Page } from './myaccount.page.tsx';

// Verified and without a password: the security card has nothing to show, so it needs no fakes here.
const OVERVIEW: AccountOverview = {
  profile: { user: { user_id: 'u1', name: 'ada@example.com', password_set: false }, email: 'ada@example.com', verified: true, createdAt: 0, plan: undefined },
  subscriptions: [],
  devices: [],
  deviceLimit: 5,
  allowedIp: { currentIp: '203.0.113.7', boundIp: undefined, boundAt: undefined },
};

/** The app's toast, as the overlays show it. */
function ShownToast() {
  const toast = ToastActor.useSelector((snapshot) => (snapshot.matches('visible') ? snapshot.context : undefined));
  return <ToastView toast={toast} onDismiss={() => undefined} />;
}

/** The page with the app's toast and message box around it, over the container's machines. */
function renderAccountPage(container: Container) {
  container.bind(TOKENS.MessageBoxCallbacks).toConstantValue({ register: () => 'box-1' } satisfies MessageBoxCallbacksPort);
  if (!container.isBound(TOKENS.OrdersMachine)) container.bind(TOKENS.OrdersMachine).toConstantValue(ordersMachine.provide({ actors: { loadOrders: fromPromise<ApiOutcome<readonly Order[]>, void>(async () => ({ kind: 'ok', value: [] })) } }));
  const AccountWithBoxes = () => (
    <ToastActor.Provider logic={toastMachine}>
      <MessageBoxActor.Provider logic={messageBoxMachine}>
        <Page />
      </MessageBoxActor.Provider>
      <ShownToast />
    </ToastActor.Provider>
  );
  const user = userEvent.setup({ delay: null });
  renderPage(AccountWithBoxes, { container, url: '/myaccount' });
  return user;
}

function renderAccount(bind: () => Promise<ApiOutcome<AllowedIp>> = async () => ({ kind: 'ok', value: OVERVIEW.allowedIp })) {
  const bindIp = vi.fn(bind);
  const container = new Container();
  container.bind(TOKENS.MyAccountMachine).toConstantValue(
    myAccountMachine.provide({
      actors: {
        loadOverview: fromPromise<ApiOutcome<AccountOverview>, void>(async () => ({ kind: 'ok', value: OVERVIEW })),
        bindIp: fromPromise<ApiOutcome<AllowedIp>, { ip: string }>(bindIp),
      },
    }),
  );
  const user = renderAccountPage(container);
  const allow = async (address: string) => {
    const field = await screen.findByRole('textbox', { name: 'IPv4 or IPv6 address' });
    await user.clear(field);
    if (address !== '') await user.type(field, address);
    await user.click(screen.getByRole('button', { name: 'Allow this address' }));
  };
  return { bindIp, allow };
}

describe('the account page', () => {
  it.each([
    { address: '300.1.2.3', words: 'That is not a valid IPv4 or IPv6 address.' },
    { address: '', words: 'Enter an IP address.' },
  ])('names what is wrong with the allowed address "$address" on its field, and sends nothing', async ({ address, words }) => {
    const { bindIp, allow } = renderAccount();
    await allow(address);
    expect(screen.getByRole('textbox', { name: 'IPv4 or IPv6 address', description: words })).toBeTruthy();
    expect(bindIp).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an address on its field", async () => {
    const { bindIp, allow } = renderAccount(async () => ({ kind: 'rejected', status: 400, code: 40201, message: 'Private addresses cannot be allowed.' }));
    await allow('10.0.0.1');
    expect(await screen.findByRole('textbox', { name: 'IPv4 or IPv6 address', description: 'Private addresses cannot be allowed.' })).toBeTruthy();
    expect(bindIp).toHaveBeenCalledWith(expect.objectContaining({ input: { ip: '10.0.0.1' } }));
  });

  it('says in a toast that an address was saved', async () => {
    const saved = renderAccount();
    await saved.allow('198.51.100.4');
    expect((await screen.findByText('Your allowed IP address was saved.')).closest('[role="status"]')).not.toBeNull();
  });

  it('says in an urgent toast that an action failed, with nothing changed', async () => {
    const failing = renderAccount(async () => ({ kind: 'unavailable', reason: 'network' }));
    await failing.allow('198.51.100.4');
    expect((await screen.findByText('That did not work. Nothing was changed. Please try again.')).closest('[role="alert"]')).not.toBeNull();
  });
});

describe('the money-back guarantee on the account page (issue 19)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const paid = aSubscription({ startedAt: Date.now() - DAY, expiresAt: Date.now() + 364 * DAY, refundableUntil: Date.now() + 29 * DAY });


  it('refunds after one question, then shows the subscription as refunded and says the money is on its way', async () => {
    const refunded: Subscription = { ...paid, status: 'cancelled', autoRenew: false, refundableUntil: undefined, refundedAt: Date.now() };
    const accounts = [paid, refunded];
    const request = vi.fn(async (): Promise<RefundOutcome> => ({ kind: 'ok', value: { orderId: 'ord_1', refundedAt: Date.now(), amount: 71.88, currency: 'USD' } }));
    const container = new Container();
    container.bind(TOKENS.MyAccountMachine).toConstantValue(
      myAccountMachine.provide({
        actors: { loadOverview: fromPromise<ApiOutcome<AccountOverview>, void>(async () => ({ kind: 'ok', value: { ...OVERVIEW, subscriptions: [accounts.shift() ?? refunded] } })) },
      }),
    );
    container.bind(TOKENS.RenewalMachine).toConstantValue(renewalMachine.provide({ actions: { reportOutcome: () => undefined } }));
    container.bind(TOKENS.RefundMachine).toConstantValue(refundMachine.provide({ actors: { requestRefund: fromPromise(request) }, actions: { reportOutcome: () => undefined } }));
    const orderLists = [[anOrder()], [anOrder({ status: 'refunded' })]];
    container.bind(TOKENS.OrdersMachine).toConstantValue(ordersMachine.provide({ actors: { loadOrders: fromPromise<ApiOutcome<readonly Order[]>, void>(async () => ({ kind: 'ok', value: orderLists.shift() ?? [] })) } }));
    const user = renderAccountPage(container);
    const orderRow = async () => (await screen.findByRole('link', { name: 'View invoice for order ord_1' })).closest('tr');
    expect((await orderRow())?.textContent).not.toMatch(/Refunded/);

    expect(await screen.findByText(/^Renews automatically on .*, for \$71\.88\.$/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    await user.type(screen.getByRole('textbox', { name: 'What could we have done better? (optional)' }), 'Too slow here');
    await user.click(screen.getByRole('button', { name: 'Yes, refund me' }));

    expect(await screen.findByText(/refunded on .*: the money reaches the way you paid within 5 to 10 business days/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
    expect((await screen.findByText('Your refund is on its way.')).closest('[role="status"]')).not.toBeNull();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ input: { orderId: 'ord_1', reason: 'Too slow here' } }));
    // The orders list is told about the refund and reads the order's new status.
    await waitFor(async () => expect((await orderRow())?.textContent).toMatch(/Refunded/));
  });

  it('does not offer a refund once the guarantee has ended', async () => {
    const container = new Container();
    container.bind(TOKENS.MyAccountMachine).toConstantValue(
      myAccountMachine.provide({
        actors: { loadOverview: fromPromise<ApiOutcome<AccountOverview>, void>(async () => ({ kind: 'ok', value: { ...OVERVIEW, subscriptions: [{ ...paid, refundableUntil: undefined }] } })) },
      }),
    );
    container.bind(TOKENS.RenewalMachine).toConstantValue(renewalMachine.provide({ actions: { reportOutcome: () => undefined } }));
    container.bind(TOKENS.RefundMachine).toConstantValue(refundMachine);
    renderAccountPage(container);
    expect(await screen.findByRole('button', { name: 'Cancel renewal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });
});

describe('orders and invoices (issue 19)', () => {
  const order = anOrder();

  it('lists the account’s orders on the account page, each linking to its invoice in the page’s language', async () => {
    const container = new Container();
    container.bind(TOKENS.MyAccountMachine).toConstantValue(myAccountMachine.provide({ actors: { loadOverview: fromPromise<ApiOutcome<AccountOverview>, void>(async () => ({ kind: 'ok', value: OVERVIEW })) } }));
    container.bind(TOKENS.OrdersMachine).toConstantValue(ordersMachine.provide({ actors: { loadOrders: fromPromise<ApiOutcome<readonly Order[]>, void>(async () => ({ kind: 'ok', value: [order] })) } }));
    renderAccountPage(container);
    const link = await screen.findByRole('link', { name: 'View invoice for order ord_1' });
    expect(link.getAttribute('href')).toBe('/myaccount/invoices/ord_1');
    expect(link.closest('tr')?.textContent).toContain('£59.88');
  });

  it('loads the invoice of the order its address names, and says another account’s order is not there', async () => {
    const invoice = anInvoice();
    const load = vi.fn(async ({ input }: { input: { orderId: string } }): Promise<InvoiceOutcome> => (input.orderId === 'ord_1' ? { kind: 'ok', value: invoice } : { kind: 'notFound' }));
    const render = (orderId: string) => {
      const container = new Container();
      container.bind(TOKENS.InvoiceMachine).toConstantValue(invoiceMachine.provide({ actors: { loadInvoice: fromPromise(load) }, actions: { printPage: () => undefined } }));
      return renderPage(Page, { container, url: `/myaccount/invoices/${orderId}`, path: '/myaccount/invoices/:orderId', routeName: 'myaccount-invoice' });
    };
    render('ord_1');
    expect(await screen.findByRole('row', { name: 'Total £59.88' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'VAT included at 20% £9.98' })).toBeTruthy();
    expect(screen.getByText('United Kingdom')).toBeTruthy();
    cleanup();
    render('ord_theirs');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such order in your account.');
  });
});
