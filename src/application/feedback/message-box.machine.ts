import { assign, setup } from 'xstate';
import { unprovided } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type MessageBoxKind = 'confirm' | 'alert';

export type MessageBoxRequest = {
  readonly kind: MessageBoxKind;
  readonly title: string;
  readonly message: string;
  /** Identifies the caller's callback; the provided `runCallback` actor runs it. */
  readonly callbackId?: string | undefined;
};

/** What the caller's callback answered: `false` keeps the box open (SPEC §2.2). */
export type CallbackOutcome = { readonly keepOpen: boolean };

export type MessageBoxContext = { request: MessageBoxRequest | undefined; failed: boolean };
export type MessageBoxEvent = { type: 'box.open'; request: MessageBoxRequest } | { type: 'user.confirm' } | { type: 'user.cancel' };

/**
 * SPEC §2.2 message boxes: confirm (with cancel) and alert (OK only). The confirm callback may be
 * asynchronous and shows a loading state; if it returns false, the box stays open.
 */
export const messageBoxMachine = lazyMachine(() =>
  setup({
    types: { context: {} as MessageBoxContext, events: {} as MessageBoxEvent },
    actors: {
      runCallback: unprovided<CallbackOutcome, { callbackId: string | undefined }>('runCallback'),
    },
    guards: {
      isConfirm: ({ context }) => context.request?.kind === 'confirm',
    },
  }).createMachine({
    id: 'messageBox',
    description: 'Confirm and alert boxes with an asynchronous callback.',
    context: { request: undefined, failed: false },
    initial: 'closed',
    states: {
      closed: {
        on: { 'box.open': { target: 'open', actions: assign({ request: ({ event }) => event.request, failed: false }) } },
      },
      open: {
        description: 'Waiting for the visitor: confirm/OK, or cancel on a confirm box.',
        on: {
          'user.confirm': { target: 'running', actions: assign({ failed: false }) },
          'user.cancel': { guard: 'isConfirm', target: 'closed', description: 'Alerts have no cancel.' },
        },
      },
      running: {
        description: 'The callback runs; the confirm button shows its loading state.',
        invoke: {
          id: 'runCallback',
          src: 'runCallback',
          input: ({ context }) => ({ callbackId: context.request?.callbackId }),
          onDone: [
            { guard: ({ event }) => event.output.keepOpen, target: 'open', description: 'The callback returned false.' },
            { target: 'closed', actions: assign({ request: undefined }) },
          ],
          onError: { target: 'open', actions: assign({ failed: true }), description: 'The callback failed: keep the box so nothing is lost.' },
        },
      },
    },
  }),
);
