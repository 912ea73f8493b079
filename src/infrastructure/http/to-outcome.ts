import { Effect } from 'effect';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { EndpointName, ResponseOf } from '../contract/api.contract.ts';
import type { ApiClient, CallOptions, RequestWithoutChallenge } from './api-client.ts';
import type { ApiError } from './api-errors.ts';

/** Folds the typed errors into the application's outcome union (CONVENTIONS: catchTag into the port's outcome). */
export function toOutcome<A, T>(effect: Effect.Effect<A, ApiError>, map: (value: A) => T): Effect.Effect<ApiOutcome<T>> {
  return effect.pipe(
    Effect.map((value): ApiOutcome<T> => ({ kind: 'ok', value: map(value) })),
    Effect.catchTags({
      Unauthorized: () => Effect.succeed<ApiOutcome<T>>({ kind: 'unauthorized' }),
      LoggedOutElsewhere: () => Effect.succeed<ApiOutcome<T>>({ kind: 'loggedOutElsewhere' }),
      RateLimited: (error) => Effect.succeed<ApiOutcome<T>>({ kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds }),
      // Issue 16: a 5xx is the server failing, not a refusal to explain: every page words it as 'try again later'.
      Rejected: (error) =>
        Effect.succeed<ApiOutcome<T>>(
          error.status >= 500 ? { kind: 'unavailable', reason: 'server' } : { kind: 'rejected', status: error.status, code: error.code, message: error.message },
        ),
      ChallengeMissing: () => Effect.succeed<ApiOutcome<T>>({ kind: 'challengeMissing' }),
      MalformedResponse: () => Effect.succeed<ApiOutcome<T>>({ kind: 'unavailable', reason: 'malformed' }),
      TimedOut: () => Effect.succeed<ApiOutcome<T>>({ kind: 'unavailable', reason: 'timeout' }),
      Unreachable: () => Effect.succeed<ApiOutcome<T>>({ kind: 'unavailable', reason: 'network' }),
    }),
  );
}

/** Runs an outcome program; cancelling the signal interrupts the request. */
export function runOutcome<T>(program: Effect.Effect<ApiOutcome<T>>, signal?: AbortSignal): Promise<ApiOutcome<T>> {
  return Effect.runPromise(program, signal ? { signal } : undefined);
}

/**
 * One API call as the port's outcome, cancelled by `signal` (issue 16: the actor's signal, aborted when the state
 * that invoked the call is left).
 */
export function callOutcome<N extends EndpointName, T>(
  api: ApiClient,
  name: N,
  request: RequestWithoutChallenge<N>,
  map: (value: ResponseOf<N>) => T,
  signal: AbortSignal | undefined,
  options: CallOptions = {},
): Promise<ApiOutcome<T>> {
  return runOutcome(toOutcome(api.call(name, request, signal ? { ...options, signal } : options), map), signal);
}
