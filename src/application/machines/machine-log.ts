import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { isUnprovided } from './unprovided.ts';

/** One recorded run of a machine: its input and every event it received, with the time of each. */
export type MachineRun = {
  readonly machineId: string;
  /** The input, as JSON keeps it (functions such as `now` are rebuilt from the recorded times). */
  readonly input?: unknown;
  readonly events: readonly { readonly at: number; readonly event: EventObject }[];
};

/** What the sandbox app lets a tester download, and what `npm run replay` reads. */
export type MachineLog = { readonly version: 1; readonly recordedAt: string; readonly runs: readonly MachineRun[] };

export type ReplayStep = { readonly machineId: string; readonly at: number; readonly event: EventObject; readonly state: unknown; readonly status: string };

export function isMachineLog(value: unknown): value is MachineLog {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1 && Array.isArray((value as { runs?: unknown }).runs);
}

/**
 * Replays a recorded log against the machines in node: invoked actors never settle on their own, so
 * every result comes from the log (the recorded `xstate.done.actor.*` events), as does the time.
 */
export function replayLog(log: MachineLog, machines: Readonly<Record<string, AnyStateMachine>>): ReplayStep[] {
  return log.runs.flatMap((run) => {
    const machine = machines[run.machineId];
    if (!machine) throw new Error(`The log names an unknown machine '${run.machineId}'.`);
    let now = run.events[0]?.at ?? 0;
    const pending = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
    // Side effects (navigation, storage) stay silent; context updates run as they did.
    const silent = Object.fromEntries(
      Object.entries(machine.implementations.actions)
        .filter(([, action]) => isUnprovided(action))
        .map(([name]) => [name, () => {}]),
    );
    // A fact only an adapter could read was not recorded: the replay assumes it did not hold.
    const unknownFacts = Object.fromEntries(
      Object.entries(machine.implementations.guards)
        .filter(([, guard]) => isUnprovided(guard))
        .map(([name]) => [name, () => false]),
    );
    const input = typeof run.input === 'object' && run.input !== null ? { ...run.input, now: () => now } : run.input;
    const actor = createActor(machine.provide({ actors: pending, actions: silent, guards: unknownFacts } as never), { input });
    actor.start();
    const steps = run.events.map(({ at, event }) => {
      now = at;
      actor.send(event);
      const snapshot = actor.getSnapshot();
      return { machineId: run.machineId, at, event, state: snapshot.value, status: snapshot.status };
    });
    actor.stop();
    return steps;
  });
}
