import type { DatabaseSync } from 'node:sqlite';

/** One numbered schema change; `up` runs once, in a transaction, and is never edited after release. */
export type Migration = { readonly version: number; readonly name: string; readonly up: string };

/**
 * The sandbox schema, in order. Add a new entry to change it; never rewrite one that has run, because
 * data directories that already applied it will not run it again.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, sessions, verification codes and the outbox',
    up: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT COLLATE NOCASE UNIQUE,
        password_hash TEXT,
        verified INTEGER NOT NULL DEFAULT 0,
        closed_at INTEGER,
        created_at INTEGER NOT NULL
      );
      -- Only a SHA-256 of each token is kept: a copy of the database signs nobody in.
      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        superseded_at INTEGER
      );
      CREATE INDEX sessions_by_account ON sessions(account_id, created_at);
      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        purpose TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        consumed_at INTEGER
      );
      CREATE INDEX verification_codes_by_email ON verification_codes(email, purpose, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_email TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        purpose TEXT,
        code TEXT,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'orders, subscriptions, devices and allowed IPs',
    up: `
      CREATE TABLE prepurchases (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        plan_id TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      -- Amounts are in minor units (cents, pence) of the order's currency.
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        provider TEXT NOT NULL,
        plan_id TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        status TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        country_code TEXT NOT NULL,
        request_country_code TEXT NOT NULL,
        language TEXT NOT NULL,
        front_id TEXT NOT NULL,
        return_url TEXT NOT NULL,
        cps_type TEXT,
        cps_value TEXT,
        x_from TEXT,
        prepurchase_id TEXT REFERENCES prepurchases(id),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      -- A repeated submission (double click, retry) of one purchase is the same order.
      CREATE UNIQUE INDEX orders_idempotency ON orders(account_id, idempotency_key);
      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        order_id TEXT NOT NULL UNIQUE REFERENCES orders(id),
        plan_id TEXT NOT NULL,
        provider TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        auto_renew INTEGER NOT NULL,
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        cancelled_at INTEGER
      );
      CREATE INDEX subscriptions_by_account ON subscriptions(account_id, expires_at);
      CREATE TABLE devices (
        account_id TEXT NOT NULL REFERENCES accounts(id),
        app_type INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        platform TEXT NOT NULL,
        client TEXT NOT NULL,
        last_seen_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, app_type, user_id)
      );
      CREATE TABLE allowed_ips (
        account_id TEXT PRIMARY KEY REFERENCES accounts(id),
        ip TEXT NOT NULL,
        bound_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'settings, analytics, contact messages and used challenge tokens',
    up: `
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        event_name TEXT NOT NULL,
        event TEXT NOT NULL,
        caller_ip TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE INDEX analytics_events_by_name ON analytics_events(event_name, id);
      CREATE TABLE contact_messages (
        ticket_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        caller_ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      -- A challenge token is single use: its nonce is kept until the token would have expired anyway.
      CREATE TABLE used_challenges (
        nonce TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        used_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'free trials',
    up: `
      -- Days of free trial an order starts; 0 for a paid order.
      ALTER TABLE orders ADD COLUMN trial_days INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE subscriptions ADD COLUMN trial INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 5,
    name: 'per-address throttling of password and code guesses',
    up: `
      -- By address, registered or not: the same backoff for both tells nobody which addresses exist.
      CREATE TABLE account_throttle (
        scope TEXT NOT NULL,
        email TEXT NOT NULL,
        failures INTEGER NOT NULL,
        locked_until INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        PRIMARY KEY (scope, email)
      );
    `,
  },
  {
    version: 6,
    name: 'one free trial per visitor',
    up: `
      -- A digest of the trial's visitor (address and browser); NULL for paid orders and orders from before.
      ALTER TABLE orders ADD COLUMN trial_fingerprint TEXT;
      CREATE INDEX orders_by_trial_fingerprint ON orders(trial_fingerprint) WHERE trial_fingerprint IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: 'the tax each order records',
    up: `
      -- Issue 19: the rate of the buyer's country at order time, so an invoice never changes with a later rate. NULL: no
      -- tax recorded (a country without one, or an order from before).
      ALTER TABLE orders ADD COLUMN tax_name TEXT;
      ALTER TABLE orders ADD COLUMN tax_rate_bp INTEGER;
    `,
  },
  {
    version: 8,
    name: 'devices signed in with a code',
    up: `
      -- Issue 19 (RFC 8628): a TV's request to be signed in. Only a SHA-256 of its device_code is kept, like a session
      -- token's; the user code is the canonical eight letters. status: pending, approved, denied or consumed (the
      -- token handed out). interval_s grows with every poll that comes too soon (slow_down).
      CREATE TABLE device_authorizations (
        id INTEGER PRIMARY KEY,
        device_code_hash TEXT NOT NULL UNIQUE,
        user_code TEXT NOT NULL,
        device_name TEXT NOT NULL,
        platform TEXT NOT NULL,
        status TEXT NOT NULL,
        interval_s INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        last_polled_at INTEGER,
        account_id TEXT REFERENCES accounts(id),
        decided_at INTEGER,
        consumed_at INTEGER
      );
      CREATE INDEX device_authorizations_by_user_code ON device_authorizations(user_code, created_at);
    `,
  },
];

/** Applies every migration the database has not run yet, each in its own transaction; returns their versions. */
export function migrate(db: DatabaseSync, now: number, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row['version'])));
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration.up);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, now);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Sandbox migration ${migration.version} (${migration.name}) failed`, { cause: error });
    }
    ran.push(migration.version);
  }
  return ran;
}
