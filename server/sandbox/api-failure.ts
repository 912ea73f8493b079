import { Schema } from 'effect';
import { ErrorBody } from '../../src/infrastructure/contract/api.contract.ts';

/**
 * The sandbox's product error codes (SPEC §8 shows only 50008/50012/50014, 401 and 403; the rest are
 * ours and listed in docs/decisions.md). Plain HTTP failures use the status itself as the code.
 */
export const ERROR_CODES = {
  challengeEmpty: 40001,
  challengeInvalid: 40002,
  verificationCodeInvalid: 40003,
  passwordNotSet: 40004,
  passwordRules: 40005,
  prepurchaseUnknown: 40006,
  emailRequired: 40007,
  emailInvalid: 40008,
  returnUrlInvalid: 40009,
  planUnknown: 40010,
  ipInvalid: 40011,
  paymentsUnavailable: 40012,
  trialUnavailable: 40013,
  trialUsed: 40905,
  wrongCredentials: 40101,
  wrongCurrentPassword: 40102,
  deviceUnknown: 40401,
  orderUnknown: 40402,
  subscriptionUnknown: 40403,
  emailTaken: 40901,
  passwordAlreadySet: 40902,
  idempotencyMismatch: 40903,
  orderFinal: 40904,
  subscriptionEnded: 40906,
  /** Issue 19: which rule of the money-back guarantee a refund request breaks. */
  refundRefused: { alreadyRefunded: 40907, notPaid: 40908, notFirst: 40909, windowClosed: 40910 },
  /** Issue 19 (RFC 8628 §3.5): a device's poll refused, all on HTTP 400 as the RFC answers them. */
  deviceToken: { authorizationPending: 40014, slowDown: 40015, expiredToken: 40016, accessDenied: 40017, invalidGrant: 40018 },
  /** Issue 19: a code typed on /activate that no device is waiting on: none such, expired, or already answered. */
  userCodeUnknown: 40404,
  userCodeExpired: 40911,
  userCodeUsed: 40912,
  injectedLoggedOut: 50008,
  sessionSuperseded: 50012,
  sessionExpired: 50014,
} as const;

/** A failure answer (SPEC §8): a non-200 status and `{ code, msg }`; thrown by handlers, answered by the pipeline. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: number, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code: number = 400) => new ApiFailure(400, code, message);
export const notFound = (message: string, code: number = 404) => new ApiFailure(404, code, message);
export const conflict = (message: string, code: number) => new ApiFailure(409, code, message);
/** 429 with the seconds to wait in Retry-After (SPEC §8 has no product code for it: the status is the code). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new ApiFailure(429, 429, message, { 'Retry-After': String(retryAfterSeconds) });

const encodeErrorBody = Schema.encodeSync(ErrorBody);

/** `{ code, msg }` with the failure's status and headers, encoded by the contract's ErrorBody. */
export function failureResponse(failure: ApiFailure): Response {
  return new Response(JSON.stringify(encodeErrorBody({ code: failure.code, msg: failure.message })), {
    status: failure.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...failure.headers },
  });
}

/** Any error as an answer: an ApiFailure as itself, anything else logged and answered 500 without details. */
export function errorToResponse(error: unknown, where: string): Response {
  if (error instanceof ApiFailure) return failureResponse(error);
  console.error(`[sandbox] unexpected error in ${where}:`, error);
  return failureResponse(new ApiFailure(500, 500, 'Something went wrong on our side. Please try again.'));
}
