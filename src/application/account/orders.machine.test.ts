import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { anInvoice, anOrder } from '../../../tests/support/invoice.ts';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { invoiceMachine, type InvoiceEvent } from './invoice.machine.ts';
import { ordersMachine, type OrdersEvent } from './orders.machine.ts';
import type { InvoiceOutcome, Order } from './orders.port.ts';

const order = anOrder();
const invoice = anInvoice();
const done = <E>(id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as E;

describeMachinePaths(ordersMachine, {
  events: [
    { type: 'user.retry' },
    { type: 'account.refunded' },
    done<OrdersEvent>('loadOrders', { kind: 'ok', value: [order] }),
    done<OrdersEvent>('loadOrders', { kind: 'unavailable', reason: 'network' }),
  ],
});

describeMachinePaths(invoiceMachine.provide({ actions: { printPage: () => undefined } }), {
  inputs: [{ orderId: 'ord_1' }],
  events: [
    { type: 'user.retry' },
    { type: 'user.print' },
    done<InvoiceEvent>('loadInvoice', { kind: 'ok', value: invoice }),
    done<InvoiceEvent>('loadInvoice', { kind: 'notFound' }),
    done<InvoiceEvent>('loadInvoice', { kind: 'unavailable', reason: 'timeout' }),
  ],
});

describe('the orders machine (issue 19)', () => {
  it('loads the account’s orders, and after a failure loads them again on request', async () => {
    const answers: ApiOutcome<readonly Order[]>[] = [{ kind: 'unavailable', reason: 'network' }, { kind: 'ok', value: [order] }];
    const load = vi.fn(async () => answers.shift() as ApiOutcome<readonly Order[]>);
    const actor = createActor(ordersMachine.provide({ actors: { loadOrders: fromPromise(load) } })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.orders).toEqual([order]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the list again after a refund, keeping the old one on screen meanwhile', async () => {
    const refunded = { ...order, status: 'refunded' as const };
    let answer: (outcome: ApiOutcome<readonly Order[]>) => void = () => undefined;
    const answers = [Promise.resolve<ApiOutcome<readonly Order[]>>({ kind: 'ok', value: [order] }), new Promise<ApiOutcome<readonly Order[]>>((resolve) => (answer = resolve))];
    const actor = createActor(ordersMachine.provide({ actors: { loadOrders: fromPromise(async () => answers.shift() as Promise<ApiOutcome<readonly Order[]>>) } })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'account.refunded' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.orders).toEqual([order]);
    answer({ kind: 'ok', value: [refunded] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.orders).toEqual([refunded]);
  });
});

describe('the invoice machine (issue 19)', () => {
  function started(answer: () => Promise<InvoiceOutcome>) {
    const print = vi.fn();
    const load = vi.fn(async ({ input }: { input: { orderId: string } }) => (input.orderId === 'ord_1' ? answer() : { kind: 'notFound' as const }));
    const actor = createActor(invoiceMachine.provide({ actors: { loadInvoice: fromPromise(load) }, actions: { printPage: print } }), { input: { orderId: 'ord_1' } }).start();
    return { actor, print, load };
  }

  it('loads the invoice of the order the address names, and prints it on request', async () => {
    const { actor, print, load } = started(async () => ({ kind: 'ok', value: invoice }));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(load.mock.calls[0]?.[0].input).toEqual({ orderId: 'ord_1' });
    expect(actor.getSnapshot().context.invoice).toBe(invoice);
    actor.send({ type: 'user.print' });
    expect(print).toHaveBeenCalledOnce();
  });

  it('says an order the account does not hold is not found, and offers no retry for it', async () => {
    const { actor, load } = started(async () => ({ kind: 'notFound' }));
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(load).toHaveBeenCalledOnce();
  });

  it('tells a failure to load from a missing order, and tries again on request', async () => {
    const answers: InvoiceOutcome[] = [{ kind: 'unavailable', reason: 'server' }, { kind: 'ok', value: invoice }];
    const { actor } = started(async () => answers.shift() as InvoiceOutcome);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  });
});
