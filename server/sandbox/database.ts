import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations.ts';

/** The sandbox's embedded database file, inside the data directory (issue 4: survives restarts). */
export const DATABASE_FILE = 'sandbox.sqlite';

/**
 * A thin typed layer over `node:sqlite`: cached prepared statements, rows cast at this one boundary,
 * and synchronous transactions (a handler that writes twice never leaves half of it behind).
 */
export class SandboxDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  run(sql: string, ...params: SQLInputValue[]): { changes: number } {
    const result = this.#statement(sql).run(...params);
    return { changes: Number(result.changes) };
  }

  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.#statement(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.#statement(sql).all(...params) as T[];
  }

  /** Runs `work` in one transaction; nested calls join the outer one. `work` must be synchronous. */
  transaction<T>(work: () => T): T {
    if (this.#db.isTransaction) return work();
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/** Opens (creating when needed) `${dataDir}/sandbox.sqlite` in WAL mode with foreign keys on, and migrates it. */
export function openDatabase(dataDir: string, now: number): SandboxDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db, now);
  return new SandboxDatabase(db);
}

/** True for SQLite's UNIQUE constraint failure, which the stores turn into a conflict answer. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message);
}
