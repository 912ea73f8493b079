import type { EventObject, InspectionEvent } from 'xstate';
import type { MachineLog, MachineRun } from '../../application/machines/machine-log.ts';

type Recording = { machineId: string; input: unknown; events: { at: number; event: EventObject }[] };

/** JSON keeps what a log can carry: functions and undefined drop out, as they would in the file. */
function jsonSafe<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * Records what each machine receives, through XState's inspection API, so QA can download a run
 * from the sandbox app and replay it with `npm run replay`. Only events to the machine itself are
 * kept (its children's own traffic is reproduced by the machine).
 */
export class MachineRecorder {
  readonly #recordings: Recording[] = [];
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The `inspect` option for `createActor(machine, { input, inspect })`. */
  inspector(machineId: string, input: unknown): (event: InspectionEvent) => void {
    const recording: Recording = { machineId, input: jsonSafe(input), events: [] };
    this.#recordings.push(recording);
    return (inspection) => {
      if (inspection.type !== '@xstate.event') return;
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      recording.events.push({ at: this.#now(), event: jsonSafe(inspection.event) });
    };
  }

  log(): MachineLog {
    const runs: MachineRun[] = this.#recordings.map(({ machineId, input, events }) => ({ machineId, input, events: [...events] }));
    return { version: 1, recordedAt: new Date(this.#now()).toISOString(), runs };
  }
}
