import { Effect, Schema } from 'effect';
import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import type { ChallengePort } from '../../application/ports/challenge.port.ts';
import {
  ENDPOINTS,
  ErrorBody,
  LOGGED_OUT_ELSEWHERE_CODES,
  requestTarget,
  successEnvelope,
  type EndpointName,
  type EndpointSpec,
  type RequestOf,
  type ResponseOf,
} from '../contract/api.contract.ts';
import {
  ChallengeMissing,
  LoggedOutElsewhere,
  MalformedResponse,
  RateLimited,
  RECAPTCHA_TOKEN_EMPTY,
  Rejected,
  TimedOut,
  Unauthorized,
  Unreachable,
  type ApiError,
} from './api-errors.ts';

/** SPEC §7: every call says which app it comes from. */
export const APP_TYPE = '501';

export type ApiClientOptions = {
  /** From the runtime configuration; empty for the site's own origin. */
  readonly apiBase: string;
  readonly token: () => string | undefined;
  readonly challenge: ChallengePort;
  /** Per attempt; a whole call (with its retries) is bounded by `totalTimeoutMs`. */
  readonly timeoutMs?: number;
  readonly totalTimeoutMs?: number;
  /** Caps each wait between retries (backoff and Retry-After); tests shorten it. */
  readonly retryWaitLimitMs?: number;
  /** Tests and node callers; browsers use the global fetch. */
  readonly fetch?: typeof fetch;
  /** Sees every failure first (the session machine must hear of 401/403 and 50008 from any call). */
  readonly onError?: (error: ApiError) => void;
};

/** What a request carries besides its body; guarded calls omit `recasign`, which the client adds. */
export type CallOptions = {
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** A v2 token the visitor produced by ticking the widget. */
  readonly challengeToken?: string;
  /** Let the request finish after the page is left (analytics sent just before a full navigation). */
  readonly keepalive?: boolean;
};

export type RequestWithoutChallenge<N extends EndpointName> = Omit<RequestOf<N>, 'recasign'>;

function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** SPEC §8 as typed errors, from ky's failure. */
function toApiError(error: unknown): ApiError {
  if (isTimeoutError(error)) return new TimedOut();
  if (isHTTPError(error)) {
    const status = error.response.status;
    const body = Schema.decodeUnknownOption(ErrorBody)(error.data);
    const code = body._tag === 'Some' ? body.value.code : status;
    const message = body._tag === 'Some' && body.value.msg !== '' ? body.value.msg : 'Error';
    if (status === 401 || status === 403) return new Unauthorized({ status });
    if (LOGGED_OUT_ELSEWHERE_CODES.includes(code)) return new LoggedOutElsewhere({ code, message });
    if (status === 429) return new RateLimited({ retryAfterSeconds: retryAfterSeconds(error.response.headers.get('Retry-After')), message });
    return new Rejected({ status, code, message });
  }
  if (error instanceof SyntaxError) return new MalformedResponse({ detail: 'The response body is not JSON.' });
  return new Unreachable({ detail: error instanceof Error ? error.message : String(error) });
}

/**
 * The one HTTP client of the site (ky, with Effect at the boundary): API base from runtime
 * configuration, `X-App-Type: 501`, the Bearer token when there is one, challenge rewriting, a timeout
 * on every call, retries only for GET (never for purchases), and every answer decoded by the contract.
 */
export class ApiClient {
  readonly #http: KyInstance;
  readonly #challenge: ChallengePort;
  readonly #onError: ((error: ApiError) => void) | undefined;

  constructor(options: ApiClientOptions) {
    this.#challenge = options.challenge;
    this.#onError = options.onError;
    const retryWaitLimit = options.retryWaitLimitMs ?? Number.POSITIVE_INFINITY;
    this.#http = ky.create({
      // `prefix` keeps a path the API base may have; with no base, paths are origin-relative.
      ...(options.apiBase === '' ? {} : { prefix: options.apiBase }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      timeout: options.timeoutMs ?? 10_000,
      totalTimeout: options.totalTimeoutMs ?? 30_000,
      retry: { limit: 2, methods: ['get'], maxRetryAfter: Math.min(5_000, retryWaitLimit), backoffLimit: Math.min(3_000, retryWaitLimit) },
      headers: { 'X-App-Type': APP_TYPE },
      hooks: {
        beforeRequest: [
          ({ request }) => {
            const token = options.token();
            if (token !== undefined) request.headers.set('Authorization', `Bearer ${token}`);
          },
        ],
      },
    });
  }

  /** One call as an Effect: the typed errors of SPEC §8 in the error channel. */
  call<N extends EndpointName>(name: N, request: RequestWithoutChallenge<N>, options: CallOptions = {}): Effect.Effect<ResponseOf<N>, ApiError> {
    const spec: EndpointSpec = ENDPOINTS[name];
    const http = this.#http;
    const challenge = this.#challenge;
    const onError = this.#onError;
    // Issue 16: a call its caller cancelled (the state that wanted it was left) is interrupted, not failed: nobody
    // waits for its answer, and no error (an "unreachable" from the aborted fetch) reaches onError or the session.
    const cancelled = () => options.signal?.aborted === true;
    const program = Effect.gen(function* () {
      if (cancelled()) return yield* Effect.interrupt;
      let payload: Record<string, unknown> = { ...(request as Record<string, unknown>) };
      if (spec.challenge !== undefined) {
        const token =
          options.challengeToken ??
          (spec.challenge === 'v3' ? yield* Effect.tryPromise({ try: () => challenge.executeV3(name), catch: () => new ChallengeMissing({ message: RECAPTCHA_TOKEN_EMPTY }) }) : undefined);
        if (token === undefined || token === '') return yield* Effect.fail(new ChallengeMissing({ message: RECAPTCHA_TOKEN_EMPTY }));
        payload = { ...payload, recasign: token };
      }
      const { path, rest } = requestTarget(spec, payload);
      payload = rest;
      const body = yield* Effect.tryPromise({
        try: (signal) => {
          const aborted = options.signal ? AbortSignal.any([signal, options.signal]) : signal;
          const common = { signal: aborted, ...(options.headers ? { headers: options.headers } : {}), ...(options.keepalive ? { keepalive: true } : {}) };
          return spec.method === 'GET'
            ? http.get(path, { ...common, searchParams: payload as Record<string, string> }).json<unknown>()
            : http.post(path, { ...common, json: payload }).json<unknown>();
        },
        catch: toApiError,
      }).pipe(Effect.catch((error) => (cancelled() ? Effect.interrupt : Effect.fail(error))));
      const schema = (spec.bare ? spec.response : successEnvelope(spec.response)) as Schema.Codec<unknown>;
      const decoded = yield* Schema.decodeUnknownEffect(schema)(body).pipe(Effect.mapError((issue) => new MalformedResponse({ detail: String(issue) })));
      return (spec.bare ? decoded : (decoded as { value: unknown }).value) as ResponseOf<N>;
    });
    return onError ? program.pipe(Effect.tapError((error) => Effect.sync(() => onError(error)))) : program;
  }

  /** The same call as a Promise for adapters; rejects with an ApiError. */
  run<N extends EndpointName>(name: N, request: RequestWithoutChallenge<N>, options: CallOptions = {}): Promise<ResponseOf<N>> {
    return Effect.runPromise(this.call(name, request, options), options.signal ? { signal: options.signal } : undefined);
  }
}
