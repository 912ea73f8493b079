import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { COMPATIBILITY_FLAG_CLEAR_MS, compatibilityMachine, type CompatibilityEvent, type CompatibilityInput } from './compatibility.machine.ts';

function withEffects() {
  const effects = { setLegacyFlag: vi.fn(), clearLegacyFlag: vi.fn(), clearNavigationFlag: vi.fn(), reloadSameAddress: vi.fn() };
  const machine = compatibilityMachine.provide({
    actions: {
      setLegacyFlag: () => effects.setLegacyFlag(),
      clearLegacyFlag: () => effects.clearLegacyFlag(),
      clearNavigationFlag: () => effects.clearNavigationFlag(),
      reloadSameAddress: () => effects.reloadSameAddress(),
    },
  });
  return { machine, effects };
}

const start = (input: CompatibilityInput, clock = new SimulatedClock()) => {
  const { machine, effects } = withEffects();
  return { actor: createActor(machine, { input, clock }).start(), effects, clock };
};

describeMachinePaths(withEffects().machine, {
  events: [{ type: 'router.navigated' }, { type: 'xstate.after.flagLifetime.compatibility.settling' } as unknown as CompatibilityEvent],
  inputs: [
    { enabled: true, pathKnown: false, legacyFlagSet: false },
    { enabled: true, pathKnown: true, legacyFlagSet: false },
  ],
});

describe('compatibility machine (SPEC §4)', () => {
  it('sets the flag and reloads an unlisted path once, when enabled', () => {
    const { actor, effects } = start({ enabled: true, pathKnown: false, legacyFlagSet: false });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(effects.setLegacyFlag).toHaveBeenCalledBefore(effects.reloadSameAddress);
  });

  it.each([
    { enabled: false, pathKnown: false, legacyFlagSet: false },
    { enabled: true, pathKnown: true, legacyFlagSet: false },
    { enabled: true, pathKnown: false, legacyFlagSet: true },
  ])('does not reload for %j', (input) => {
    const { effects } = start(input);
    expect(effects.reloadSameAddress).not.toHaveBeenCalled();
  });

  it('clears the flag 1000 ms after startup and the second flag on every navigation', () => {
    const { actor, effects, clock } = start({ enabled: true, pathKnown: false, legacyFlagSet: true });
    clock.increment(COMPATIBILITY_FLAG_CLEAR_MS - 1);
    expect(effects.clearLegacyFlag).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.clearLegacyFlag).toHaveBeenCalledTimes(1);
    actor.send({ type: 'router.navigated' });
    actor.send({ type: 'router.navigated' });
    expect(effects.clearNavigationFlag).toHaveBeenCalledTimes(2);
  });
});
