/**
 * How any call to the API can end, as the application sees it (SPEC §8 mapped by the HTTP adapter).
 * Business outcomes are values, not exceptions: views show each one with its own message.
 */
export type ApiOutcome<T> =
  | { readonly kind: 'ok'; readonly value: T }
  /** A non-200 answer: `message` is the server's text, or 'Error' (SPEC §8 alert). */
  | { readonly kind: 'rejected'; readonly status: number; readonly code: number; readonly message: string }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'loggedOutElsewhere' }
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds: number | undefined }
  | { readonly kind: 'challengeMissing' }
  /**
   * Timeout, network failure, a body that breaks the contract, or a server error (5xx, whose text is about the
   * server, often a proxy's page, and never the visitor's to read): try again later.
   */
  | { readonly kind: 'unavailable'; readonly reason: 'timeout' | 'network' | 'malformed' | 'server' };

export type ApiOutcomeKind = ApiOutcome<unknown>['kind'];
