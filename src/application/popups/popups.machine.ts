import { assign, setup } from 'xstate';
import { unprovidedAction } from '../machines/unprovided.ts';
import type { FestivalConfig } from '../../domain/calendar/festival-window.ts';
import { dismissalStamp, popupsDismissedOn } from '../../domain/calendar/daily-dismissal.ts';
import { eligiblePopup, type PopupName } from '../../domain/calendar/popup-eligibility.ts';
import { popupOfferEnd } from '../../domain/calendar/popup-offer-end.ts';
import { promotionConfigMachine } from '../promotion/promotion-config.machine.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type PopupsInput = {
  readonly isMobile: boolean;
  readonly isIndexPage: boolean;
  /** A page where the visitor is buying or managing the account: no promotion interrupts it. */
  readonly quiet: boolean;
  /** Stored `<name>LastCloseDate` stamps (SPEC §9). */
  readonly closedOn: Readonly<Partial<Record<PopupName, string>>>;
  readonly now: () => number;
  /** Another dialog is on screen (the "logged out" question, a message box): one overlay at a time. */
  readonly dialogOpen?: boolean | undefined;
};

export type PopupsContext = Omit<PopupsInput, 'dialogOpen'> & {
  dialogOpen: boolean;
  festival: FestivalConfig | undefined;
  popup: PopupName | undefined;
  /** When the shown popup's offer ends, and the time its countdown was last ticked (epoch ms). */
  endsAt: number;
  clock: number;
};

export type PopupsEvent =
  | { type: 'user.closePopup' }
  | { type: 'router.navigated'; isIndexPage: boolean; quiet: boolean }
  /** Another dialog opened or closed over the page. */
  | { type: 'shell.dialogOpened' }
  | { type: 'shell.dialogClosed' };

/** The countdown ticks once a second while a popup shows. */
export const POPUP_TICK_MS = 1000;

/** The popup being closed and today's stamp; only called while showing, when a popup is set. */
function closing(context: PopupsContext): { popup: PopupName; stamp: string } {
  return { popup: context.popup as PopupName, stamp: dismissalStamp(new Date(context.now())) };
}

/**
 * SPEC §4 Popups: weekend, workday, mobile daily and festival promotions. Which one shows is the
 * domain's rule; once closed, a popup stays closed for the rest of the calendar day.
 */
export const popupsMachine = lazyMachine(() =>
  setup({
    types: { context: {} as PopupsContext, events: {} as PopupsEvent, input: {} as PopupsInput },
    actors: { promotionConfig: promotionConfigMachine },
    delays: { tick: POPUP_TICK_MS },
    actions: {
      storeClosedOn: unprovidedAction<{ popup: PopupName; stamp: string }>('storeClosedOn'),
      reportConfigError: unprovidedAction<{ message: string }>('reportConfigError'),
      choosePopup: assign(({ context }) => {
        const at = new Date(context.now());
        if (context.quiet) return { popup: undefined, clock: at.getTime() };
        const dismissed = popupsDismissedOn(context.closedOn, at);
        const popup = eligiblePopup({ at, festival: context.festival, isMobile: context.isMobile, isIndexPage: context.isIndexPage, dismissed });
        return { popup, clock: at.getTime(), endsAt: popup === undefined ? 0 : popupOfferEnd(popup, at, context.festival) };
      }),
      notePage: assign(({ event }) => (event.type === 'router.navigated' ? { isIndexPage: event.isIndexPage, quiet: event.quiet } : {})),
    },
    guards: {
      hasPopup: ({ context }) => context.popup !== undefined,
      dialogOpen: ({ context }) => context.dialogOpen,
    },
  }).createMachine({
    id: 'popups',
    description: 'Which promotional popup, if any, the visitor sees.',
    context: ({ input }) => ({ ...input, dialogOpen: input.dialogOpen ?? false, festival: undefined, popup: undefined, endsAt: 0, clock: input.now() }),
    initial: 'loadingConfig',
    states: {
      loadingConfig: {
        description: 'The promotion config tells whether a festival runs (SPEC §4).',
        invoke: {
          id: 'promotionConfig',
          src: 'promotionConfig',
          onDone: [
            {
              guard: ({ event }) => event.output.error !== undefined,
              target: 'deciding',
              description: "SPEC §8: 'load remoteConfig timeout'; popups go on without a festival.",
              actions: { type: 'reportConfigError', params: ({ event }) => ({ message: event.output.error ?? '' }) },
            },
            { target: 'deciding', actions: assign({ festival: ({ event }) => event.output.config }) },
          ],
          onError: { target: 'deciding' },
        },
      },
      deciding: {
        entry: 'choosePopup',
        always: [{ guard: 'dialogOpen', target: 'waitingForDialog' }, { guard: 'hasPopup', target: 'showing' }, { target: 'idle' }],
      },
      idle: {
        description: 'No popup now.',
        on: {
          'router.navigated': { target: 'deciding', actions: 'notePage' },
          'shell.dialogOpened': { actions: assign({ dialogOpen: true }) },
          'shell.dialogClosed': { actions: assign({ dialogOpen: false }) },
        },
      },
      waitingForDialog: {
        description: 'Another dialog is on screen: no popup opens over it, and one on screen steps back until it closes.',
        on: {
          'shell.dialogClosed': { target: 'deciding', actions: assign({ dialogOpen: false }) },
          'router.navigated': { actions: 'notePage' },
        },
      },
      showing: {
        description: 'A popup is on screen with its countdown.',
        on: {
          'user.closePopup': {
            target: 'idle',
            description: 'SPEC §4: closed for the rest of the calendar day.',
            actions: [
              { type: 'storeClosedOn', params: ({ context }) => closing(context) },
              assign(({ context }) => {
                const { popup, stamp } = closing(context);
                return { closedOn: { ...context.closedOn, [popup]: stamp }, popup: undefined };
              }),
            ],
          },
          'router.navigated': { target: 'deciding', actions: 'notePage' },
          'shell.dialogOpened': { target: 'waitingForDialog', actions: assign({ dialogOpen: true }), description: 'Not closed for the day: it comes back when the dialog closes.' },
        },
        after: {
          tick: { target: 'showing', reenter: true, actions: assign({ clock: ({ context }) => context.now() }), description: 'The countdown moves on.' },
        },
      },
    },
  }),
);
