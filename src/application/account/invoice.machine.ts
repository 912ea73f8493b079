import { assign, setup } from 'xstate';
import { lazyMachine } from '../lazy-machine.ts';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import type { Invoice, InvoiceOutcome } from './orders.port.ts';

export type InvoiceContext = { orderId: string; invoice: Invoice | undefined };

export type InvoiceEvent = { type: 'user.retry' } | { type: 'user.print' };

/**
 * Issue 19: one order's invoice at /myaccount/invoices/{orderId}, printable. An order the account does not hold —
 * another account's, or none — is simply not found: the page says nothing more.
 */
export const invoiceMachine = lazyMachine(() =>
  setup({
    types: { context: {} as InvoiceContext, events: {} as InvoiceEvent, input: {} as { orderId: string } },
    actors: {
      loadInvoice: unprovided<InvoiceOutcome, { orderId: string }>('loadInvoice'),
    },
    actions: {
      /** The browser's print dialogue; the page's print stylesheet makes the invoice the whole page. */
      printPage: unprovidedAction('printPage'),
    },
  }).createMachine({
    id: 'invoice',
    description: 'One order’s invoice, loaded for the signed-in account.',
    context: ({ input }) => ({ orderId: input.orderId, invoice: undefined }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadInvoice',
          src: 'loadInvoice',
          input: ({ context }) => ({ orderId: context.orderId }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'ready',
              description: 'loaded',
              actions: assign({ invoice: ({ context, event }) => (event.output.kind === 'ok' ? event.output.value : context.invoice) }),
            },
            { guard: ({ event }) => event.output.kind === 'notFound', target: 'notFound', description: 'not an order of this account' },
            { target: 'failed', description: 'the API did not answer with the invoice' },
          ],
          onError: 'failed',
        },
      },
      ready: {
        description: 'The invoice as the API records it.',
        on: { 'user.print': { actions: 'printPage', description: 'open the print dialogue' } },
      },
      notFound: { description: 'No such order in this account: another account’s is not found either.' },
      failed: {
        description: 'The invoice could not be loaded; the customer may try again.',
        on: { 'user.retry': 'loading' },
      },
    },
  }),
);
