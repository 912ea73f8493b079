import { Schema } from 'effect';

/** Sandbox control (issue 4 contract tests): what the next requests to a path answer instead of the real thing. */
export const FaultRequest = Schema.Struct({
  path: Schema.String.check(Schema.isStartingWith('/')),
  status: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 100, maximum: 599 }))),
  code: Schema.optional(Schema.Number),
  msg: Schema.optional(Schema.String),
  raw_body: Schema.optional(Schema.String),
  delay_ms: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 120_000 }))),
  /** Seconds for the Retry-After header of an injected 429 (1 when not given). */
  retry_after: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3600 }))),
  times: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
  /** Only requests carrying this bearer token meet the fault, so parallel tests and other visitors do not. */
  token: Schema.optional(Schema.String),
});

export type Fault = Omit<typeof FaultRequest.Type, 'times'> & { remaining: number };

/** Queued faults, in memory: the first queued for a path is used first. */
export class FaultQueue {
  readonly #faults: Fault[] = [];

  add(request: typeof FaultRequest.Type): Fault {
    const { times, ...fault } = request;
    const queued: Fault = { ...fault, remaining: times ?? 1 };
    this.#faults.push(queued);
    return queued;
  }

  /** Takes one use of the first fault for `path` (and this bearer token, for a fault that names one), if any. */
  take(path: string, token?: string): Fault | undefined {
    const index = this.#faults.findIndex((fault) => fault.path === path && (fault.token === undefined || fault.token === token));
    const fault = this.#faults[index];
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults.splice(index, 1);
    return fault;
  }

  list(): readonly Fault[] {
    return this.#faults;
  }

  clear(): void {
    this.#faults.length = 0;
  }
}
