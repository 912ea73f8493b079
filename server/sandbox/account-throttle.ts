import { tooManyRequests } from './api-failure.ts';
import type { SandboxDatabase } from './database.ts';

/** Issue 16: failures an account may have before it is held back, and how long it is held back then. */
export const FREE_FAILURES = 5;
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 15 * 60_000;
/** Failures this long ago no longer count: a customer who mistyped last week starts afresh. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** What is being guessed: a password, or an emailed code (any purpose). */
export type ThrottleScope = 'login' | 'code';

type ThrottleRow = { readonly failures: number; readonly locked_until: number; readonly last_failure_at: number };

/**
 * Per-address backoff against guessing from many clients (per-client rate limits do not see a botnet): after
 * FREE_FAILURES failures every attempt is refused, even a right one, for FIRST_BACKOFF_MS, doubling with each later
 * failure up to MAX_BACKOFF_MS; a success resets it. Kept by address, not account, so an unknown address is held back
 * exactly as a registered one (the answer tells nobody which addresses exist). In the database: a restart frees no one.
 */
export class AccountThrottle {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  /** Throws 429 with Retry-After while the address is held back. */
  assertAllowed(scope: ThrottleScope, email: string, now: number): void {
    const row = this.#row(scope, email);
    if (row === undefined || row.locked_until <= now) return;
    const seconds = Math.ceil((row.locked_until - now) / 1000);
    throw tooManyRequests(`Too many failed attempts for this account. Please try again in ${seconds} seconds.`, seconds);
  }

  failed(scope: ThrottleScope, email: string, now: number): void {
    const previous = this.#row(scope, email);
    const failures = previous === undefined || previous.last_failure_at <= now - FORGET_AFTER_MS ? 1 : previous.failures + 1;
    const lockedUntil = failures < FREE_FAILURES ? 0 : now + Math.min(FIRST_BACKOFF_MS * 2 ** (failures - FREE_FAILURES), MAX_BACKOFF_MS);
    this.#db.run(
      `INSERT INTO account_throttle (scope, email, failures, locked_until, last_failure_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (scope, email) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until, last_failure_at = excluded.last_failure_at`,
      scope,
      key(email),
      failures,
      lockedUntil,
      now,
    );
  }

  succeeded(scope: ThrottleScope, email: string): void {
    this.#db.run('DELETE FROM account_throttle WHERE scope = ? AND email = ?', scope, key(email));
  }

  #row(scope: ThrottleScope, email: string): ThrottleRow | undefined {
    return this.#db.get<ThrottleRow>('SELECT failures, locked_until, last_failure_at FROM account_throttle WHERE scope = ? AND email = ?', scope, key(email));
  }
}

/** Accounts match emails case-insensitively after trimming; so does the throttle. */
const key = (email: string) => email.trim().toLowerCase();
