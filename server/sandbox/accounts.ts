import { randomBytes } from 'node:crypto';
import { ERROR_CODES, conflict } from './api-failure.ts';
import { isUniqueViolation, type SandboxDatabase } from './database.ts';

export type AccountRow = {
  readonly id: string;
  readonly email: string | null;
  readonly password_hash: string | null;
  readonly verified: number;
  readonly closed_at: number | null;
  readonly created_at: number;
};

/** Random, unguessable ids with a readable prefix (`u_…`, `ord_…`). */
export function newId(prefix: string, bytes = 10): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
}

const EMAIL_TAKEN = 'That email is already registered.';

/** Accounts: email + password ones, and anonymous ones (no email, no password) for trials and purchases. */
export class Accounts {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  byId(id: string): AccountRow | undefined {
    return this.#db.get<AccountRow>('SELECT * FROM accounts WHERE id = ?', id);
  }

  byEmail(email: string): AccountRow | undefined {
    return this.#db.get<AccountRow>('SELECT * FROM accounts WHERE email = ?', email.trim());
  }

  createAnonymous(now: number): AccountRow {
    const id = newId('u');
    this.#db.run('INSERT INTO accounts (id, email, password_hash, verified, created_at) VALUES (?, NULL, NULL, 0, ?)', id, now);
    return this.#mustGet(id);
  }

  createWithPassword(email: string, passwordHash: string, verified: boolean, now: number): AccountRow {
    const id = newId('u');
    this.#uniqueEmail(() =>
      this.#db.run('INSERT INTO accounts (id, email, password_hash, verified, created_at) VALUES (?, ?, ?, ?, ?)', id, email.trim(), passwordHash, verified ? 1 : 0, now),
    );
    return this.#mustGet(id);
  }

  /** Sets the password, and the email when given (an anonymous account gets one here). */
  setCredentials(id: string, email: string | undefined, passwordHash: string): AccountRow {
    this.#uniqueEmail(() =>
      email === undefined
        ? this.#db.run('UPDATE accounts SET password_hash = ? WHERE id = ?', passwordHash, id)
        : this.#db.run('UPDATE accounts SET password_hash = ?, email = ?, verified = 0 WHERE id = ?', passwordHash, email.trim(), id),
    );
    return this.#mustGet(id);
  }

  setPassword(id: string, passwordHash: string): void {
    this.#db.run('UPDATE accounts SET password_hash = ? WHERE id = ?', passwordHash, id);
  }

  markVerified(id: string): void {
    this.#db.run('UPDATE accounts SET verified = 1 WHERE id = ?', id);
  }

  close(id: string, now: number): void {
    this.#db.run('UPDATE accounts SET closed_at = ? WHERE id = ? AND closed_at IS NULL', now, id);
  }

  #uniqueEmail(write: () => unknown): void {
    try {
      write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, ERROR_CODES.emailTaken);
      throw error;
    }
  }

  #mustGet(id: string): AccountRow {
    const row = this.byId(id);
    if (row === undefined) throw new Error(`Account ${id} vanished`);
    return row;
  }
}
