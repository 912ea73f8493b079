import { assign, setup } from 'xstate';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { VisitorGeo } from '../ports/geo.port.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type IpLookupContext = {
  geo: VisitorGeo | undefined;
  failure: 'unavailable' | 'rateLimited' | undefined;
  /** The next lookup asks the API again instead of reusing the page's answer (refresh, retry). */
  fresh: boolean;
};

export type IpLookupEvent = { type: 'visitor.arrived' } | { type: 'user.refresh' } | { type: 'user.retry' } | { type: 'user.copy' };

/**
 * The what-is-my-ip tool (issue 6): the visitor's IP and country from the geo call (SPEC §7), asked
 * after hydration (it is the visitor's, never prerendered), refreshed on demand, copied to the clipboard.
 */
export const ipLookupMachine = lazyMachine(() =>
  setup({
    types: { context: {} as IpLookupContext, events: {} as IpLookupEvent },
    actors: {
      lookUp: unprovided<ApiOutcome<VisitorGeo>, { fresh: boolean }>('lookUp'),
      copyText: unprovided<boolean, { text: string }>('copyText'),
    },
  }).createMachine({
    id: 'ipLookup',
    description: 'The visitor’s IP address and country, as every website sees them.',
    context: { geo: undefined, failure: undefined, fresh: false },
    initial: 'idle',
    states: {
      idle: {
        description: 'Prerendered: the explanation and an empty result area of the final size.',
        on: { 'visitor.arrived': { target: 'lookingUp', description: 'the page has hydrated' } },
      },
      lookingUp: {
        description: 'Asking the geo call who is visiting.',
        invoke: {
          id: 'lookUp',
          src: 'lookUp',
          input: ({ context }) => ({ fresh: context.fresh }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'shown',
              description: 'answered',
              actions: assign({ geo: ({ event }) => (event.output.kind === 'ok' ? event.output.value : undefined), failure: undefined }),
            },
            { guard: ({ event }) => event.output.kind === 'rateLimited', target: 'failed', description: 'too many lookups', actions: assign({ failure: 'rateLimited' }) },
            { target: 'failed', description: 'no answer', actions: assign({ failure: 'unavailable' }) },
          ],
          onError: { target: 'failed', actions: assign({ failure: 'unavailable' }) },
        },
      },
      shown: {
        description: 'The IP, its version and the country; the visitor may copy or refresh.',
        initial: 'ready',
        on: { 'user.refresh': { target: 'lookingUp', description: 'ask again, without the page’s cached answer', actions: assign({ fresh: true }) } },
        states: {
          ready: { on: { 'user.copy': 'copying' } },
          copying: {
            invoke: {
              id: 'copyText',
              src: 'copyText',
              input: ({ context }) => ({ text: context.geo?.ip ?? '' }),
              onDone: [{ guard: ({ event }) => event.output, target: 'copied', description: 'on the clipboard' }, { target: 'copyFailed', description: 'the browser refused' }],
              onError: 'copyFailed',
            },
          },
          copied: { description: 'Confirmed in a live region.', on: { 'user.copy': 'copying' } },
          copyFailed: { description: 'The visitor is told to select and copy by hand.', on: { 'user.copy': 'copying' } },
        },
      },
      failed: {
        description: 'The lookup failed; the visitor can try again.',
        on: { 'user.retry': { target: 'lookingUp', actions: assign({ fresh: true }) } },
      },
    },
  }),
);
