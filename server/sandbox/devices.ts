import { randomUUID } from 'node:crypto';
import { clientName } from '../../src/domain/index.ts';
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

const ipv4Octets = (ip: string) => ip.split('.').map(Number);

/** The eight 16-bit groups of a well-formed IPv6 address (an IPv4 tail becomes the last two). */
function ipv6Groups(ip: string): number[] {
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  const [a = 0, b = 0, c = 0, d = 0] = tail === undefined ? [] : ipv4Octets(tail);
  const text = tail === undefined ? ip : `${ip.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  const parse = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head, rest] = text.split('::');
  const before = parse(head);
  if (rest === undefined) return before;
  const after = parse(rest);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function ipv4Problem([a, b, c, d]: readonly number[]): string | undefined {
  if (a === 0 && b === 0 && c === 0 && d === 0) return 'the unspecified address';
  if (a === 127) return 'a loopback address';
  if (a === 255 && b === 255 && c === 255 && d === 255) return 'the broadcast address';
  if (a !== undefined && a >= 224 && a <= 239) return 'a multicast address';
  if (a === 169 && b === 254) return 'a link-local address';
  return undefined;
}

/**
 * Issue 16: why no device can be seen connecting from `ip` (a valid IPv4 or IPv6 address), or undefined when one can.
 * The server sees a customer's public address, so binding one of these would only lock the account out.
 */
export function unboundableAddress(ip: string, version: 4 | 6): string | undefined {
  if (version === 4) return ipv4Problem(ipv4Octets(ip));
  const groups = ipv6Groups(ip);
  const [first = 0] = groups;
  if (groups.every((group) => group === 0)) return 'the unspecified address';
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return 'a loopback address';
  // An IPv4-mapped address (::ffff:a.b.c.d) is the IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Problem([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  if ((first & 0xff00) === 0xff00) return 'a multicast address';
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address';
  return undefined;
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
