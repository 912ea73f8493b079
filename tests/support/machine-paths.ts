// QA support: generate a machine's paths with xstate/graph and replay each one on a real actor.
import { createActor, fromPromise, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';

type Paths = ReturnType<typeof getShortestPaths<AnyStateMachine>>;

/** Every state a machine can rest in: all state nodes but the root and the transient (always) ones. */
export function restingStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.always === undefined || child.always.length === 0) ids.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return ids.sort();
}

/** The state node ids a snapshot is in. */
export function activeStateIds(snapshot: { _nodes: readonly AnyStateNode[] }): string[] {
  return snapshot._nodes.filter((node) => node.parent !== undefined).map((node) => node.id);
}

/** The ids of every state some path reaches. */
export function reachedStateIds(paths: Paths): Set<string> {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const id of activeStateIds(path.state as unknown as { _nodes: AnyStateNode[] })) reached.add(id);
    for (const step of path.steps) for (const id of activeStateIds(step.state as unknown as { _nodes: AnyStateNode[] })) reached.add(id);
  }
  return reached;
}

export type PathOptions<TEvent extends EventObject> = {
  readonly events: readonly TEvent[];
  readonly input?: unknown;
  /** Simple paths too (every acyclic path), for machines small enough. */
  readonly simple?: boolean;
  /** How to tell states apart when context would make them endless (queues, counters). */
  readonly serializeState?: (snapshot: { value: unknown; context: unknown }) => string;
};

export function machinePaths<TEvent extends EventObject>(machine: AnyStateMachine, options: PathOptions<TEvent>): Paths {
  const traversal = {
    events: options.events as never,
    input: options.input as never,
    ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
  };
  const shortest = getShortestPaths(machine, traversal);
  return options.simple ? [...shortest, ...getSimplePaths(machine, traversal)] : shortest;
}

/** Provides every invoked actor as one that never settles, so a replay decides each result itself. */
export function withPendingActors<T extends AnyStateMachine>(machine: T): T {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors } as never) as T;
}

/**
 * Replays a path on a real actor: sends each recorded event and returns the state values seen,
 * so a test can compare them with the path's own.
 */
export function replay(machine: AnyStateMachine, events: readonly EventObject[], input?: unknown): unknown[] {
  const actor = createActor(withPendingActors(machine), input === undefined ? {} : { input });
  const seen: unknown[] = [];
  actor.start();
  for (const event of events) {
    actor.send(event);
    seen.push(actor.getSnapshot().value);
  }
  actor.stop();
  return seen;
}

/**
 * The generated path tests every machine gets (issue 3, for QA): the shortest (and optionally simple)
 * paths from each given input, each replayed on a real actor; and a failure for any state no path reaches.
 */
export function describeMachinePaths<TEvent extends EventObject>(
  machineOrVariants: AnyStateMachine | readonly AnyStateMachine[],
  options: {
    readonly events: readonly TEvent[];
    readonly inputs?: readonly unknown[];
    readonly simple?: boolean;
    readonly serializeState?: PathOptions<TEvent>['serializeState'];
  },
): void {
  // Variants: one machine provided differently (a probe that says 'ready' or 'missing'); states are counted over all.
  const variants = Array.isArray(machineOrVariants) ? machineOrVariants : [machineOrVariants as AnyStateMachine];
  const machine = variants[0] as AnyStateMachine;
  describe(`${machine.id} machine paths`, () => {
    const inputs = options.inputs ?? [undefined];
    const runs = variants.flatMap((variant) =>
      inputs.map((input) => ({
        variant,
        input,
        paths: machinePaths(variant, {
          events: options.events,
          input,
          simple: options.simple ?? false,
          ...(options.serializeState ? { serializeState: options.serializeState } : {}),
        }),
      })),
    );

    it('reaches every state the machine can rest in', () => {
      const reached = new Set(runs.flatMap((run) => [...reachedStateIds(run.paths)]));
      const unreached = restingStateIds(machine).filter((id) => !reached.has(id));
      expect(unreached).toEqual([]);
    });

    runs.forEach(({ variant, input, paths }, run) => {
      for (const path of paths) {
        const route = path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ') || 'start';
        it(`replays ${route} to ${JSON.stringify(path.state.value)} (run ${run + 1})`, () => {
          const seen = replay(variant, path.steps.map((step) => step.event), input);
          expect(seen).toEqual(path.steps.map((step) => step.state.value));
        });
      }
    });
  });
}

/** Advances a simulated clock step by step, so timers scheduled on the way fire too. */
export function advance(clock: { increment(ms: number): void }, totalMs: number, stepMs: number): void {
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) clock.increment(Math.min(stepMs, totalMs - elapsed));
}
