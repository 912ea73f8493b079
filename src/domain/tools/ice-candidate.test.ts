import { describe, expect, it } from 'vitest';
import { distinctCandidates, parseIceCandidate } from './ice-candidate.ts';

describe('parseIceCandidate', () => {
  it.each([
    [
      'candidate:1992406604 1 udp 1677729535 127.0.0.1 44472 typ srflx raddr 0.0.0.0 rport 0 generation 0 ufrag 88/y network-cost 999',
      { type: 'srflx', address: '127.0.0.1', addressKind: 'ipv4', port: 44472, protocol: 'udp' },
    ],
    [
      'candidate:1820659711 1 udp 2113937151 244be70c-e8ee-4906-839c-31d104b5172e.local 44472 typ host generation 0',
      { type: 'host', address: '244be70c-e8ee-4906-839c-31d104b5172e.local', addressKind: 'mdns', port: 44472, protocol: 'udp' },
    ],
    ['a=candidate:1 1 TCP 1518280447 2001:DB8::7 9 typ host tcptype active', { type: 'host', address: '2001:db8::7', addressKind: 'ipv6', port: 9, protocol: 'tcp' }],
    ['candidate:3 1 udp 41885439 198.51.100.4 3478 typ relay raddr 203.0.113.2 rport 5000', { type: 'relay', address: '198.51.100.4', addressKind: 'ipv4', port: 3478, protocol: 'udp' }],
    ['candidate:4 1 udp 1 [2001:db8::1] 5 typ prflx', { type: 'prflx', address: '2001:db8::1', addressKind: 'ipv6', port: 5, protocol: 'udp' }],
  ])('reads %s', (line, candidate) => {
    expect(parseIceCandidate(line)).toEqual(candidate);
  });

  it.each([
    [''],
    ['a=end-of-candidates'],
    ['candidate:1 1 udp 1 10.0.0.1 5 typ unknown'],
    ['candidate:1 1 sctp 1 10.0.0.1 5 typ host'],
    ['candidate:1 1 udp 1 10.0.0.1 70000 typ host'],
    ['candidate:1 1 udp 1 example.com 5 typ host'],
    ['candidate:1 1 udp 1 10.0.0.1 5 host'],
  ])('refuses %j', (line) => {
    expect(parseIceCandidate(line)).toBeUndefined();
  });
});

describe('distinctCandidates', () => {
  it('keeps one candidate per type, address and protocol, in arrival order', () => {
    const candidates = distinctCandidates([
      'candidate:1 1 udp 1 10.0.0.1 5 typ host',
      'candidate:1 2 udp 1 10.0.0.1 6 typ host',
      'candidate:2 1 tcp 1 10.0.0.1 9 typ host',
      'garbage',
      'candidate:3 1 udp 1 203.0.113.9 7 typ srflx raddr 10.0.0.1 rport 5',
    ]);
    expect(candidates.map((c) => `${c.type} ${c.address} ${c.protocol}`)).toEqual(['host 10.0.0.1 udp', 'host 10.0.0.1 tcp', 'srflx 203.0.113.9 udp']);
  });
});
