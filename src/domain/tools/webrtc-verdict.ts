import type { IceCandidate } from './ice-candidate.ts';
import { addressScope, sameIpAddress } from './ip-address-scope.ts';

/** What the browser's WebRTC stack gave: candidates (complete or cut short by the time limit), or nothing at all. */
export type IceGatheringResult =
  | { readonly kind: 'gathered'; readonly candidates: readonly IceCandidate[]; readonly complete: boolean }
  | { readonly kind: 'unavailable' };

export type WebRtcVerdict =
  /** WebRTC is switched off, missing, or found no address at all: nothing can leak through it. */
  | { readonly kind: 'blocked'; readonly reason: 'unavailable' | 'noCandidates' }
  /** Some address WebRTC reveals is not the one the site sees: the VPN tunnel is bypassed. */
  | { readonly kind: 'leak'; readonly leaked: readonly string[] }
  /** Every revealed public address is the one the site sees (or none is revealed). */
  | { readonly kind: 'noLeak'; readonly revealed: readonly string[] }
  /** Addresses were revealed but the site-seen IP is unknown, so they cannot be compared. */
  | { readonly kind: 'undetermined'; readonly revealed: readonly string[] };

/**
 * The addresses WebRTC shows a website: every server-reflexive or peer-reflexive address (what a STUN server
 * saw the browser come from, whatever its range), and host addresses that are publicly routable. mDNS
 * names, private host addresses and relay (TURN) addresses are not the visitor's public identity.
 */
export function revealedAddresses(candidates: readonly IceCandidate[]): string[] {
  const revealed: string[] = [];
  for (const candidate of candidates) {
    if (candidate.addressKind === 'mdns' || candidate.type === 'relay') continue;
    const reflexive = candidate.type === 'srflx' || candidate.type === 'prflx';
    if (!reflexive && addressScope(candidate.address) !== 'public') continue;
    if (!revealed.some((address) => sameIpAddress(address, candidate.address))) revealed.push(candidate.address);
  }
  return revealed;
}

/** Host candidates that show a private or link-local IP in the clear (no mDNS): not a leak of the public IP, but worth saying. */
export function exposesLocalAddress(candidates: readonly IceCandidate[]): boolean {
  return candidates.some((candidate) => candidate.type === 'host' && candidate.addressKind !== 'mdns' && addressScope(candidate.address) !== 'public');
}

/**
 * The WebRTC leak test's verdict (issue 6, docs/decisions.md): a leak is any revealed address that differs
 * from the IP the site sees, including one of the other IP family (a VPN that tunnels only IPv4 leaks IPv6).
 */
export function webRtcVerdict(gathering: IceGatheringResult, siteIp: string | undefined): WebRtcVerdict {
  if (gathering.kind === 'unavailable') return { kind: 'blocked', reason: 'unavailable' };
  if (gathering.candidates.length === 0) return { kind: 'blocked', reason: 'noCandidates' };
  const revealed = revealedAddresses(gathering.candidates);
  if (revealed.length === 0) return { kind: 'noLeak', revealed };
  if (siteIp === undefined) return { kind: 'undetermined', revealed };
  const leaked = revealed.filter((address) => !sameIpAddress(address, siteIp));
  return leaked.length > 0 ? { kind: 'leak', leaked } : { kind: 'noLeak', revealed };
}
