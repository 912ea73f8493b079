import { randomBytes } from 'node:crypto';
import { Schema } from 'effect';
import { AnalyticsEvent, ENDPOINTS } from '../../src/infrastructure/contract/api.contract.ts';
import { badRequest } from './api-failure.ts';
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

/**
 * Issue 16: analytics is written without signing in, so everything about it is bounded. The site sends one event of a
 * few hundred bytes per call; an over-long parameter value (a long address) is cut rather than lost, anything else out
 * of bounds is refused.
 */
export const ANALYTICS_LIMITS = {
  /**
   * Calls a minute from one client address: five a second, more than a visitor's page views and funnel events, and
   * several people behind one address (an office, a test run on loopback) stay under it; a flood does not.
   */
  callsPerMinute: 300,
  paramsPerEvent: 16,
  paramValueChars: 512,
  /** An event as stored (JSON, UTF-8), after its values are cut. */
  eventBytes: 2048,
  userIdChars: 128,
  /** Events kept in all; the oldest go first. */
  stored: 100_000,
} as const;

type AnalyticsEventValue = typeof AnalyticsEvent.Type;

function boundedEvent(event: AnalyticsEventValue, index: number): AnalyticsEventValue {
  if (event.event_params.length > ANALYTICS_LIMITS.paramsPerEvent) {
    throw badRequest(`Invalid request: events.${index}.event_params: an event may carry at most ${ANALYTICS_LIMITS.paramsPerEvent} parameters.`);
  }
  const cut = (value: string | number | boolean) => (typeof value === 'string' ? value.slice(0, ANALYTICS_LIMITS.paramValueChars) : value);
  return { ...event, event_params: event.event_params.map((param) => ({ key: param.key, value: cut(param.value) })) };
}

export class Analytics {
  readonly #db: SandboxDatabase;
  readonly #maxStored: number;

  constructor(db: SandboxDatabase, maxStored: number = ANALYTICS_LIMITS.stored) {
    this.#db = db;
    this.#maxStored = maxStored;
  }

  store(userId: string, events: readonly AnalyticsEventValue[], callerIp: string, now: number): number {
    if (userId.length > ANALYTICS_LIMITS.userIdChars) throw badRequest(`Invalid request: user_id: at most ${ANALYTICS_LIMITS.userIdChars} characters.`);
    const encode = Schema.encodeSync(AnalyticsEvent);
    // Every event is checked before any is written: a call is stored whole or not at all.
    const rows = events.map((event, index) => {
      const json = JSON.stringify(encode(boundedEvent(event, index)));
      if (Buffer.byteLength(json) > ANALYTICS_LIMITS.eventBytes) throw badRequest(`Invalid request: events.${index}: an event may be at most ${ANALYTICS_LIMITS.eventBytes} bytes.`);
      return { name: event.event_name, json };
    });
    this.#db.transaction(() => {
      for (const row of rows) {
        this.#db.run('INSERT INTO analytics_events (user_id, event_name, event, caller_ip, received_at) VALUES (?, ?, ?, ?, ?)', userId, row.name, row.json, callerIp, now);
      }
      this.#db.run('DELETE FROM analytics_events WHERE id <= (SELECT id FROM analytics_events ORDER BY id DESC LIMIT 1 OFFSET ?)', this.#maxStored);
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
