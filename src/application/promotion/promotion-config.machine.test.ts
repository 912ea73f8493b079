import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import {
  PROMOTION_CONFIG_MAX_TRIES,
  PROMOTION_CONFIG_RETRY_MS,
  PROMOTION_CONFIG_TIMEOUT_MESSAGE,
  promotionConfigMachine,
  type PromotionConfigOutcome,
} from './promotion-config.machine.ts';

const config = { startTime: 1, endTime: 2, isFestival: true };

describeMachinePaths(promotionConfigMachine, {
  events: [
    { type: 'xstate.done.actor.loadPromotionConfig', output: { kind: 'loaded', config } },
    { type: 'xstate.done.actor.loadPromotionConfig', output: { kind: 'notYet' } },
    { type: 'xstate.after.retry.promotionConfig.waiting' },
  ],
});

function loaderAnswering(answer: (attempt: number) => PromotionConfigOutcome) {
  let attempts = 0;
  const machine = promotionConfigMachine.provide({ actors: { loadPromotionConfig: fromPromise<PromotionConfigOutcome, void>(async () => answer(++attempts)) } });
  return { machine, attempts: () => attempts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('promotion config machine (SPEC §4, §8)', () => {
  it('retries every 200 ms until the config is there', async () => {
    const clock = new SimulatedClock();
    const { machine, attempts } = loaderAnswering((attempt) => (attempt < 3 ? { kind: 'notYet' } : { kind: 'loaded', config }));
    const actor = createActor(machine, { clock }).start();
    await settle();
    clock.increment(PROMOTION_CONFIG_RETRY_MS);
    await settle();
    clock.increment(PROMOTION_CONFIG_RETRY_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(attempts()).toBe(3);
    expect(actor.getSnapshot().output).toEqual({ config, error: undefined });
  });

  it("fails with 'load remoteConfig timeout' after 50 tries", async () => {
    const clock = new SimulatedClock();
    const { machine, attempts } = loaderAnswering(() => ({ kind: 'notYet' }));
    const actor = createActor(machine, { clock }).start();
    for (let tick = 0; tick < PROMOTION_CONFIG_MAX_TRIES; tick += 1) {
      await settle();
      clock.increment(PROMOTION_CONFIG_RETRY_MS);
    }
    await waitFor(actor, (s) => s.status === 'done');
    expect(attempts()).toBe(PROMOTION_CONFIG_MAX_TRIES);
    expect(actor.getSnapshot().output).toEqual({ config: undefined, error: PROMOTION_CONFIG_TIMEOUT_MESSAGE });
  });
});
