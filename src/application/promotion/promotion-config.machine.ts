import { assign, setup } from 'xstate';
import type { FestivalConfig } from '../../domain/calendar/festival-window.ts';
import { unprovided } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** SPEC §9: the promotion config is tried 50 times at 200 ms intervals. */
export const PROMOTION_CONFIG_RETRY_MS = 200;
export const PROMOTION_CONFIG_MAX_TRIES = 50;
/** SPEC §8. */
export const PROMOTION_CONFIG_TIMEOUT_MESSAGE = 'load remoteConfig timeout';

export type PromotionConfigOutcome = { readonly kind: 'loaded'; readonly config: FestivalConfig } | { readonly kind: 'notYet' };

export type PromotionConfigContext = { tries: number; config: FestivalConfig | undefined; error: string | undefined };

/** SPEC §4 Promotion config load: up to 50 tries at 200 ms intervals, then 'load remoteConfig timeout'. */
export const promotionConfigMachine = lazyMachine(() =>
  setup({
    types: { context: {} as PromotionConfigContext, output: {} as { config: FestivalConfig | undefined; error: string | undefined } },
    delays: { retry: PROMOTION_CONFIG_RETRY_MS },
    actors: {
      loadPromotionConfig: unprovided<PromotionConfigOutcome, void>('loadPromotionConfig'),
    },
    guards: {
      triesLeft: ({ context }) => context.tries < PROMOTION_CONFIG_MAX_TRIES,
    },
  }).createMachine({
    id: 'promotionConfig',
    description: 'Loads the promotion config (festival window) with bounded retries.',
    context: { tries: 0, config: undefined, error: undefined },
    initial: 'loading',
    output: ({ context }) => ({ config: context.config, error: context.error }),
    states: {
      loading: {
        entry: assign({ tries: ({ context }) => context.tries + 1 }),
        invoke: {
          id: 'loadPromotionConfig',
          src: 'loadPromotionConfig',
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'loaded',
              target: 'loaded',
              description: 'config loaded',
              actions: assign({ config: ({ event }) => (event.output.kind === 'loaded' ? event.output.config : undefined) }),
            },
            { guard: 'triesLeft', target: 'waiting' },
            { target: 'timedOut' },
          ],
          onError: [{ guard: 'triesLeft', target: 'waiting' }, { target: 'timedOut' }],
        },
      },
      waiting: {
        description: 'Not available yet: try again in 200 ms.',
        after: { retry: 'loading' },
      },
      loaded: { type: 'final' },
      timedOut: {
        description: "SPEC §8: 'load remoteConfig timeout'.",
        entry: assign({ error: PROMOTION_CONFIG_TIMEOUT_MESSAGE }),
        type: 'final',
      },
    },
  }),
);
