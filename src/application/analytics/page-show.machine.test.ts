import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { advance, describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { PAGE_SHOW_MAX_RETRIES, PAGE_SHOW_RETRY_MS, pageShowMachine, type PageShowEvent, type PageView } from './page-show.machine.ts';

const pricing: PageShowEvent = { type: 'router.navigated', path: '/pricing', href: 'http://127.0.0.1/pricing' };

describeMachinePaths(pageShowMachine, {
  events: [
    pricing,
    { type: 'visitor.ipKnown', ip: '203.0.113.7' },
    { type: 'xstate.after.retry.pageShow.waitingForIp' } as unknown as PageShowEvent,
    { type: 'xstate.done.actor.sendPageShow' } as unknown as PageShowEvent,
  ],
  // The queue and the retry count would make the states endless; what matters is where it stands.
  serializeState: (snapshot) => {
    const context = snapshot.context as { ip?: string; queued: unknown[]; retries: number };
    return JSON.stringify([snapshot.value, context.ip !== undefined, Math.min(context.queued.length, 1), context.retries >= 10]);
  },
});

function recordingSender() {
  const sent: { views: readonly PageView[]; ip: string | undefined }[] = [];
  const machine = pageShowMachine.provide({
    actors: {
      sendPageShow: fromPromise<void, { views: readonly PageView[]; ip: string | undefined }>(async ({ input }) => {
        sent.push(input);
      }),
    },
  });
  return { machine, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page_show machine (SPEC §4)', () => {
  it('sends at once when the visitor IP is known', async () => {
    const { machine, sent } = recordingSender();
    const actor = createActor(machine).start();
    actor.send({ type: 'visitor.ipKnown', ip: '203.0.113.7' });
    actor.send(pricing);
    await settle();
    expect(sent).toEqual([{ views: [{ path: '/pricing', href: 'http://127.0.0.1/pricing' }], ip: '203.0.113.7' }]);
  });

  it('waits for the IP, retrying every second', async () => {
    const clock = new SimulatedClock();
    const { machine, sent } = recordingSender();
    const actor = createActor(machine, { clock }).start();
    actor.send(pricing);
    advance(clock, PAGE_SHOW_RETRY_MS * 3, PAGE_SHOW_RETRY_MS);
    await settle();
    expect(sent).toEqual([]);
    actor.send({ type: 'visitor.ipKnown', ip: '198.51.100.2' });
    await settle();
    expect(sent).toEqual([{ views: [{ path: '/pricing', href: 'http://127.0.0.1/pricing' }], ip: '198.51.100.2' }]);
  });

  it('sends anyway after 10 retries, not one retry sooner', async () => {
    const clock = new SimulatedClock();
    const { machine, sent } = recordingSender();
    const actor = createActor(machine, { clock }).start();
    actor.send(pricing);
    advance(clock, PAGE_SHOW_RETRY_MS * PAGE_SHOW_MAX_RETRIES, PAGE_SHOW_RETRY_MS);
    await settle();
    expect(sent).toEqual([]);
    clock.increment(PAGE_SHOW_RETRY_MS);
    await settle();
    expect(sent).toEqual([{ views: [{ path: '/pricing', href: 'http://127.0.0.1/pricing' }], ip: undefined }]);
  });

  it('loses no navigation that happens while it waits or sends', async () => {
    const { machine, sent } = recordingSender();
    const actor = createActor(machine).start();
    actor.send(pricing);
    actor.send({ type: 'router.navigated', path: '/features', href: 'http://127.0.0.1/features' });
    actor.send({ type: 'visitor.ipKnown', ip: '203.0.113.7' });
    actor.send({ type: 'router.navigated', path: '/download', href: 'http://127.0.0.1/download' });
    await settle();
    await settle();
    expect(sent.flatMap((batch) => batch.views.map((view) => view.path))).toEqual(['/pricing', '/features', '/download']);
  });
});
