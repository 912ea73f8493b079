import { fromPromise } from 'xstate';

/**
 * A port as a placeholder actor: machines declare what they need, and the composition root (or a
 * test) provides the real or fake adapter with `machine.provide(...)`. Forgetting to is a defect.
 */
export function unprovided<TOutput, TInput>(port: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The '${port}' actor was not provided.`);
  });
}

/** A side-effect action the composition root must provide (navigation, storage, logging). */
export function unprovidedAction<TParams = undefined>(action: string) {
  return (_args: unknown, _params: TParams): void => {
    throw new Error(`The '${action}' action was not provided.`);
  };
}

/** A guard the composition root must provide, for facts only an adapter can read. */
export function unprovidedGuard<TParams = undefined>(guard: string) {
  return (_args: unknown, _params: TParams): boolean => {
    throw new Error(`The '${guard}' guard was not provided.`);
  };
}
