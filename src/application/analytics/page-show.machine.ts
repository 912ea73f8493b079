import { assign, setup } from 'xstate';
import { unprovided } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** SPEC §9: page_show waits for the visitor IP, retrying every second, at most 10 times. */
export const PAGE_SHOW_RETRY_MS = 1000;
export const PAGE_SHOW_MAX_RETRIES = 10;

/** `visitId` names the view in the caller's own record of unsent views, so it can strike off what was sent. */
export type PageView = { readonly path: string; readonly href: string; readonly visitId?: string };
export type PageShowContext = {
  ip: string | undefined;
  /** Views not yet handed to the sender; they queue while the IP is awaited, so none is lost. */
  queued: readonly PageView[];
  /** The batch being sent. */
  sending: readonly PageView[];
  retries: number;
};
export type PageShowEvent = { type: 'router.navigated'; path: string; href: string; visitId?: string } | { type: 'visitor.ipKnown'; ip: string };

/**
 * SPEC §4 page_show analytics: on each navigation an event with path and href is sent once the
 * visitor IP is known; otherwise it retries every second, up to 10 times, then sends anyway.
 */
export const pageShowMachine = lazyMachine(() =>
  setup({
    types: { context: {} as PageShowContext, events: {} as PageShowEvent },
    delays: { retry: PAGE_SHOW_RETRY_MS },
    actors: {
      sendPageShow: unprovided<void, { views: readonly PageView[]; ip: string | undefined }>('sendPageShow'),
    },
    actions: {
      queueView: assign(({ event, context }) =>
        event.type === 'router.navigated'
          ? { queued: [...context.queued, { path: event.path, href: event.href, ...(event.visitId === undefined ? {} : { visitId: event.visitId }) }] }
          : {},
      ),
      rememberIp: assign(({ event, context }) => ({ ip: event.type === 'visitor.ipKnown' ? event.ip : context.ip })),
    },
    guards: {
      ipKnown: ({ context }) => context.ip !== undefined,
      retriesLeft: ({ context }) => context.retries < PAGE_SHOW_MAX_RETRIES,
      viewsQueued: ({ context }) => context.queued.length > 0,
    },
  }).createMachine({
    id: 'pageShow',
    description: 'One page_show event per navigation, sent once the visitor IP is known or after 10 retries.',
    context: { ip: undefined, queued: [], sending: [], retries: 0 },
    initial: 'idle',
    on: {
      'visitor.ipKnown': { actions: 'rememberIp' },
      'router.navigated': { actions: 'queueView' },
    },
    states: {
      idle: {
        on: { 'router.navigated': { target: 'deciding', actions: ['queueView', assign({ retries: 0 })] } },
      },
      deciding: {
        always: [{ guard: 'ipKnown', target: 'sending' }, { target: 'waitingForIp' }],
      },
      waitingForIp: {
        description: 'The visitor IP is not known yet; navigations queue up.',
        on: { 'visitor.ipKnown': { target: 'sending', actions: 'rememberIp' } },
        after: {
          retry: [
            { guard: 'retriesLeft', target: 'waitingForIp', reenter: true, actions: assign({ retries: ({ context }) => context.retries + 1 }) },
            { target: 'sending', description: 'After 10 retries, send anyway.' },
          ],
        },
      },
      sending: {
        entry: assign(({ context }) => ({ sending: context.queued, queued: [] })),
        invoke: {
          id: 'sendPageShow',
          src: 'sendPageShow',
          input: ({ context }) => ({ views: context.sending, ip: context.ip }),
          onDone: { target: 'sent' },
          onError: { target: 'sent', description: 'Analytics never blocks the page; a failed send is dropped.' },
        },
      },
      sent: {
        entry: assign({ sending: [], retries: 0 }),
        always: [{ guard: 'viewsQueued', target: 'deciding' }, { target: 'idle' }],
      },
    },
  }),
);
