import { assign, setup } from 'xstate';
import { lazyMachine } from '../lazy-machine.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { Order } from './orders.port.ts';

export type OrdersContext = { orders: readonly Order[] };

/** `account.refunded`: a refund changed an order's status, so the list is read again (issue 19's money-back guarantee). */
export type OrdersEvent = { type: 'user.retry' } | { type: 'account.refunded' };

/** Issue 19: the account's orders in /myaccount, each with its invoice a link away. */
export const ordersMachine = lazyMachine(() =>
  setup({
    types: { context: {} as OrdersContext, events: {} as OrdersEvent },
    actors: {
      loadOrders: unprovided<ApiOutcome<readonly Order[]>, void>('loadOrders'),
    },
  }).createMachine({
    id: 'orders',
    description: 'Every order of the signed-in account, newest first, with what became of it.',
    context: { orders: [] },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadOrders',
          src: 'loadOrders',
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'ready',
              description: 'loaded',
              actions: assign({ orders: ({ context, event }) => (event.output.kind === 'ok' ? event.output.value : context.orders) }),
            },
            { target: 'failed', description: 'the API did not answer with the orders' },
          ],
          onError: 'failed',
        },
      },
      ready: {
        description: 'The orders as the API records them (none is a list of its own).',
        on: { 'account.refunded': { target: 'loading', description: 'a refund changed an order: read the list again, the old one still on screen' } },
      },
      failed: {
        description: 'The orders could not be loaded; the customer may try again.',
        on: { 'user.retry': 'loading' },
      },
    },
  }),
);
