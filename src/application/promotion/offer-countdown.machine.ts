import { assign, setup } from 'xstate';
import { currentSiteOffer, type FestivalConfig, type SiteOffer } from '../../domain/index.ts';
import { promotionConfigMachine } from './promotion-config.machine.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** The countdown moves once a second. */
export const OFFER_TICK_MS = 1000;

export type OfferCountdownInput = { readonly now: () => number };
export type OfferCountdownContext = OfferCountdownInput & { offer: SiteOffer | undefined; clock: number; festival: FestivalConfig | undefined };

/**
 * SPEC §2.2 pricing promotion countdown: which offer runs now (festival from the promotion config, else
 * the workday or weekend window) and the time left, ticking every second; when one window closes the next
 * offer takes over.
 */
export const offerCountdownMachine = lazyMachine(() =>
  setup({
    types: { context: {} as OfferCountdownContext, input: {} as OfferCountdownInput },
    delays: { tick: OFFER_TICK_MS },
    actors: { promotionConfig: promotionConfigMachine },
    actions: {
      chooseOffer: assign(({ context }) => {
        const clock = context.now();
        return { clock, offer: currentSiteOffer(new Date(clock), context.festival) };
      }),
    },
  }).createMachine({
    id: 'offerCountdown',
    description: 'The offer the pricing page counts down to.',
    context: ({ input }) => ({ ...input, offer: undefined, clock: input.now(), festival: undefined }),
    initial: 'loadingConfig',
    states: {
      loadingConfig: {
        invoke: {
          id: 'promotionConfig',
          src: 'promotionConfig',
          onDone: { target: 'counting', actions: assign({ festival: ({ event }) => event.output.config }) },
          onError: { target: 'counting', description: 'Without the config there is no festival; the weekly offers still run.' },
        },
      },
      counting: {
        entry: 'chooseOffer',
        after: { tick: { target: 'counting', reenter: true, description: 'A second later; past the end, the next offer.' } },
      },
    },
  }),
);
