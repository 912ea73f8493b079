import { isIPv4, isIPv6 } from '../validation/ip-address.ts';

/** Where an address can be reached from: the whole internet, a private network, this machine, or one link. */
export type AddressScope = 'public' | 'private' | 'loopback' | 'linkLocal' | 'unspecified';

/** The eight 16-bit groups of a valid IPv6 text address ('::' expanded, an IPv4 tail split in two), else undefined. */
export function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  const halves = address.split('::');
  const groupsOf = (run: string): number[] =>
    run === ''
      ? []
      : run.split(':').flatMap((part) => {
          if (!part.includes('.')) return [Number.parseInt(part, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const head = groupsOf(halves[0] ?? '');
  const tail = groupsOf(halves[1] ?? '');
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** RFC 4291/5952-insensitive equality: `2001:DB8::1` and `2001:db8:0:0:0:0:0:1` are one address. */
export function sameIpAddress(a: string, b: string): boolean {
  if (isIPv4(a) || isIPv4(b)) return a === b;
  const left = ipv6Groups(a);
  const right = ipv6Groups(b);
  return left !== undefined && right !== undefined && left.every((group, index) => group === right[index]);
}

/**
 * RFC 1918, RFC 6598 (carrier-grade NAT), RFC 4193 (unique local), loopback and link-local ranges are not
 * reachable from the internet; every other valid address counts as public. Undefined for a non-address.
 */
export function addressScope(address: string): AddressScope | undefined {
  if (isIPv4(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    if (a === 0) return 'unspecified';
    if (a === 127) return 'loopback';
    if (a === 169 && b === 254) return 'linkLocal';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
    return 'public';
  }
  const groups = ipv6Groups(address);
  if (groups === undefined) return undefined;
  const [first = 0] = groups;
  const last = groups[7] ?? 0;
  const allZeroBeforeLast = groups.slice(0, 7).every((group) => group === 0);
  if (allZeroBeforeLast && last === 0) return 'unspecified';
  if (allZeroBeforeLast && last === 1) return 'loopback';
  if ((first & 0xffc0) === 0xfe80) return 'linkLocal';
  if ((first & 0xfe00) === 0xfc00) return 'private';
  // ::ffff:a.b.c.d is the IPv4 address in IPv6 clothing.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return addressScope(`${(groups[6] ?? 0) >> 8}.${(groups[6] ?? 0) & 0xff}.${last >> 8}.${last & 0xff}`);
  }
  return 'public';
}
