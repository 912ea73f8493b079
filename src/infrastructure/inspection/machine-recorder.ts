import type { EventObject, InspectionEvent } from 'xstate';
import type { MachineLog, MachineRun } from '../../application/machines/machine-log.ts';

type Recording = { machineId: string; input: unknown; events: { at: number; event: EventObject }[] };

const SECRET_KEY = /password|token|code|email|recasign/i;

/**
 * JSON keeps what a log can carry: functions and undefined drop out, as they would in the file. A log is a
 * file testers pass around, so secrets and personal data in it are masked (Care).
 */
function jsonSafe<T>(value: T): T {
  if (value === undefined) return value;
  return JSON.parse(JSON.stringify(value, (key, field: unknown) => (SECRET_KEY.test(key) && typeof field === 'string' ? '[redacted]' : field))) as T;
}

/** What a visitor types into a password, email or code field travels as the event's `value`. */
function masked(event: EventObject): EventObject {
  return SECRET_KEY.test(event.type) && 'value' in event ? ({ ...event, value: '[redacted]' } as EventObject) : event;
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
      recording.events.push({ at: this.#now(), event: masked(jsonSafe(inspection.event)) });
    };
  }

  log(): MachineLog {
    const runs: MachineRun[] = this.#recordings.map(({ machineId, input, events }) => ({ machineId, input, events: [...events] }));
    return { version: 1, recordedAt: new Date(this.#now()).toISOString(), runs };
  }
}
