import { randomBytes } from 'node:crypto';
import { Schema } from 'effect';
import { AnalyticsEvent, ENDPOINTS } from '../../src/infrastructure/contract/api.contract.ts';
import type { SandboxDatabase } from './database.ts';

/** Small key/value settings: the challenge secret, the promotion config. */
export class Settings {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  get(key: string): string | undefined {
    return this.#db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', key)?.value;
  }

  set(key: string, value: string): void {
    this.#db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value);
  }

  /** The data directory's own random secret, made on first use and kept (tokens survive a restart). */
  secret(): string {
    const existing = this.get('challenge_secret');
    if (existing !== undefined) return existing;
    const secret = randomBytes(32).toString('base64url');
    this.set('challenge_secret', secret);
    return secret;
  }
}

export const PromotionConfig = ENDPOINTS.promotionConfig.response;
export type PromotionConfigValue = typeof PromotionConfig.Type;
/** No festival until a tester sets one (SPEC §4 Festival: between start and end). */
export const DEFAULT_PROMOTION: PromotionConfigValue = { startTime: 0, endTime: 0, isFestival: false };

export class Promotion {
  readonly #settings: Settings;

  constructor(settings: Settings) {
    this.#settings = settings;
  }

  get(): PromotionConfigValue {
    const stored = this.#settings.get('promotion');
    if (stored === undefined) return DEFAULT_PROMOTION;
    return Schema.decodeUnknownSync(PromotionConfig)(JSON.parse(stored));
  }

  set(config: PromotionConfigValue): void {
    this.#settings.set('promotion', JSON.stringify(Schema.encodeSync(PromotionConfig)(config)));
  }
}

type AnalyticsRow = { readonly id: number; readonly user_id: string; readonly event: string; readonly caller_ip: string; readonly received_at: number };

export class Analytics {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  store(userId: string, events: readonly (typeof AnalyticsEvent.Type)[], callerIp: string, now: number): number {
    const encode = Schema.encodeSync(AnalyticsEvent);
    this.#db.transaction(() => {
      for (const event of events) {
        this.#db.run(
          'INSERT INTO analytics_events (user_id, event_name, event, caller_ip, received_at) VALUES (?, ?, ?, ?, ?)',
          userId,
          event.event_name,
          JSON.stringify(encode(event)),
          callerIp,
          now,
        );
      }
    });
    return events.length;
  }

  list(eventName: string | undefined, limit: number) {
    const rows =
      eventName === undefined || eventName === ''
        ? this.#db.all<AnalyticsRow>('SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?', limit)
        : this.#db.all<AnalyticsRow>('SELECT * FROM analytics_events WHERE event_name = ? ORDER BY id DESC LIMIT ?', eventName, limit);
    return rows.map((row) => ({ id: row.id, user_id: row.user_id, caller_ip: row.caller_ip, received_at: row.received_at, event: JSON.parse(row.event) as unknown }));
  }
}

export type ContactMessage = {
  readonly ticket_id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly caller_ip: string;
  readonly created_at: number;
};

export class ContactMessages {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  store(message: Omit<ContactMessage, 'ticket_id'>): string {
    // A ticket number a customer can read out on the phone.
    const ticketId = `T-${randomBytes(4).toString('hex').toUpperCase()}`;
    this.#db.run(
      'INSERT INTO contact_messages (ticket_id, name, email, subject, message, caller_ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ticketId,
      message.name,
      message.email,
      message.subject,
      message.message,
      message.caller_ip,
      message.created_at,
    );
    return ticketId;
  }

  list(limit: number): ContactMessage[] {
    return this.#db.all<ContactMessage>('SELECT * FROM contact_messages ORDER BY created_at DESC, rowid DESC LIMIT ?', limit);
  }
}
