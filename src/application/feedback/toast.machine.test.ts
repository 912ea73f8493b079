import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { TOAST_DISPLAY_MS, toastMachine, type ToastEvent } from './toast.machine.ts';

describeMachinePaths(toastMachine, {
  events: [
    { type: 'toast.show', tone: 'success', message: 'Saved' },
    { type: 'user.dismiss' },
    { type: 'xstate.after.displayTime.toast.visible' } as unknown as ToastEvent,
  ],
  simple: true,
});

describe('toast machine', () => {
  it('hides the toast after exactly 6000 ms', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    actor.send({ type: 'toast.show', tone: 'error', message: 'Payment failed' });
    clock.increment(TOAST_DISPLAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('restarts the time when a new toast replaces the current one', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    actor.send({ type: 'toast.show', tone: 'success', message: 'First' });
    clock.increment(5000);
    actor.send({ type: 'toast.show', tone: 'warn', message: 'Second' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toEqual({ tone: 'warn', message: 'Second' });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
