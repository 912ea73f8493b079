import { describe, expect, it } from 'vitest';
import { addressScope, ipv6Groups, sameIpAddress } from './ip-address-scope.ts';

describe('addressScope', () => {
  it.each([
    ['203.0.113.7', 'public'],
    ['8.8.8.8', 'public'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.20', 'private'],
    ['100.64.0.1', 'private'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['169.254.10.1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['2001:db8::1', 'public'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd00::2', 'private'],
    ['fc12::1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:198.51.100.1', 'public'],
  ] as const)('%s is %s', (address, scope) => {
    expect(addressScope(address)).toBe(scope);
  });

  it('has no scope for text that is not an address', () => {
    expect(addressScope('abc.local')).toBeUndefined();
  });
});

describe('sameIpAddress', () => {
  it.each([
    ['2001:DB8::1', '2001:db8:0:0:0:0:0:1', true],
    ['2001:db8::1', '2001:db8::2', false],
    ['127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '127.0.0.2', false],
    ['127.0.0.1', '::1', false],
  ] as const)('%s and %s: %s', (a, b, same) => {
    expect(sameIpAddress(a, b)).toBe(same);
  });
});

describe('ipv6Groups', () => {
  it('expands :: and an IPv4 tail', () => {
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1.2.3.4')).toBeUndefined();
  });
});
