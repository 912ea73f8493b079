import { assign, setup } from 'xstate';
import { lazyMachine } from '../lazy-machine.ts';

export type ToastTone = 'success' | 'warn' | 'error';

/** SPEC §9: a toast shows for 6000 ms. */
export const TOAST_DISPLAY_MS = 6000;

export type ToastContext = { tone: ToastTone; message: string };
export type ToastEvent = { type: 'toast.show'; tone: ToastTone; message: string } | { type: 'user.dismiss' };

/** SPEC §2.2 toast (success, warn, error): shown for 6000 ms; a new toast replaces the current one and restarts the time. */
export const toastMachine = lazyMachine(() =>
  setup({
    types: { context: {} as ToastContext, events: {} as ToastEvent },
    delays: { displayTime: TOAST_DISPLAY_MS },
    actions: {
      remember: assign(({ event }) => (event.type === 'toast.show' ? { tone: event.tone, message: event.message } : {})),
    },
  }).createMachine({
    id: 'toast',
    description: 'One toast at a time, hidden after 6000 ms.',
    context: { tone: 'success', message: '' },
    initial: 'hidden',
    states: {
      hidden: {
        on: { 'toast.show': { target: 'visible', actions: 'remember' } },
      },
      visible: {
        description: 'The toast is on screen.',
        after: { displayTime: { target: 'hidden', description: 'SPEC §9: 6000 ms.' } },
        on: {
          'toast.show': { target: 'visible', reenter: true, actions: 'remember', description: 'Replace the message and restart the time.' },
          'user.dismiss': { target: 'hidden' },
        },
      },
    },
  }),
);
