import { createHash, randomBytes } from 'node:crypto';
import type { AccountRow, Accounts } from './accounts.ts';
import { ApiFailure, ERROR_CODES } from './api-failure.ts';
import type { SandboxDatabase } from './database.ts';

/** Issue 4: tokens expire; 30 days is the sandbox's choice. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Signed-in browsers one account may keep; a newer sign-in beyond it ends the oldest (SPEC §8 code 50012). */
export const MAX_SESSIONS_PER_ACCOUNT = 5;

type SessionRow = {
  readonly id: number;
  readonly account_id: string;
  readonly created_at: number;
  readonly expires_at: number;
  readonly revoked_at: number | null;
  readonly superseded_at: number | null;
};

export type SignedIn = { readonly account: AccountRow; readonly sessionId: number };

/** Only this digest is stored, never the token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class Sessions {
  readonly #db: SandboxDatabase;
  readonly #accounts: Accounts;

  constructor(db: SandboxDatabase, accounts: Accounts) {
    this.#db = db;
    this.#accounts = accounts;
  }

  /** A new random token for the account; sign-ins beyond the limit supersede the oldest live ones. */
  create(accountId: string, now: number): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_LIFETIME_MS;
    this.#db.transaction(() => {
      this.#db.run('INSERT INTO sessions (account_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)', accountId, tokenHash(token), now, expiresAt);
      const live = this.#db.all<{ id: number }>(
        'SELECT id FROM sessions WHERE account_id = ? AND revoked_at IS NULL AND superseded_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC',
        accountId,
        now,
      );
      for (const { id } of live.slice(MAX_SESSIONS_PER_ACCOUNT)) this.#db.run('UPDATE sessions SET superseded_at = ? WHERE id = ?', now, id);
    });
    return { token, expiresAt };
  }

  /**
   * SPEC §8 for a Bearer token: none, unknown or revoked → 401; the account closed → 403; ended by a
   * newer sign-in → 50012; expired → 50014 (the last two on HTTP 409, so the client asks before logging out).
   */
  authenticate(authorization: string | undefined, now: number): SignedIn {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (match?.[1] === undefined) throw new ApiFailure(401, 401, 'Sign in to continue: this call needs a Bearer token.');
    const session = this.#db.get<SessionRow>('SELECT * FROM sessions WHERE token_hash = ?', tokenHash(match[1]));
    if (session === undefined || session.revoked_at !== null) throw new ApiFailure(401, 401, 'Your session is not valid. Please sign in again.');
    const account = this.#accounts.byId(session.account_id);
    if (account === undefined) throw new ApiFailure(401, 401, 'Your session is not valid. Please sign in again.');
    if (account.closed_at !== null) throw new ApiFailure(403, 403, 'This account has been closed.');
    if (session.superseded_at !== null) {
      throw new ApiFailure(409, ERROR_CODES.sessionSuperseded, 'You were signed out because your account signed in on another device.');
    }
    if (session.expires_at <= now) throw new ApiFailure(409, ERROR_CODES.sessionExpired, 'Your session has expired.');
    return { account, sessionId: session.id };
  }

  revoke(sessionId: number, now: number): void {
    this.#db.run('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now, sessionId);
  }

  /** Sandbox control: revokes a token by its value; false when no live session has it. */
  revokeToken(token: string, now: number): boolean {
    return this.#db.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', now, tokenHash(token)).changes > 0;
  }

  /** Ends every session of the account except `keep` (after a password change or reset). */
  revokeOthers(accountId: string, keep: number | undefined, now: number): void {
    this.#db.run('UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL AND id IS NOT ?', now, accountId, keep ?? null);
  }
}
