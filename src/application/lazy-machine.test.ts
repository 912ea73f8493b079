import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { buildLazyMachine, lazyMachine } from './lazy-machine.ts';

const buildToggle = () =>
  setup({ types: { events: {} as { type: 'toggle' } } }).createMachine({
    id: 'toggle',
    initial: 'off',
    states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
  });

describe('lazyMachine', () => {
  it('builds the state chart on first use, once', () => {
    const build = vi.fn(buildToggle);
    const machine = lazyMachine(build);
    expect(build).not.toHaveBeenCalled();
    expect(machine.id).toBe('toggle');
    expect(Object.keys(machine.root.states)).toEqual(['off', 'on']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs as the machine itself, directly and with implementations provided', () => {
    const machine = lazyMachine(buildToggle);
    const actor = createActor(machine).start();
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('on');
    const provided = createActor(machine.provide({})).start();
    expect(provided.getSnapshot().value).toBe('off');
  });
});

describe('buildLazyMachine', () => {
  it('builds a lazy chart when asked, and only once', () => {
    const build = vi.fn(buildToggle);
    const machine = lazyMachine(build);
    buildLazyMachine(machine);
    expect(build).toHaveBeenCalledTimes(1);
    buildLazyMachine(machine);
    expect(machine.id).toBe('toggle');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('leaves a machine that is not lazy as it is', () => {
    expect(() => buildLazyMachine(buildToggle())).not.toThrow();
  });
});
