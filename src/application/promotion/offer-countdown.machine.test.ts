import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { offerCountdownMachine } from './offer-countdown.machine.ts';
import { promotionConfigMachine, type PromotionConfigOutcome } from './promotion-config.machine.ts';

// Local time: Friday 27 November 2026, 17:59:58 — two seconds before the workday offer ends.
const fridayEvening = new Date(2026, 10, 27, 17, 59, 58).getTime();

const machine = offerCountdownMachine.provide({
  actors: {
    promotionConfig: promotionConfigMachine.provide({
      actors: { loadPromotionConfig: fromPromise<PromotionConfigOutcome, void>(async () => ({ kind: 'loaded', config: { startTime: 0, endTime: 0, isFestival: false } })) },
    }),
  },
});

describeMachinePaths(machine, {
  events: [
    { type: 'xstate.done.actor.promotionConfig', output: { config: undefined, error: undefined } },
    { type: 'xstate.after.tick.offerCountdown.counting' },
  ],
  inputs: [{ now: () => fridayEvening }],
});

describe('offer countdown machine', () => {
  it('counts down the workday offer, then moves on to the weekend offer when it ends', async () => {
    vi.useFakeTimers();
    try {
      let now = fridayEvening;
      const actor = createActor(machine, { input: { now: () => now } }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('counting'));
      expect(actor.getSnapshot().context.offer).toEqual({ name: 'workday', endsAt: new Date(2026, 10, 27, 17, 59, 59).getTime() });
      now += 2000;
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.offer?.name).toBe('weekend');
      expect(actor.getSnapshot().context.clock).toBe(now);
    } finally {
      vi.useRealTimers();
    }
  });
});
