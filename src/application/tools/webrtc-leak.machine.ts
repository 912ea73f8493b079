import { assign, setup } from 'xstate';
import { unprovided } from '../machines/unprovided.ts';
import { readConnectionProbe, type ConnectionProbe, type ConnectionRun } from './connection-run.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type WebRtcLeakContext = { run: ConnectionRun | undefined };

export type WebRtcLeakEvent = { type: 'visitor.arrived' } | { type: 'user.runAgain' };

/**
 * The WebRTC leak test (issue 6): gather ICE candidates in the browser, ask the geo call which IP the site
 * sees, and judge (domain webRtcVerdict). Runs on arrival and again on demand; nothing is sent anywhere.
 */
export const webRtcLeakMachine = lazyMachine(() =>
  setup({
    types: { context: {} as WebRtcLeakContext, events: {} as WebRtcLeakEvent },
    actors: { probe: unprovided<ConnectionProbe, void>('probe') },
  }).createMachine({
    id: 'webRtcLeak',
    description: 'Which addresses WebRTC reveals, compared with the IP the site sees.',
    context: { run: undefined },
    initial: 'idle',
    states: {
      idle: {
        description: 'Prerendered: how the test works, with the result area reserved.',
        on: { 'visitor.arrived': { target: 'testing', description: 'the page has hydrated' } },
      },
      testing: {
        description: 'Gathering candidates against the STUN servers and looking up the site-seen IP.',
        invoke: {
          id: 'probe',
          src: 'probe',
          onDone: { target: 'done', description: 'candidates judged', actions: assign({ run: ({ event }) => readConnectionProbe(event.output) }) },
          onError: { target: 'done', description: 'WebRTC threw: treated as unavailable', actions: assign({ run: () => readConnectionProbe({ gathering: { kind: 'unavailable' }, geo: { kind: 'unavailable', reason: 'network' } }) }) },
        },
      },
      done: {
        description: 'The verdict, every address found, and what to do.',
        on: { 'user.runAgain': { target: 'testing', description: 'test again (after changing a setting or the VPN)' } },
      },
    },
  }),
);
