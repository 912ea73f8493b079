import { describe, expect, it } from 'vitest';
import { ipAddressProblem, ipVersion, isIPv4, isIPv6 } from './ip-address.ts';

describe('isIPv4', () => {
  it.each(['0.0.0.0', '1.2.3.4', '10.0.0.1', '127.0.0.1', '192.168.1.255', '255.255.255.255', '249.250.199.99', '100.200.20.2'])('accepts %s', (value) => {
    expect(isIPv4(value)).toBe(true);
  });

  it.each([
    ['an octet above 255', '256.0.0.1'],
    ['an octet of 300', '1.2.3.300'],
    ['a leading zero', '01.2.3.4'],
    ['a double zero', '1.00.3.4'],
    ['three octets', '1.2.3'],
    ['five octets', '1.2.3.4.5'],
    ['an empty octet', '1..3.4'],
    ['a trailing dot', '1.2.3.4.'],
    ['a sign', '+1.2.3.4'],
    ['a negative octet', '1.2.3.-4'],
    ['surrounding spaces', ' 1.2.3.4'],
    ['a port', '1.2.3.4:80'],
    ['a CIDR suffix', '1.2.3.0/24'],
    ['hex octets', '0x7f.0.0.1'],
    ['non-ASCII digits', '١.2.3.4'],
    ['nothing', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isIPv4(value)).toBe(false);
  });
});

describe('isIPv6 (RFC 4291 text forms)', () => {
  it.each([
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '2001:db8:0:0:0:ff00:42:8329',
    '2001:DB8::FF00:42:8329',
    '::',
    '::1',
    '1::',
    'fe80::',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '1::8',
    '1:2:3:4:5:6::8',
    '::ffff:192.0.2.128',
    '::192.0.2.128',
    '64:ff9b::192.0.2.33',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5::1.2.3.4',
  ])('accepts %s', (value) => {
    expect(isIPv6(value)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['a lone colon', ':'],
    ['three colons', ':::'],
    ['two compressions', '1::2::3'],
    ['a triple colon', '1:::2'],
    ['seven groups without compression', '1:2:3:4:5:6:7'],
    ['nine groups', '1:2:3:4:5:6:7:8:9'],
    ['eight groups and a compression', '1:2:3:4:5:6:7:8::'],
    ['eight groups around a compression', '1:2:3:4::5:6:7:8'],
    ['a leading single colon', ':1:2:3:4:5:6:7'],
    ['a trailing single colon', '1:2:3:4:5:6:7:'],
    ['a five-digit group', '12345::'],
    ['a non-hex digit', '2001:db8::g'],
    ['a zone id', 'fe80::1%eth0'],
    ['brackets', '[::1]'],
    ['a prefix length', '2001:db8::/32'],
    ['an IPv4 tail in the middle', '::1.2.3.4:1'],
    ['an invalid IPv4 tail', '::ffff:256.0.0.1'],
    ['an IPv4 tail before the compression', '1.2.3.4::'],
    ['an IPv4 tail making nine groups', '1:2:3:4:5:6:7:1.2.3.4'],
    ['an IPv4 tail and a compression making eight groups', '1:2:3:4:5:6::1.2.3.4'],
    ['a plain IPv4 address', '1.2.3.4'],
    ['surrounding spaces', ' ::1 '],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isIPv6(value)).toBe(false);
  });
});

describe('ipVersion', () => {
  it.each([
    ['8.8.8.8', 4],
    ['2001:4860:4860::8888', 6],
    ['::ffff:8.8.8.8', 6],
    ['example.com', undefined],
    ['', undefined],
  ])('answers %j as version %j', (value, version) => {
    expect(ipVersion(value)).toBe(version);
  });
});

describe('ipAddressProblem', () => {
  it.each(['8.8.8.8', ' 8.8.8.8 ', '\t::1\n', '2001:db8::1'])('accepts %j', (value) => {
    expect(ipAddressProblem(value)).toBeUndefined();
  });

  it.each(['', '   ', '\n'])('reports %j as empty', (value) => {
    expect(ipAddressProblem(value)).toEqual({ kind: 'Empty' });
  });

  it.each(['localhost', '1.2.3', '999.1.1.1', '1.2.3.4 5', 'fe80::1%eth0'])('reports %j as not an IP address', (value) => {
    expect(ipAddressProblem(value)).toEqual({ kind: 'NotAnIpAddress' });
  });
});
