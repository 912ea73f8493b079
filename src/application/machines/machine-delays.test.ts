import { describe, expect, it } from 'vitest';
import { MAX_TIMER_DELAY_MS } from '../../domain/calendar/timer-limit.ts';
import { MACHINES } from './machine-catalog.ts';

// SPEC §9: a browser timer longer than 2147483647 ms fires at once. Every fixed delay of every machine stays within
// it; a delay that must be longer has to wait in chunks.
describe('machine delays', () => {
  it.each(Object.entries(MACHINES))('%s waits no longer than a browser timer can', (_, machine) => {
    const delays = machine.implementations.delays as Record<string, unknown>;
    for (const [name, delay] of Object.entries(delays)) {
      if (typeof delay === 'number') expect(delay, name).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    }
  });
});
