// RFC 5389 STUN messages, only as much as a Binding server needs: read a Binding request, write a
// Binding success response carrying XOR-MAPPED-ADDRESS. Pure functions over bytes, no sockets.
import { ipv6Groups, isIPv4 } from '../src/domain/index.ts';

/** RFC 5389 §6: the fixed magic cookie of every STUN message. */
export const MAGIC_COOKIE = 0x2112a442;
export const HEADER_LENGTH = 20;
export const BINDING_REQUEST = 0x0001;
export const BINDING_SUCCESS = 0x0101;
export const XOR_MAPPED_ADDRESS = 0x0020;

const FAMILY_IPV4 = 0x01;
const FAMILY_IPV6 = 0x02;

export type StunAttribute = { readonly type: number; readonly value: Uint8Array };

export type StunMessage = {
  readonly type: number;
  /** 12 bytes, RFC 5389 §6. */
  readonly transactionId: Uint8Array;
  readonly attributes: readonly StunAttribute[];
};

export type StunDecodeProblem = 'tooShort' | 'notStun' | 'noMagicCookie' | 'lengthMismatch' | 'badAttribute';

export type StunDecoded = { readonly kind: 'ok'; readonly message: StunMessage } | { readonly kind: 'malformed'; readonly problem: StunDecodeProblem };

export type TransportAddress = { readonly address: string; readonly port: number };

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** RFC 5389 §6 and §15: header checks, then every attribute's length within the message (padded to 4). */
export function decodeStunMessage(bytes: Uint8Array): StunDecoded {
  if (bytes.byteLength < HEADER_LENGTH) return { kind: 'malformed', problem: 'tooShort' };
  const data = view(bytes);
  const type = data.getUint16(0);
  // The two most significant bits of every STUN message are zero (§6); this tells STUN from RTP/DTLS.
  if ((type & 0xc000) !== 0) return { kind: 'malformed', problem: 'notStun' };
  if (data.getUint32(4) !== MAGIC_COOKIE) return { kind: 'malformed', problem: 'noMagicCookie' };
  const length = data.getUint16(2);
  if (length % 4 !== 0 || length !== bytes.byteLength - HEADER_LENGTH) return { kind: 'malformed', problem: 'lengthMismatch' };
  const attributes: StunAttribute[] = [];
  let offset = HEADER_LENGTH;
  while (offset < bytes.byteLength) {
    if (offset + 4 > bytes.byteLength) return { kind: 'malformed', problem: 'badAttribute' };
    const attributeType = data.getUint16(offset);
    const attributeLength = data.getUint16(offset + 2);
    const padded = Math.ceil(attributeLength / 4) * 4;
    if (offset + 4 + padded > bytes.byteLength) return { kind: 'malformed', problem: 'badAttribute' };
    attributes.push({ type: attributeType, value: bytes.slice(offset + 4, offset + 4 + attributeLength) });
    offset += 4 + padded;
  }
  return { kind: 'ok', message: { type, transactionId: bytes.slice(8, HEADER_LENGTH), attributes } };
}

/** A whole message: header with the magic cookie, then each attribute padded to a multiple of 4 bytes. */
export function encodeStunMessage(message: StunMessage): Uint8Array {
  if (message.transactionId.byteLength !== 12) throw new RangeError('A STUN transaction id is 12 bytes.');
  const body = message.attributes.reduce((sum, attribute) => sum + 4 + Math.ceil(attribute.value.byteLength / 4) * 4, 0);
  const bytes = new Uint8Array(HEADER_LENGTH + body);
  const data = view(bytes);
  data.setUint16(0, message.type);
  data.setUint16(2, body);
  data.setUint32(4, MAGIC_COOKIE);
  bytes.set(message.transactionId, 8);
  let offset = HEADER_LENGTH;
  for (const attribute of message.attributes) {
    data.setUint16(offset, attribute.type);
    data.setUint16(offset + 2, attribute.value.byteLength);
    bytes.set(attribute.value, offset + 4);
    offset += 4 + Math.ceil(attribute.value.byteLength / 4) * 4;
  }
  return bytes;
}

/** Text IPv4 or IPv6 to its 4 or 16 bytes, or undefined. */
function addressBytes(address: string): Uint8Array | undefined {
  if (isIPv4(address)) return Uint8Array.from(address.split('.').map(Number));
  const groups = ipv6Groups(address);
  return groups && Uint8Array.from(groups.flatMap((group) => [group >> 8, group & 0xff]));
}

function ipv6Text(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, index) => (((bytes[index * 2] ?? 0) << 8) | (bytes[index * 2 + 1] ?? 0)).toString(16));
  return groups.join(':');
}

/** RFC 5389 §15.2: the address and port XOR-ed with the magic cookie (and, for IPv6, the transaction id). */
export function encodeXorMappedAddress(mapped: TransportAddress, transactionId: Uint8Array): StunAttribute {
  const raw = addressBytes(mapped.address);
  if (!raw) throw new RangeError(`Not an IP address: ${mapped.address}`);
  const key = new Uint8Array(16);
  view(key).setUint32(0, MAGIC_COOKIE);
  key.set(transactionId, 4);
  const value = new Uint8Array(4 + raw.byteLength);
  const data = view(value);
  data.setUint8(1, raw.byteLength === 4 ? FAMILY_IPV4 : FAMILY_IPV6);
  data.setUint16(2, mapped.port ^ (MAGIC_COOKIE >>> 16));
  raw.forEach((byte, index) => {
    value[4 + index] = byte ^ (key[index] ?? 0);
  });
  return { type: XOR_MAPPED_ADDRESS, value };
}

/** The inverse of {@link encodeXorMappedAddress}; undefined for a value of the wrong size or family. */
export function decodeXorMappedAddress(attribute: StunAttribute, transactionId: Uint8Array): TransportAddress | undefined {
  const { value } = attribute;
  if (attribute.type !== XOR_MAPPED_ADDRESS || value.byteLength < 4) return undefined;
  const family = value[1];
  const size = family === FAMILY_IPV4 ? 4 : family === FAMILY_IPV6 ? 16 : 0;
  if (size === 0 || value.byteLength !== 4 + size) return undefined;
  const key = new Uint8Array(16);
  view(key).setUint32(0, MAGIC_COOKIE);
  key.set(transactionId, 4);
  const raw = value.slice(4).map((byte, index) => byte ^ (key[index] ?? 0));
  const port = view(value).getUint16(2) ^ (MAGIC_COOKIE >>> 16);
  return { address: size === 4 ? raw.join('.') : ipv6Text(raw), port };
}

/** An IPv4 client on a dual-stack socket shows up as ::ffff:a.b.c.d; STUN answers with its IPv4 family. */
export function unmapIPv4(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

export type BindingAnswer = { readonly kind: 'answer'; readonly bytes: Uint8Array } | { readonly kind: 'ignore'; readonly why: StunDecodeProblem | 'notBindingRequest' };

/**
 * RFC 5389 §7.3: a well-formed Binding request gets a Binding success response naming where it came
 * from; anything else is dropped silently (a UDP server must not answer garbage, or it becomes a reflector).
 */
export function answerBindingRequest(bytes: Uint8Array, from: TransportAddress): BindingAnswer {
  const decoded = decodeStunMessage(bytes);
  if (decoded.kind === 'malformed') return { kind: 'ignore', why: decoded.problem };
  if (decoded.message.type !== BINDING_REQUEST) return { kind: 'ignore', why: 'notBindingRequest' };
  const { transactionId } = decoded.message;
  const mapped = { address: unmapIPv4(from.address), port: from.port };
  return { kind: 'answer', bytes: encodeStunMessage({ type: BINDING_SUCCESS, transactionId, attributes: [encodeXorMappedAddress(mapped, transactionId)] }) };
}
