import { Data } from 'effect';

/** SPEC §8: 401 or 403 — the session is cleared and the visitor sent to /login. */
export class Unauthorized extends Data.TaggedError('Unauthorized')<{ readonly status: number }> {}

/** SPEC §8: code 50008, 50012 or 50014 — ask whether to log in again. */
export class LoggedOutElsewhere extends Data.TaggedError('LoggedOutElsewhere')<{ readonly code: number; readonly message: string }> {}

/** 429 Too Many Requests, with the server's Retry-After when it sent one. */
export class RateLimited extends Data.TaggedError('RateLimited')<{ readonly retryAfterSeconds: number | undefined; readonly message: string }> {}

/** SPEC §8: any other non-200 answer; `message` is the server's, or 'Error' (the alert text). */
export class Rejected extends Data.TaggedError('Rejected')<{ readonly status: number; readonly code: number; readonly message: string }> {}

/** SPEC §5/§8: a challenge-guarded call without a token is refused before it is sent. */
export class ChallengeMissing extends Data.TaggedError('ChallengeMissing')<{ readonly message: 'recaptcha token is empty' }> {}

/** A body that is not what the contract says: nothing downstream sees an unchecked shape. */
export class MalformedResponse extends Data.TaggedError('MalformedResponse')<{ readonly detail: string }> {}

/** No answer within the time limit. */
export class TimedOut extends Data.TaggedError('TimedOut')<Record<never, never>> {}

/** The network failed (offline, refused, aborted). */
export class Unreachable extends Data.TaggedError('Unreachable')<{ readonly detail: string }> {}

export type ApiError = Unauthorized | LoggedOutElsewhere | RateLimited | Rejected | ChallengeMissing | MalformedResponse | TimedOut | Unreachable;

export const RECAPTCHA_TOKEN_EMPTY = 'recaptcha token is empty';
