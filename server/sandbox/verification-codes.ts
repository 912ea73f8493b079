import { randomInt } from 'node:crypto';
import type { SandboxDatabase } from './database.ts';

export type CodePurpose = 'verify_account' | 'reset_password';

/** Issue 4: six digits, valid 15 minutes, five guesses. */
export const CODE_LIFETIME_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

type CodeRow = { readonly id: number; readonly code: string; readonly expires_at: number; readonly attempts: number };

/** One live code per email and purpose: a new request replaces the previous one. */
export class VerificationCodes {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  issue(email: string, purpose: CodePurpose, now: number): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.#db.transaction(() => {
      this.#db.run('UPDATE verification_codes SET consumed_at = ? WHERE email = ? AND purpose = ? AND consumed_at IS NULL', now, email, purpose);
      this.#db.run(
        'INSERT INTO verification_codes (email, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        email,
        purpose,
        code,
        now,
        now + CODE_LIFETIME_MS,
      );
    });
    return code;
  }

  /**
   * True when `code` is the live code; every wrong guess counts, and the fifth ends the code. With
   * `consume`, a right code is used up (verification, reset); without, it stays for the next step.
   */
  check(email: string, purpose: CodePurpose, code: string, consume: boolean, now: number): boolean {
    return this.#db.transaction(() => {
      const live = this.#db.get<CodeRow>(
        'SELECT id, code, expires_at, attempts FROM verification_codes WHERE email = ? AND purpose = ? AND consumed_at IS NULL ORDER BY id DESC LIMIT 1',
        email,
        purpose,
      );
      if (live === undefined || live.expires_at <= now || live.attempts >= CODE_MAX_ATTEMPTS) return false;
      if (live.code !== code.trim()) {
        this.#db.run('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?', live.id);
        return false;
      }
      if (consume) this.#db.run('UPDATE verification_codes SET consumed_at = ? WHERE id = ?', now, live.id);
      return true;
    });
  }
}
