import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedGuard } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** SPEC §9: the challenge script is polled every 200 ms, at most 300 times (about 60 s). */
export const CHALLENGE_POLL_MS = 200;
export const CHALLENGE_MAX_POLLS = 300;

/** SPEC §8: the messages logged when the challenge script is missing or never loads. */
export const NO_CHALLENGE_SCRIPT_MESSAGE = 'no load recaptcha script in the page.';
export const CHALLENGE_SCRIPT_FAILED_MESSAGE = 'can not load recaptcha script.';

export type ChallengeProbe = 'ready' | 'loading' | 'missing';
export type ChallengeScriptEvent = { type: 'challenge.probe' };

/**
 * SPEC §4 Challenge script: polled every 200 ms until ready; gives up after more than 300 polls.
 * The probe is a synchronous look at the page, provided by the reCAPTCHA adapter.
 */
export const challengeScriptMachine = lazyMachine(() =>
  setup({
    types: { context: {} as { polls: number }, events: {} as ChallengeScriptEvent },
    delays: { poll: CHALLENGE_POLL_MS },
    actions: {
      log: unprovidedAction<{ message: string }>('log'),
    },
    guards: {
      probeSays: unprovidedGuard<{ probe: ChallengeProbe }>('probeSays'),
      pollsLeft: ({ context }) => context.polls < CHALLENGE_MAX_POLLS,
    },
  }).createMachine({
    id: 'challengeScript',
    description: 'Waits for the reCAPTCHA script to be usable.',
    context: { polls: 0 },
    initial: 'probing',
    states: {
      probing: {
        always: [
          { guard: { type: 'probeSays', params: { probe: 'ready' } }, target: 'ready' },
          { guard: { type: 'probeSays', params: { probe: 'missing' } }, target: 'missing' },
          { guard: 'pollsLeft', target: 'waiting' },
          { target: 'failed' },
        ],
      },
      waiting: {
        description: 'The script is in the page but not ready yet.',
        after: { poll: { target: 'probing', actions: assign({ polls: ({ context }) => context.polls + 1 }) } },
      },
      ready: { type: 'final', description: 'Tokens can be requested.' },
      missing: {
        description: 'SPEC §8: no script tag at all.',
        entry: { type: 'log', params: { message: NO_CHALLENGE_SCRIPT_MESSAGE } },
        type: 'final',
      },
      failed: {
        description: 'SPEC §8: more than 300 polls without the script becoming ready.',
        entry: { type: 'log', params: { message: CHALLENGE_SCRIPT_FAILED_MESSAGE } },
        type: 'final',
      },
    },
  }),
);
