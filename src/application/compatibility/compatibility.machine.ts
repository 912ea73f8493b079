import { setup } from 'xstate';
import { unprovidedAction } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** SPEC §9: the compatibility flag is cleared 1000 ms after startup. */
export const COMPATIBILITY_FLAG_CLEAR_MS = 1000;

export type CompatibilityInput = {
  /** The public config enables compatibility mode. */
  readonly enabled: boolean;
  /** The current path matches a listed route. */
  readonly pathKnown: boolean;
  /** The legacy redirect flag is already set (this load is the reload). */
  readonly legacyFlagSet: boolean;
};

export type CompatibilityEvent = { type: 'router.navigated' };

/**
 * SPEC §4 Compatibility mode: when enabled, on a path no route lists and without the legacy
 * redirect flag, set the flag and fully reload the same address (the server may know it). The flag
 * is cleared 1 second after startup; a second legacy flag is cleared on every navigation.
 */
export const compatibilityMachine = lazyMachine(() =>
  setup({
    types: { context: {} as CompatibilityInput, events: {} as CompatibilityEvent, input: {} as CompatibilityInput },
    delays: { flagLifetime: COMPATIBILITY_FLAG_CLEAR_MS },
    actions: {
      setLegacyFlag: unprovidedAction('setLegacyFlag'),
      clearLegacyFlag: unprovidedAction('clearLegacyFlag'),
      clearNavigationFlag: unprovidedAction('clearNavigationFlag'),
      reloadSameAddress: unprovidedAction('reloadSameAddress'),
    },
    guards: {
      needsLegacyReload: ({ context }) => context.enabled && !context.pathKnown && !context.legacyFlagSet,
    },
  }).createMachine({
    id: 'compatibility',
    description: 'One full reload for addresses the site does not route, when the public config asks for it.',
    context: ({ input }) => input,
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'needsLegacyReload', target: 'reloading' }, { target: 'settling' }],
      },
      reloading: {
        description: 'The flag is set and the browser reloads the same address.',
        entry: ['setLegacyFlag', 'reloadSameAddress'],
        type: 'final',
      },
      settling: {
        description: 'Startup: the flag is cleared after 1 second.',
        after: { flagLifetime: { target: 'running', actions: 'clearLegacyFlag' } },
        on: { 'router.navigated': { actions: 'clearNavigationFlag' } },
      },
      running: {
        on: { 'router.navigated': { actions: 'clearNavigationFlag', description: 'SPEC §4: the second legacy flag is cleared on each navigation.' } },
      },
    },
  }),
);
