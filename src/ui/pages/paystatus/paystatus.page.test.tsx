import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPage } from '../../../../tests/support/render-page.tsx';
import { checkoutMachine, MAX_RESULT_POLLS } from '../../../application/checkout/checkout.machine.ts';
import type { CreatePurchaseOutcome, PurchaseInput, PurchaseResultOutcome } from '../../../application/checkout/checkout.types.ts';
import { TOKENS } from '../../../application/tokens.ts';
import type { PaymentProvider } from '../../../domain/index.ts';
import { Page } from './paystatus.page.tsx';

type ResultInput = { provider: PaymentProvider; orderId: string };
const result = (status: string): PurchaseResultOutcome => ({ kind: 'result', value: { status, success: status === 'active' } });

/**
 * The page's checkout machine with a fake purchase_result answering `answers` in turn (the last one for
 * good), and a poll of `pollMs`: the real 3 s, or 1 ms to run the bounded poll out in a test.
 */
function fakes(answers: readonly (PurchaseResultOutcome | Promise<PurchaseResultOutcome>)[], pollMs?: number) {
  let call = 0;
  const purchaseResult = vi.fn(async (_: { input: ResultInput }) => answers[Math.min(call++, answers.length - 1)] as PurchaseResultOutcome | Promise<PurchaseResultOutcome>);
  const forgetOrder = vi.fn();
  const showWelcome = vi.fn();
  const userInfoChanged = vi.fn();
  const createPurchase = vi.fn(async (): Promise<CreatePurchaseOutcome> => ({ kind: 'failed', message: 'not expected' }));
  const machine = checkoutMachine.provide({
    actors: { purchaseResult: fromPromise<PurchaseResultOutcome, ResultInput>(purchaseResult), createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(createPurchase) },
    actions: { forgetOrder, track: () => undefined, showWelcome: (_, order) => showWelcome(order), userInfoChanged },
    ...(pollMs === undefined ? {} : { delays: { resultPoll: pollMs } }),
  });
  const container = new Container();
  container.bind(TOKENS.CheckoutMachine).toConstantValue(machine);
  return { container, purchaseResult, forgetOrder, createPurchase, showWelcome, userInfoChanged };
}

// The address a hosted provider returns the browser to (server/sandbox/sandbox-routes.ts returnLocation).
const RETURNED = '/paystatus?plan=1y&order_id=ord_1&provider=ps';

function renderPayStatus(doubles: ReturnType<typeof fakes>, url = RETURNED) {
  return renderPage(Page, { container: doubles.container, url, routeName: 'paystatus' });
}

describe('the payment status page', () => {
  it('confirms the order the address names, and sends a paid visitor on to the welcome page with the plan', async () => {
    const doubles = fakes([result('active')]);
    renderPayStatus(doubles);
    await vi.waitFor(() => expect(doubles.showWelcome).toHaveBeenCalledWith({ orderId: 'ord_1', provider: 'ps', planId: '1y', trial: false }));
    expect(doubles.userInfoChanged).toHaveBeenCalledTimes(1);
    expect(doubles.purchaseResult).toHaveBeenCalledWith(expect.objectContaining({ input: { provider: 'ps', orderId: 'ord_1' } }));
  });

  it('says a declined payment charged nothing and offers "Try again" on the same plan', async () => {
    const doubles = fakes([result('declined')]);
    renderPayStatus(doubles);
    expect((await screen.findByRole('alert')).textContent).toContain('The payment was declined. Nothing was charged.');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/pricing/checkout/1y');
    // The declined order's key is dropped, so the retry is a new order.
    expect(doubles.forgetOrder).toHaveBeenCalledTimes(1);
  });

  it('says a cancelled payment charged nothing and leads "Back to checkout" with the plan kept, the trial too', async () => {
    renderPayStatus(fakes([result('cancelled')]), `${RETURNED}&trial=1`);
    expect((await screen.findByRole('link', { name: 'Back to checkout' })).getAttribute('href')).toBe('/pricing/checkout/1y?trial=1');
    expect(screen.getByRole('status').textContent).toContain('You cancelled the payment. Nothing was charged, and your plan is kept');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
  });

  it('asks the visitor to wait while the payment is pending', async () => {
    // The second poll never answers: by then the page has shown the first answer, pending.
    const doubles = fakes([result('pending'), new Promise<PurchaseResultOutcome>(() => undefined)], 1);
    renderPayStatus(doubles);
    await vi.waitFor(() => expect(doubles.purchaseResult).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment… Please keep this page open.');
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('resumes the order in the address on a reload, never buying again', async () => {
    const doubles = fakes([result('pending')]);
    const first = renderPayStatus(doubles);
    await vi.waitFor(() => expect(doubles.purchaseResult).toHaveBeenCalledTimes(1));
    first.view.unmount();
    renderPayStatus(doubles);
    await vi.waitFor(() => expect(doubles.purchaseResult).toHaveBeenCalledTimes(2));
    expect(doubles.purchaseResult.mock.calls.map(([{ input }]) => input)).toEqual([
      { provider: 'ps', orderId: 'ord_1' },
      { provider: 'ps', orderId: 'ord_1' },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Confirming your payment');
    expect(doubles.createPurchase).not.toHaveBeenCalled();
  });

  it('stops asking after the bounded poll, says what happens next, and "Check again" finds the payment approved', async () => {
    const pending = Array.from({ length: MAX_RESULT_POLLS + 1 }, () => result('pending'));
    const doubles = fakes([...pending, result('active')], 1);
    renderPayStatus(doubles);
    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    expect(doubles.purchaseResult).toHaveBeenCalledTimes(MAX_RESULT_POLLS + 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your payment is still being processed by the provider.');

    await userEvent.click(checkAgain);
    await vi.waitFor(() => expect(doubles.showWelcome).toHaveBeenCalledTimes(1));
    expect(doubles.purchaseResult).toHaveBeenCalledTimes(MAX_RESULT_POLLS + 2);
  });

  it('offers the plans when the address names no order', async () => {
    const doubles = fakes([result('active')]);
    renderPayStatus(doubles, '/paystatus');
    expect((await screen.findByRole('link', { name: 'Choose a plan' })).getAttribute('href')).toBe('/pricing');
    expect(doubles.purchaseResult).not.toHaveBeenCalled();
  });
});

// Issue 16 finding 8: another account's order (or none at all) is "not found" by the API (404, orderUnknown); the page
// says so at once, through the app's own wiring of purchase_result, instead of polling a payment that is not there.
describe('the payment status page for an order the account does not have', () => {
  it('says the payment was not found, without waiting, and leads to the plans and the account', async () => {
    const doubles = fakes([{ kind: 'notFound' }]);
    renderPayStatus(doubles, '/paystatus?plan=1y&order_id=ord_someone_else&provider=ps');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find this payment on your account.');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/myaccount');
    expect(doubles.purchaseResult).toHaveBeenCalledTimes(1);
  });
});
