import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { useDeferredModel } from './use-deferred-model.ts';

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'increment' } } }).createMachine({
  context: { count: 0 },
  on: { increment: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('useDeferredModel', () => {
  it('shows the model of the actor’s latest snapshot, built from the argument, and rebuilds it only when either changes', async () => {
    const actor = createActor(counter).start();
    const select = vi.fn((snapshot: SnapshotFrom<typeof counter>, label: string) => `${label} ${snapshot.context.count}`);
    let rerender = () => {};
    function Count({ label }: { label: string }) {
      const [, setRenders] = useState(0);
      rerender = () => setRenders((renders) => renders + 1);
      return <p>{useDeferredModel(actor, select, label)}</p>;
    }
    const { rerender: withProps } = render(<Count label="Plans" />);
    expect(screen.getByText('Plans 0')).toBeDefined();

    await act(async () => actor.send({ type: 'increment' }));
    expect(screen.getByText('Plans 1')).toBeDefined();

    const builds = select.mock.calls.length;
    await act(async () => rerender());
    expect(select.mock.calls.length).toBe(builds);

    withProps(<Count label="Tarife" />);
    await act(async () => {});
    expect(screen.getByText('Tarife 1')).toBeDefined();
    actor.stop();
  });

  it('renders a change within the same state at once, in the render the change caused', () => {
    const picker = setup({ types: { context: {} as { picked: string }, events: {} as { type: 'pick'; id: string } } }).createMachine({
      context: { picked: 'a' },
      on: { pick: { actions: assign({ picked: ({ event }) => event.id }) } },
    });
    const actor = createActor(picker).start();
    const seen: string[] = [];
    function Picked() {
      const picked = useDeferredModel(actor, (snapshot: SnapshotFrom<typeof picker>) => snapshot.context.picked, undefined);
      seen.push(picked);
      return <p>{picked}</p>;
    }
    render(<Picked />);
    act(() => actor.send({ type: 'pick', id: 'b' }));
    expect(seen[1]).toBe('b');
    expect(seen.slice(1)).not.toContain('a');
    actor.stop();
  });
});
