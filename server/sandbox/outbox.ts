import type { SandboxDatabase } from './database.ts';

export type OutboxMessage = {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly purpose: string | null;
  readonly code: string | null;
  readonly created_at: number;
};

type OutboxRow = Omit<OutboxMessage, 'to'> & { readonly to_email: string };

/** The sandbox's mail: nothing leaves the machine; the outbox page and JSON list what would have been sent. */
export class Outbox {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  send(message: Omit<OutboxMessage, 'id'>): void {
    this.#db.run(
      'INSERT INTO outbox (to_email, subject, body, purpose, code, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      message.to,
      message.subject,
      message.body,
      message.purpose,
      message.code,
      message.created_at,
    );
  }

  /** Latest first, optionally only those to one address (any case). */
  list(to: string | undefined, limit: number): OutboxMessage[] {
    const rows =
      to === undefined || to === ''
        ? this.#db.all<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', limit)
        : this.#db.all<OutboxRow>('SELECT * FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT ?', to.trim(), limit);
    return rows.map(({ to_email, ...rest }) => ({ to: to_email, ...rest }));
  }
}
