import { tooManyRequests } from './api-failure.ts';

/** Issue 4: rate-limited calls allow 10 requests a minute per client (5 for verification mail and contact-us). */
export const RATE_WINDOW_MS = 60_000;
export const RATE_LIMIT = 10;
export const STRICT_RATE_LIMIT = 5;

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** A sliding window in memory: the times of the requests of the last window, per key. */
export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #windowMs: number;

  constructor(windowMs: number = RATE_WINDOW_MS) {
    this.#windowMs = windowMs;
  }

  /** Counts this request when it is allowed; a refused one says when the oldest counted request leaves the window. */
  hit(key: string, limit: number, now: number): RateDecision {
    const recent = (this.#hits.get(key) ?? []).filter((time) => time > now - this.#windowMs && time <= now);
    if (recent.length >= limit) {
      this.#hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.#windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10_000) this.#prune(now);
    return { allowed: true };
  }

  #prune(now: number): void {
    for (const [key, times] of this.#hits) {
      if (times.every((time) => time <= now - this.#windowMs)) this.#hits.delete(key);
    }
  }
}

/** Counts one request of `key` against `limit` a window, or refuses it: 429 with the seconds to wait in Retry-After. */
export function enforceLimit(limiter: SlidingWindowLimiter, key: string, limit: number, now: number, what = 'requests'): void {
  const decision = limiter.hit(key, limit, now);
  if (!decision.allowed) throw tooManyRequests(`Too many ${what}. Please try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
}
