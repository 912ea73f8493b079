import { enqueueActions, setup } from 'xstate';
import { mayReloadPath, recordReload, type ReloadRecord } from '../../domain/build/reload-guard.ts';
import { unprovided, unprovidedAction, unprovidedListener } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** How often the build manifest is polled (SPEC §4 does not say; docs/decisions.md). */
export const MANIFEST_POLL_MS = 5 * 60 * 1000;

export type ManifestOutcome = { readonly kind: 'current' } | { readonly kind: 'newer'; readonly buildId: string } | { readonly kind: 'unavailable' };

export type BuildFreshnessContext = { record: ReloadRecord; now: () => number };
export type BuildFreshnessEvent = { type: 'router.navigated'; path: string } | { type: 'build.chunkFailed'; path: string } | { type: 'build.check' };

/**
 * SPEC §4 Build freshness: the build manifest is polled; once a newer build exists, the next
 * navigation reloads the page, at most once per path within 10 seconds. A chunk that fails to load
 * reloads the page at once.
 */
export const buildFreshnessMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as BuildFreshnessContext,
      events: {} as BuildFreshnessEvent,
      input: {} as { record: ReloadRecord; now: () => number },
    },
    delays: { pollInterval: MANIFEST_POLL_MS },
    actors: {
      checkManifest: unprovided<ManifestOutcome, void>('checkManifest'),
      watchChunkFailures: unprovidedListener<BuildFreshnessEvent>('watchChunkFailures'),
    },
    actions: {
      reloadPath: unprovidedAction<{ path: string; record: ReloadRecord }>('reloadPath'),
      logChunkFailure: unprovidedAction('logChunkFailure'),
      reloadForPath: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'router.navigated' && event.type !== 'build.chunkFailed') return;
        const record = recordReload(context.record, event.path, context.now());
        enqueue.assign({ record });
        enqueue({ type: 'reloadPath', params: { path: event.path, record } });
      }),
      logManifestFailure: unprovidedAction('logManifestFailure'),
    },
    guards: {
      mayReload: ({ context }, params: { path: string }) => mayReloadPath(context.record, params.path, context.now()),
    },
  }).createMachine({
    id: 'buildFreshness',
    description: 'Reloads into a newer build at the next navigation, never in a loop.',
    context: ({ input }) => ({ record: input.record, now: input.now }),
    initial: 'current',
    invoke: { id: 'watchChunkFailures', src: 'watchChunkFailures', description: 'SPEC §8: a lazy chunk that fails to load reports build.chunkFailed.' },
    on: {
      'build.chunkFailed': [
        {
          guard: { type: 'mayReload', params: ({ event }) => ({ path: event.path }) },
          actions: 'reloadForPath',
          description: 'SPEC §8: a failed lazy chunk reloads the page (once per path within 10 s, so a chunk that is gone cannot loop).',
        },
        { actions: 'logChunkFailure' },
      ],
    },
    states: {
      current: {
        description: 'This page runs the newest build we know of.',
        initial: 'waiting',
        states: {
          waiting: {
            after: { pollInterval: 'checking' },
            on: { 'build.check': 'checking' },
          },
          checking: {
            invoke: {
              id: 'checkManifest',
              src: 'checkManifest',
              onDone: [
                { guard: ({ event }) => event.output.kind === 'newer', target: '#buildFreshness.stale', description: 'newer build' },
                { guard: ({ event }) => event.output.kind === 'unavailable', target: 'waiting', actions: 'logManifestFailure', description: 'manifest unavailable' },
                { target: 'waiting' },
              ],
              onError: { target: 'waiting', actions: 'logManifestFailure', description: 'SPEC §8: a manifest failure logs a console error.' },
            },
          },
        },
      },
      stale: {
        description: 'A newer build exists: the next navigation loads it.',
        on: {
          'router.navigated': [
            {
              guard: { type: 'mayReload', params: ({ event }) => ({ path: event.path }) },
              actions: 'reloadForPath',
              description: 'At most once per path within 10 seconds.',
            },
            { description: 'Reloaded this path moments ago: stay, rather than loop.' },
          ],
        },
      },
    },
  }),
);
