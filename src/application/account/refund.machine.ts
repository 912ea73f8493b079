import { assign, setup } from 'xstate';
import type { RefundRefusal } from '../../domain/index.ts';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';
import type { Refund, RefundOutcome } from './account.port.ts';

/** What a refund request came to, for analytics: the outcome only, never the order, amount or reason. */
export type RefundReport = 'done' | 'refused' | 'failed';

/** The longest reason the API keeps (api.contract.ts refundRequest). */
export const REFUND_REASON_MAX_LENGTH = 1000;

export type RefundContext = {
  readonly orderId: string;
  /** The last moment the guarantee covers the order, as the account said. */
  readonly until: number;
  /** The customer's reason, optional: kept while the request is retried. */
  reason: string;
  refund: Refund | undefined;
  refusal: RefundRefusal | undefined;
  /** The last request did not reach a decision (network, server): nothing was refunded, the reason is kept. */
  failed: boolean;
};

export type RefundEvent = { type: 'user.request' } | { type: 'user.editReason'; value: string } | { type: 'user.confirm' } | { type: 'user.keep' };

/**
 * Issue 19: the money-back guarantee, claimed from the account in one question — no retention offer, no detour. The
 * reason is optional. The API decides: a refund, or the rule of the guarantee the request breaks (said in the
 * visitor's language); a failed request keeps what was typed for another try.
 */
export const refundMachine = lazyMachine(() =>
  setup({
    types: { context: {} as RefundContext, events: {} as RefundEvent, input: {} as { orderId: string; until: number }, output: {} as Refund | undefined },
    actors: {
      requestRefund: unprovided<RefundOutcome, { orderId: string; reason: string }>('requestRefund'),
    },
    actions: {
      reportOutcome: unprovidedAction<{ outcome: RefundReport }>('reportOutcome'),
    },
  }).createMachine({
    id: 'refund',
    // The page shows the account as it now stands once a refund has ended the plan.
    output: ({ context }) => context.refund,
    description: 'Claiming the money-back guarantee for one order from the account.',
    context: ({ input }) => ({ orderId: input.orderId, until: input.until, reason: '', refund: undefined, refusal: undefined, failed: false }),
    initial: 'offered',
    states: {
      offered: {
        description: 'The guarantee covers the order: the action is offered, with its last day.',
        on: { 'user.request': { target: 'asking', actions: assign({ failed: false }) } },
      },
      asking: {
        description: 'The one question, with an optional reason: refund the payment and end the plan now?',
        on: {
          'user.editReason': { actions: assign({ reason: ({ event }) => event.value.slice(0, REFUND_REASON_MAX_LENGTH) }) },
          'user.confirm': { target: 'requesting', actions: assign({ failed: false }) },
          'user.keep': 'offered',
        },
      },
      requesting: {
        invoke: {
          id: 'requestRefund',
          src: 'requestRefund',
          input: ({ context }) => ({ orderId: context.orderId, reason: context.reason }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'refunded',
              description: 'refunded',
              actions: [
                assign({ refund: ({ event }) => (event.output.kind === 'ok' ? event.output.value : undefined) }),
                { type: 'reportOutcome', params: { outcome: 'done' } },
              ],
            },
            {
              guard: ({ event }) => event.output.kind === 'refused',
              target: 'refused',
              description: 'a rule of the guarantee says no',
              actions: [assign({ refusal: ({ event }) => (event.output.kind === 'refused' ? event.output.reason : undefined) }), { type: 'reportOutcome', params: { outcome: 'refused' } }],
            },
            { target: 'asking', actions: [assign({ failed: true }), { type: 'reportOutcome', params: { outcome: 'failed' } }] },
          ],
          onError: { target: 'asking', actions: [assign({ failed: true }), { type: 'reportOutcome', params: { outcome: 'failed' } }] },
        },
      },
      refunded: { type: 'final', description: 'The money is on its way back and the plan has ended.' },
      refused: { type: 'final', description: 'The guarantee does not cover this payment; the reason is said.' },
    },
  }),
);
