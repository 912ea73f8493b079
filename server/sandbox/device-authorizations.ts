// Issue 19: signing in a TV or console with a code (RFC 8628, the device authorization grant). The device asks for a
// pair of codes and polls with the long one; a signed-in customer types the short one on /activate and approves or
// denies. Every answer is a value here; api-handlers.ts turns them into the API's codes.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  DEVICE_CODE_LIFETIME_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  SLOW_DOWN_STEP_SECONDS,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  userCodeFrom,
} from '../../src/domain/index.ts';
import type { SandboxDatabase } from './database.ts';

type Status = 'pending' | 'approved' | 'denied' | 'consumed';

export type DeviceAuthorizationRow = {
  readonly id: number;
  readonly user_code: string;
  readonly device_name: string;
  readonly platform: string;
  readonly status: Status;
  readonly interval_s: number;
  readonly created_at: number;
  readonly expires_at: number;
  readonly last_polled_at: number | null;
  readonly account_id: string | null;
};

/** What a customer's code finds: the waiting device, or why there is none to approve. */
export type CodeLookup =
  | { readonly kind: 'waiting'; readonly authorization: DeviceAuthorizationRow }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'used' };

/** RFC 8628 §3.5, what a device's poll gets. */
export type PollOutcome =
  | { readonly kind: 'approved'; readonly accountId: string }
  | { readonly kind: 'authorization_pending' }
  | { readonly kind: 'slow_down'; readonly interval: number }
  | { readonly kind: 'expired_token' }
  | { readonly kind: 'access_denied' }
  | { readonly kind: 'invalid_grant' };

const LIFETIME_MS = DEVICE_CODE_LIFETIME_SECONDS * 1000;

/** Only this digest of a device_code is stored: a copy of the database polls for nobody. */
const digest = (deviceCode: string) => createHash('sha256').update(deviceCode).digest('hex');

export class DeviceAuthorizations {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  /** A new request: a 256-bit device_code for the device alone, and a user code no live request has. */
  issue(device: { readonly name: string; readonly platform: string }, now: number): { deviceCode: string; userCode: string } {
    const deviceCode = randomBytes(32).toString('base64url');
    return this.#db.transaction(() => {
      let userCode: string;
      do userCode = userCodeFrom(Array.from({ length: USER_CODE_LENGTH }, () => randomInt(USER_CODE_ALPHABET.length)));
      while (this.#db.get('SELECT id FROM device_authorizations WHERE user_code = ? AND expires_at > ?', userCode, now) !== undefined);
      this.#db.run(
        `INSERT INTO device_authorizations (device_code_hash, user_code, device_name, platform, status, interval_s, created_at, expires_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
        digest(deviceCode),
        userCode,
        device.name,
        device.platform,
        DEVICE_POLL_INTERVAL_SECONDS,
        now,
        now + LIFETIME_MS,
      );
      return { deviceCode, userCode };
    });
  }

  /** The request a canonical user code names (the newest, should an old one have expired with the same letters). */
  lookup(userCode: string, now: number): CodeLookup {
    const row = this.#db.get<DeviceAuthorizationRow>('SELECT * FROM device_authorizations WHERE user_code = ? ORDER BY created_at DESC, id DESC LIMIT 1', userCode);
    if (row === undefined) return { kind: 'unknown' };
    if (row.status !== 'pending') return { kind: 'used' };
    if (row.expires_at <= now) return { kind: 'expired' };
    return { kind: 'waiting', authorization: row };
  }

  /** The customer's answer for a waiting request; anything else is the lookup's refusal, and nothing changes. */
  decide(userCode: string, decision: 'approved' | 'denied', accountId: string, now: number): CodeLookup {
    return this.#db.transaction(() => {
      const found = this.lookup(userCode, now);
      if (found.kind !== 'waiting') return found;
      this.#db.run('UPDATE device_authorizations SET status = ?, account_id = ?, decided_at = ? WHERE id = ?', decision, accountId, now, found.authorization.id);
      return found;
    });
  }

  /**
   * A device's poll. Too soon after the last one while still pending: slow_down, and the interval grows by five seconds
   * for good. An approval is handed out once: the request is consumed and any later poll is expired_token.
   */
  poll(deviceCode: string, now: number): PollOutcome {
    return this.#db.transaction(() => {
      const row = this.#db.get<DeviceAuthorizationRow>('SELECT * FROM device_authorizations WHERE device_code_hash = ?', digest(deviceCode));
      if (row === undefined) return { kind: 'invalid_grant' };
      if (row.status === 'consumed' || row.expires_at <= now) return { kind: 'expired_token' };
      const tooSoon = row.last_polled_at !== null && now - row.last_polled_at < row.interval_s * 1000;
      const interval = row.status === 'pending' && tooSoon ? row.interval_s + SLOW_DOWN_STEP_SECONDS : row.interval_s;
      this.#db.run('UPDATE device_authorizations SET last_polled_at = ?, interval_s = ? WHERE id = ?', now, interval, row.id);
      if (row.status === 'denied') return { kind: 'access_denied' };
      if (row.status === 'approved' && row.account_id !== null) {
        this.#db.run("UPDATE device_authorizations SET status = 'consumed', consumed_at = ? WHERE id = ?", now, row.id);
        return { kind: 'approved', accountId: row.account_id };
      }
      return tooSoon ? { kind: 'slow_down', interval } : { kind: 'authorization_pending' };
    });
  }
}
