import { ipVersion } from '../validation/ip-address.ts';

/** RFC 8445 §5.1.1 candidate types: the machine's own address, one a STUN server saw, one a peer saw, one a TURN relay lent. */
export type IceCandidateType = 'host' | 'srflx' | 'prflx' | 'relay';

/** How the address is written: an IP of either version, or an mDNS name (`<uuid>.local`) that hides the local IP. */
export type IceAddressKind = 'ipv4' | 'ipv6' | 'mdns';

export type IceCandidate = {
  readonly type: IceCandidateType;
  readonly address: string;
  readonly addressKind: IceAddressKind;
  readonly port: number;
  readonly protocol: 'udp' | 'tcp';
};

const TYPES: readonly string[] = ['host', 'srflx', 'prflx', 'relay'];

/**
 * RFC 8839 §5.1 candidate-attribute: `candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> …`,
 * with or without the SDP `a=` prefix. Undefined for anything else (an end-of-candidates marker, an unknown type).
 */
export function parseIceCandidate(line: string): IceCandidate | undefined {
  const fields = line.trim().replace(/^a=/, '').split(/\s+/);
  const [head = '', , transport = '', , rawAddress = '', rawPort = '', typ, type = ''] = fields;
  if (!head.startsWith('candidate:') || typ !== 'typ' || !TYPES.includes(type)) return undefined;
  const protocol = transport.toLowerCase();
  if (protocol !== 'udp' && protocol !== 'tcp') return undefined;
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return undefined;
  // Browsers may bracket IPv6 or write its letters in capitals; compare and show one form.
  const address = rawAddress.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const version = ipVersion(address);
  const addressKind: IceAddressKind | undefined = version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : /^[a-z0-9-]+\.local$/.test(address) ? 'mdns' : undefined;
  if (addressKind === undefined) return undefined;
  return { type: type as IceCandidateType, address, addressKind, port, protocol };
}

/** The parsed candidates, one per type, address and protocol (the same address arrives once per component and port). */
export function distinctCandidates(lines: readonly string[]): IceCandidate[] {
  const seen = new Map<string, IceCandidate>();
  for (const line of lines) {
    const candidate = parseIceCandidate(line);
    if (candidate) seen.set(`${candidate.type} ${candidate.address} ${candidate.protocol}`, candidate);
  }
  return [...seen.values()];
}
