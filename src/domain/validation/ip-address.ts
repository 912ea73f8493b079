/** Why an IP address is refused (SPEC §7 bind-IP payload); the view picks the message. */
export type IpProblem = { kind: 'Empty' } | { kind: 'NotAnIpAddress' };

// 0-255 without leading zeros: '01' is octal to some parsers and decimal to others, so it is refused.
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;
const IPV6_GROUPS = 8;

/** SPEC §7 bind IP: a dotted quad of 0-255, no leading zeros except a lone '0'. */
export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

/** How many 16-bit groups a colon-separated run holds (an IPv4 tail holds two), or undefined if malformed. */
function groupCount(run: string, mayEndInIPv4: boolean): number | undefined {
  if (run === '') return 0;
  const groups = run.split(':');
  let count = 0;
  for (const [index, group] of groups.entries()) {
    if (mayEndInIPv4 && index === groups.length - 1 && group.includes('.')) {
      if (!isIPv4(group)) return undefined;
      count += 2;
    } else if (HEX_GROUP.test(group)) {
      count += 1;
    } else {
      return undefined;
    }
  }
  return count;
}

/** SPEC §7 bind IP: an RFC 4291 text address (eight groups, one '::' at most, optional IPv4 tail, no zone id). */
export function isIPv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  if (halves.length === 1) return groupCount(value, true) === IPV6_GROUPS;
  const [head = '', tail = ''] = halves;
  const before = groupCount(head, false);
  const after = groupCount(tail, true);
  // '::' stands for at least one group of zeros.
  return before !== undefined && after !== undefined && before + after < IPV6_GROUPS;
}

/** SPEC §7 bind IP: 4 or 6 for a valid address of that version, else undefined. */
export function ipVersion(value: string): 4 | 6 | undefined {
  if (isIPv4(value)) return 4;
  if (isIPv6(value)) return 6;
  return undefined;
}

/** SPEC §7 bind IP: Empty for blank input, NotAnIpAddress unless IPv4 or IPv6; surrounding whitespace is ignored. */
export function ipAddressProblem(value: string): IpProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'Empty' };
  return ipVersion(trimmed) === undefined ? { kind: 'NotAnIpAddress' } : undefined;
}
