import { fromCallback, fromPromise, type EventObject } from 'xstate';

/**
 * A port as a placeholder actor: machines declare what they need, and the composition root (or a
 * test) provides the real or fake adapter with `machine.provide(...)`. Forgetting to is a defect.
 */
export function unprovided<TOutput, TInput>(port: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The '${port}' actor was not provided.`);
  });
}

/** Marks the placeholders, so a replay can silence side effects without touching context updates. */
export const UNPROVIDED = Symbol.for('unprovided');

/** A side-effect action the composition root must provide (navigation, storage, logging). */
export function unprovidedAction<TParams = undefined>(action: string) {
  return Object.assign(
    (_args: unknown, _params: TParams): void => {
      throw new Error(`The '${action}' action was not provided.`);
    },
    { [UNPROVIDED]: true },
  );
}

/** A guard the composition root must provide, for facts only an adapter can read. */
export function unprovidedGuard<TParams = undefined>(guard: string) {
  return Object.assign(
    (_args: unknown, _params: TParams): boolean => {
      throw new Error(`The '${guard}' guard was not provided.`);
    },
    { [UNPROVIDED]: true },
  );
}

export function isUnprovided(implementation: unknown): boolean {
  return typeof implementation === 'function' && (implementation as unknown as Record<symbol, unknown>)[UNPROVIDED] === true;
}

/** A long-lived listener port (browser events, timers outside the machine) the composition root provides. */
export function unprovidedListener<TEvent extends EventObject, TInput = void>(port: string) {
  return fromCallback<EventObject, TInput, TEvent>(() => {
    throw new Error(`The '${port}' listener was not provided.`);
  });
}
