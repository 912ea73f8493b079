import { randomUUID } from 'node:crypto';
import { addressScope, clientName, ipv6Groups, isIPv4, type AddressScope } from '../../src/domain/index.ts';
import type { SandboxDatabase } from './database.ts';

/** How many devices one account may bind (answered by device/list as `limit`). */
export const DEVICE_LIMIT = 10;

export type DeviceRow = {
  readonly app_type: number;
  readonly user_id: string;
  readonly name: string;
  readonly platform: string;
  readonly client: string;
  readonly last_seen_at: number;
};

const HOUR = 60 * 60 * 1000;

/** The apps a typical customer signs in on after buying: a phone, a laptop, a second phone and a PC (app types of SPEC §3). */
const SEEDED_DEVICES: readonly { appType: number; name: string; platform: string; seenHoursAgo: number }[] = [
  { appType: 1, name: 'iPhone 15', platform: 'iOS', seenHoursAgo: 1 },
  { appType: 201, name: 'MacBook Air', platform: 'macOS', seenHoursAgo: 3 },
  { appType: 101, name: 'Pixel 8', platform: 'Android', seenHoursAgo: 26 },
  { appType: 402, name: 'Windows PC', platform: 'Windows', seenHoursAgo: 50 },
];

export class Devices {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  list(accountId: string): DeviceRow[] {
    return this.#db.all<DeviceRow>('SELECT app_type, user_id, name, platform, client, last_seen_at FROM devices WHERE account_id = ? ORDER BY last_seen_at DESC', accountId);
  }

  unbind(accountId: string, appType: number, userId: string): boolean {
    return this.#db.run('DELETE FROM devices WHERE account_id = ? AND app_type = ? AND user_id = ?', accountId, appType, userId).changes > 0;
  }

  /** Issue 4: devices appear when an account first buys, one per client app, each with its own random device uid. */
  seed(accountId: string, now: number): void {
    for (const device of SEEDED_DEVICES) {
      this.#db.run(
        'INSERT INTO devices (account_id, app_type, user_id, name, platform, client, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        accountId,
        device.appType,
        randomUUID(),
        device.name,
        device.platform,
        clientName(device.appType) ?? device.platform,
        now - device.seenHoursAgo * HOUR,
      );
    }
  }
}

export type AllowedIp = { readonly ip: string; readonly bound_at: number };

/** What no device connects from, by the domain's scopes (the what-is-my-ip tool reads the same ones). */
const SCOPE_PROBLEMS: Partial<Record<AddressScope, string>> = {
  unspecified: 'the unspecified address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
};

/** The address's IPv4 octets: its own, or those an IPv4-mapped IPv6 address (::ffff:a.b.c.d) carries. */
function ipv4Octets(ip: string): number[] | undefined {
  if (isIPv4(ip)) return ip.split('.').map(Number);
  const groups = ipv6Groups(ip);
  if (groups === undefined || !groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

/**
 * Issue 16: why no device can be seen connecting from `ip` (a valid IPv4 or IPv6 address), or undefined when one can.
 * The server sees a customer's public address, so binding one of these would only lock the account out.
 */
export function unboundableAddress(ip: string): string | undefined {
  const byScope = SCOPE_PROBLEMS[addressScope(ip) ?? 'public'];
  if (byScope !== undefined) return byScope;
  const octets = ipv4Octets(ip);
  if (octets !== undefined) {
    const [first = 0] = octets;
    if (octets.every((octet) => octet === 255)) return 'the broadcast address';
    return first >= 224 && first <= 239 ? 'a multicast address' : undefined;
  }
  const [first = 0] = ipv6Groups(ip) ?? [];
  return (first & 0xff00) === 0xff00 ? 'a multicast address' : undefined;
}

/** One allowed IP per account (SPEC §7 user_ip bind/remove). */
export class AllowedIps {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  get(accountId: string): AllowedIp | undefined {
    return this.#db.get<AllowedIp>('SELECT ip, bound_at FROM allowed_ips WHERE account_id = ?', accountId);
  }

  bind(accountId: string, ip: string, now: number): AllowedIp {
    this.#db.run(
      'INSERT INTO allowed_ips (account_id, ip, bound_at) VALUES (?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET ip = excluded.ip, bound_at = excluded.bound_at',
      accountId,
      ip,
      now,
    );
    return { ip, bound_at: now };
  }

  remove(accountId: string): void {
    this.#db.run('DELETE FROM allowed_ips WHERE account_id = ?', accountId);
  }
}
