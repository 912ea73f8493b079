import { describe, expect, it } from 'vitest';
import { parseIceCandidate, type IceCandidate } from './ice-candidate.ts';
import { exposesLocalAddress, revealedAddresses, webRtcVerdict } from './webrtc-verdict.ts';

const candidate = (address: string, type: IceCandidate['type']): IceCandidate => {
  const parsed = parseIceCandidate(`candidate:1 1 udp 1 ${address} 5000 typ ${type}`);
  if (!parsed) throw new Error(`bad sample ${address}`);
  return parsed;
};
const gathered = (...candidates: IceCandidate[]) => ({ kind: 'gathered' as const, candidates, complete: true });
const mdnsHost = candidate('0b1c2d3e-aaaa-bbbb-cccc-123456789abc.local', 'host');

describe('revealedAddresses', () => {
  it('counts every server-reflexive address, public host addresses, and not mDNS, private hosts or relays', () => {
    expect(
      revealedAddresses([mdnsHost, candidate('192.168.1.5', 'host'), candidate('2001:db8::5', 'host'), candidate('127.0.0.1', 'srflx'), candidate('198.51.100.1', 'relay'), candidate('2001:DB8:0::5', 'srflx')]),
    ).toEqual(['2001:db8::5', '127.0.0.1']);
  });
});

describe('webRtcVerdict', () => {
  it('says WebRTC is blocked when the browser has no RTCPeerConnection or it is switched off', () => {
    expect(webRtcVerdict({ kind: 'unavailable' }, '203.0.113.7')).toEqual({ kind: 'blocked', reason: 'unavailable' });
  });

  it('says WebRTC is blocked when gathering found no candidate at all', () => {
    expect(webRtcVerdict(gathered(), '203.0.113.7')).toEqual({ kind: 'blocked', reason: 'noCandidates' });
  });

  it('finds no leak when the STUN server saw the same address as the site', () => {
    expect(webRtcVerdict(gathered(mdnsHost, candidate('203.0.113.7', 'srflx')), '203.0.113.7')).toEqual({ kind: 'noLeak', revealed: ['203.0.113.7'] });
  });

  it('finds no leak when only hidden (mDNS) or private local addresses appear', () => {
    expect(webRtcVerdict(gathered(mdnsHost, candidate('10.0.0.2', 'host')), '203.0.113.7')).toEqual({ kind: 'noLeak', revealed: [] });
  });

  it('finds a leak when a reflexive address differs from the site-seen IP (the tunnel is bypassed)', () => {
    expect(webRtcVerdict(gathered(candidate('198.51.100.20', 'srflx')), '203.0.113.7')).toEqual({ kind: 'leak', leaked: ['198.51.100.20'] });
  });

  it('finds a leak when a public IPv6 host address shows beside a VPN’s IPv4', () => {
    expect(webRtcVerdict(gathered(candidate('2001:db8::99', 'host'), candidate('203.0.113.7', 'srflx')), '203.0.113.7')).toEqual({ kind: 'leak', leaked: ['2001:db8::99'] });
  });

  it('compares IPv6 addresses whatever their spelling', () => {
    expect(webRtcVerdict(gathered(candidate('2001:db8:0:0::1', 'srflx')), '2001:DB8::1').kind).toBe('noLeak');
  });

  it('cannot decide without the site-seen IP', () => {
    expect(webRtcVerdict(gathered(candidate('198.51.100.20', 'srflx')), undefined)).toEqual({ kind: 'undetermined', revealed: ['198.51.100.20'] });
  });
});

describe('exposesLocalAddress', () => {
  it('is true only for a private host address written in the clear', () => {
    expect(exposesLocalAddress([mdnsHost, candidate('127.0.0.1', 'srflx')])).toBe(false);
    expect(exposesLocalAddress([candidate('192.168.0.3', 'host')])).toBe(true);
  });
});
