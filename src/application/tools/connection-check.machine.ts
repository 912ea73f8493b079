import { assign, setup } from 'xstate';
import { unprovided } from '../machines/unprovided.ts';
import { readConnectionProbe, type ConnectionProbe, type ConnectionRun } from './connection-run.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type ConnectionCheckContext = { before: ConnectionRun | undefined; after: ConnectionRun | undefined };

export type ConnectionCheckEvent = { type: 'visitor.arrived' } | { type: 'user.runAgain' } | { type: 'user.startOver' };

const failedProbe = (): ConnectionRun => readConnectionProbe({ gathering: { kind: 'unavailable' }, geo: { kind: 'unavailable', reason: 'network' } });

/**
 * The connection-check panel of the tool pages (issue 6, SPEC §2.2 tools header): IP, country and WebRTC
 * verdict together; the first run is kept as "before" and a later run with the VPN on is compared to it.
 */
export const connectionCheckMachine = lazyMachine(() =>
  setup({
    types: { context: {} as ConnectionCheckContext, events: {} as ConnectionCheckEvent },
    actors: { probe: unprovided<ConnectionProbe, void>('probe') },
  }).createMachine({
    id: 'connectionCheck',
    description: 'Both tools’ results at a glance, before and after turning the VPN on.',
    context: { before: undefined, after: undefined },
    initial: 'idle',
    states: {
      idle: {
        description: 'Prerendered: the panel with its result rows reserved.',
        on: { 'visitor.arrived': { target: 'checking', description: 'the page has hydrated' } },
      },
      checking: {
        description: 'The first run: the “before” picture.',
        invoke: {
          id: 'probe',
          src: 'probe',
          onDone: { target: 'checked', actions: assign({ before: ({ event }) => readConnectionProbe(event.output) }) },
          onError: { target: 'checked', actions: assign({ before: failedProbe }) },
        },
      },
      checked: {
        description: 'One run shown; the visitor may turn the VPN on and run again.',
        on: { 'user.runAgain': { target: 'checkingAgain', description: 'run again with your VPN on' } },
      },
      checkingAgain: {
        description: 'A new run; the first one stays as “before”.',
        invoke: {
          id: 'probeAgain',
          src: 'probe',
          onDone: { target: 'compared', actions: assign({ after: ({ event }) => readConnectionProbe(event.output) }) },
          onError: { target: 'compared', actions: assign({ after: failedProbe }) },
        },
      },
      compared: {
        description: 'Before and after side by side: did the IP, the country and any leak change.',
        on: {
          'user.runAgain': { target: 'checkingAgain', description: 'replace “after”, keep “before”' },
          'user.startOver': { target: 'checking', description: 'a new “before”', actions: assign({ before: undefined, after: undefined }) },
        },
      },
    },
  }),
);
