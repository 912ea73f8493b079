import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { RELOAD_GUARD_MS } from '../../domain/build/reload-guard.ts';
import { buildFreshnessMachine, MANIFEST_POLL_MS, type BuildFreshnessEvent, type ManifestOutcome } from './build-freshness.machine.ts';

function withEffects(outcome: ManifestOutcome = { kind: 'newer', buildId: 'b2' }) {
  const effects = { reloadPath: vi.fn(), logChunkFailure: vi.fn(), logManifestFailure: vi.fn(), checks: 0 };
  const machine = buildFreshnessMachine.provide({
    actions: {
      reloadPath: (_, params) => effects.reloadPath(params),
      logChunkFailure: () => effects.logChunkFailure(),
      logManifestFailure: () => effects.logManifestFailure(),
    },
    actors: {
      checkManifest: fromPromise<ManifestOutcome, void>(async () => {
        effects.checks += 1;
        return outcome;
      }),
      watchChunkFailures: fromCallback(() => {}),
    },
  });
  return { machine, effects };
}

describeMachinePaths(withEffects().machine, {
  events: [
    { type: 'build.check' },
    { type: 'build.chunkFailed', path: '/pricing' },
    { type: 'router.navigated', path: '/pricing' },
    { type: 'xstate.after.pollInterval.buildFreshness.current.waiting' } as unknown as BuildFreshnessEvent,
    { type: 'xstate.done.actor.checkManifest', output: { kind: 'newer', buildId: 'b2' } } as unknown as BuildFreshnessEvent,
    { type: 'xstate.done.actor.checkManifest', output: { kind: 'current' } } as unknown as BuildFreshnessEvent,
  ],
  inputs: [{ record: {}, now: () => 0 }],
});

describe('build freshness machine (SPEC §4)', () => {
  it('polls the manifest on its interval', async () => {
    const clock = new SimulatedClock();
    const { machine, effects } = withEffects({ kind: 'current' });
    createActor(machine, { clock, input: { record: {}, now: () => clock.now() } }).start();
    clock.increment(MANIFEST_POLL_MS - 1);
    expect(effects.checks).toBe(0);
    clock.increment(1);
    await Promise.resolve();
    expect(effects.checks).toBe(1);
  });

  it('reloads at the next navigation once a newer build exists, at most once per path within 10 s', async () => {
    const clock = new SimulatedClock();
    const { machine, effects } = withEffects();
    const actor = createActor(machine, { clock, input: { record: {}, now: () => clock.now() } }).start();
    actor.send({ type: 'build.check' });
    await waitFor(actor, (s) => s.matches('stale'));
    actor.send({ type: 'router.navigated', path: '/pricing' });
    actor.send({ type: 'router.navigated', path: '/pricing' });
    expect(effects.reloadPath).toHaveBeenCalledTimes(1);
    clock.increment(RELOAD_GUARD_MS - 1);
    actor.send({ type: 'router.navigated', path: '/pricing' });
    expect(effects.reloadPath).toHaveBeenCalledTimes(1);
    actor.send({ type: 'router.navigated', path: '/features' });
    // The record handed over to survive the reload already holds this reload.
    expect(effects.reloadPath).toHaveBeenLastCalledWith({ path: '/features', record: { '/pricing': 0, '/features': RELOAD_GUARD_MS - 1 } });
    clock.increment(1);
    actor.send({ type: 'router.navigated', path: '/pricing' });
    expect(effects.reloadPath).toHaveBeenCalledTimes(3);
  });

  it('honours a reload recorded before the page reloaded', async () => {
    const clock = new SimulatedClock();
    clock.set(50_000);
    const { machine, effects } = withEffects();
    const actor = createActor(machine, { clock, input: { record: { '/pricing': 45_000 }, now: () => clock.now() } }).start();
    actor.send({ type: 'build.check' });
    await waitFor(actor, (s) => s.matches('stale'));
    actor.send({ type: 'router.navigated', path: '/pricing' });
    expect(effects.reloadPath).not.toHaveBeenCalled();
  });

  it('reloads at once when a lazy chunk fails to load, but never in a loop', () => {
    const { machine, effects } = withEffects({ kind: 'current' });
    let report: (event: BuildFreshnessEvent) => void = () => {};
    const watching = machine.provide({ actors: { watchChunkFailures: fromCallback<EventObject, void, BuildFreshnessEvent>(({ sendBack }) => void (report = sendBack)) } });
    createActor(watching, { input: { record: {}, now: () => 0 } }).start();
    report({ type: 'build.chunkFailed', path: '/pricing' });
    expect(effects.reloadPath).toHaveBeenCalledWith({ path: '/pricing', record: { '/pricing': 0 } });
    report({ type: 'build.chunkFailed', path: '/pricing' });
    expect(effects.reloadPath).toHaveBeenCalledTimes(1);
    expect(effects.logChunkFailure).toHaveBeenCalledTimes(1);
  });

  it('logs and keeps going when the manifest cannot be read', async () => {
    const { machine, effects } = withEffects({ kind: 'unavailable' });
    const actor = createActor(machine, { input: { record: {}, now: () => 0 } }).start();
    actor.send({ type: 'build.check' });
    await waitFor(actor, (s) => s.matches({ current: 'waiting' }) && effects.logManifestFailure.mock.calls.length === 1);
  });
});
