import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { CONSENT_UPDATE_DELAY_MS, consentMachine, type ConsentEvent } from './consent.machine.ts';

function withEffects() {
  const effects = { storeChoice: vi.fn(), applyConsent: vi.fn() };
  const machine = consentMachine.provide({
    actions: { storeChoice: (_, params) => effects.storeChoice(params), applyConsent: (_, params) => effects.applyConsent(params) },
  });
  return { machine, effects };
}

describeMachinePaths(withEffects().machine, {
  events: [
    { type: 'user.accept' },
    { type: 'user.reject' },
    { type: 'xstate.after.consentUpdate.consent.accepted.pending' } as unknown as ConsentEvent,
    { type: 'xstate.after.consentUpdate.consent.rejected.pending' } as unknown as ConsentEvent,
  ],
  inputs: [{ stored: undefined }, { stored: 'accepted' }, { stored: 'rejected' }],
});

describe('consent machine', () => {
  it('grants ad and personalisation 200 ms after the visitor accepts, not before', () => {
    const clock = new SimulatedClock();
    const { machine, effects } = withEffects();
    const actor = createActor(machine, { clock, input: { stored: undefined } }).start();
    actor.send({ type: 'user.accept' });
    expect(effects.storeChoice).toHaveBeenCalledWith({ choice: 'accepted' });
    clock.increment(CONSENT_UPDATE_DELAY_MS - 1);
    expect(effects.applyConsent).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.applyConsent).toHaveBeenCalledWith({ ad: 'granted', personalization: 'granted' });
  });

  it('denies both when the visitor rejects', () => {
    const clock = new SimulatedClock();
    const { machine, effects } = withEffects();
    createActor(machine, { clock, input: { stored: undefined } }).start().send({ type: 'user.reject' });
    clock.increment(CONSENT_UPDATE_DELAY_MS);
    expect(effects.applyConsent).toHaveBeenCalledWith({ ad: 'denied', personalization: 'denied' });
  });

  it('applies a stored choice at once and shows no banner', () => {
    const { machine, effects } = withEffects();
    const actor = createActor(machine, { input: { stored: 'accepted' } }).start();
    expect(actor.getSnapshot().matches({ accepted: 'applied' })).toBe(true);
    expect(effects.applyConsent).toHaveBeenCalledWith({ ad: 'granted', personalization: 'granted' });
  });
});
