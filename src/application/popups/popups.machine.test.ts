import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { FestivalConfig } from '../../domain/calendar/festival-window.ts';
import { promotionConfigMachine, type PromotionConfigOutcome } from '../promotion/promotion-config.machine.ts';
import { popupsMachine, type PopupsEvent, type PopupsInput } from './popups.machine.ts';

// Local times: Saturday 21 November 2026, 10:00, and Wednesday 25 November 2026, 10:00.
const saturday = new Date(2026, 10, 21, 10, 0, 0).getTime();
const wednesday = new Date(2026, 10, 25, 10, 0, 0).getTime();

function popupsWith(festival: FestivalConfig | 'timeout') {
  const stored = vi.fn();
  const machine = popupsMachine.provide({
    actions: { storeClosedOn: (_, params) => stored(params), reportConfigError: () => undefined },
    actors: {
      promotionConfig: promotionConfigMachine.provide({
        actors: {
          loadPromotionConfig: fromPromise<PromotionConfigOutcome, void>(async () =>
            festival === 'timeout' ? { kind: 'notYet' } : { kind: 'loaded', config: festival },
          ),
        },
      }),
    },
  });
  return { machine, stored };
}

const noFestival: FestivalConfig = { startTime: 0, endTime: 0, isFestival: false };
const input = (overrides: Partial<PopupsInput>): PopupsInput => ({ isMobile: false, isIndexPage: true, quiet: false, closedOn: {}, now: () => saturday, ...overrides });

describeMachinePaths(popupsWith(noFestival).machine, {
  events: [
    { type: 'xstate.done.actor.promotionConfig', output: { config: noFestival, error: undefined } } as unknown as PopupsEvent,
    { type: 'user.closePopup' },
    { type: 'router.navigated', isIndexPage: false, quiet: false },
    { type: 'router.navigated', isIndexPage: true, quiet: false },
    { type: 'router.navigated', isIndexPage: true, quiet: true },
    { type: 'xstate.after.tick.popups.showing' } as unknown as PopupsEvent,
    { type: 'shell.dialogOpened' },
    { type: 'shell.dialogClosed' },
  ],
  inputs: [input({}), input({ isIndexPage: false }), input({ dialogOpen: true })],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { popup?: string }).popup]),
});

describe('popups machine (SPEC §4 Popups)', () => {
  it('shows the weekend popup on an index page at the weekend, and keeps it closed for the day', async () => {
    const { machine, stored } = popupsWith(noFestival);
    const actor = createActor(machine, { input: input({}) }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.popup).toBe('weekend');
    actor.send({ type: 'user.closePopup' });
    expect(stored).toHaveBeenCalledWith({ popup: 'weekend', stamp: '2026-11-21' });
    actor.send({ type: 'router.navigated', isIndexPage: true, quiet: false });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the workday popup on a weekday, and the festival popup during a festival', async () => {
    const weekday = createActor(popupsWith(noFestival).machine, { input: input({ now: () => wednesday, isIndexPage: false }) }).start();
    await waitFor(weekday, (s) => s.matches('showing'));
    expect(weekday.getSnapshot().context.popup).toBe('workday');

    const festival = { startTime: wednesday - 1000, endTime: wednesday + 1000, isFestival: true };
    const during = createActor(popupsWith(festival).machine, { input: input({ now: () => wednesday, isMobile: true }) }).start();
    await waitFor(during, (s) => s.matches('showing'));
    expect(during.getSnapshot().context.popup).toBe('festival');
  });

  it('does not show a popup closed earlier the same day', async () => {
    const actor = createActor(popupsWith(noFestival).machine, { input: input({ isMobile: true, closedOn: { mobileDaily: '2026-11-21' } }) }).start();
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('shows it again the next day', async () => {
    const actor = createActor(popupsWith(noFestival).machine, { input: input({ isMobile: true, closedOn: { mobileDaily: '2026-11-20' } }) }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.popup).toBe('mobileDaily');
  });

  it('stays quiet on pages where the visitor is buying or managing the account, and shows on the next page', async () => {
    const actor = createActor(popupsWith(noFestival).machine, { input: input({ quiet: true }) }).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'router.navigated', isIndexPage: true, quiet: false });
    expect(actor.getSnapshot().context.popup).toBe('weekend');
    actor.send({ type: 'router.navigated', isIndexPage: true, quiet: true });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('never opens over another dialog, and opens once it closes', async () => {
    const actor = createActor(popupsWith(noFestival).machine, { input: input({ dialogOpen: true }) }).start();
    await waitFor(actor, (s) => s.matches('waitingForDialog'));
    actor.send({ type: 'router.navigated', isIndexPage: true, quiet: false });
    expect(actor.getSnapshot().value).toBe('waitingForDialog');
    actor.send({ type: 'shell.dialogClosed' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.popup).toBe('weekend');
  });

  it('steps back, without being closed for the day, when a dialog opens over it', async () => {
    const { machine, stored } = popupsWith(noFestival);
    const actor = createActor(machine, { input: input({}) }).start();
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'shell.dialogOpened' });
    expect(actor.getSnapshot().value).toBe('waitingForDialog');
    actor.send({ type: 'shell.dialogClosed' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(stored).not.toHaveBeenCalled();
  });

  it('counts down to the end of the offer, a tick a second', async () => {
    vi.useFakeTimers();
    try {
      let now = saturday;
      const actor = createActor(popupsWith(noFestival).machine, { input: input({ now: () => now }) }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showing'));
      // Saturday 10:00 → Monday 06:00:59.
      expect(actor.getSnapshot().context.endsAt - actor.getSnapshot().context.clock).toBe((44 * 3600 + 59) * 1000);
      now += 1000;
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.clock).toBe(saturday + 1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports 'load remoteConfig timeout' and goes on without a festival", async () => {
    vi.useFakeTimers();
    try {
      const reported = vi.fn();
      const machine = popupsWith('timeout').machine.provide({ actions: { reportConfigError: (_, params) => reported(params) } });
      const actor = createActor(machine, { input: input({}) }).start();
      await vi.advanceTimersByTimeAsync(50 * 200 + 100);
      expect(reported).toHaveBeenCalledWith({ message: 'load remoteConfig timeout' });
      expect(actor.getSnapshot().context.popup).toBe('weekend');
    } finally {
      vi.useRealTimers();
    }
  });
});
