import { describe, expect, it } from 'vitest';
import {
  BINDING_SUCCESS,
  answerBindingRequest,
  decodeStunMessage,
  decodeXorMappedAddress,
  encodeStunMessage,
  encodeXorMappedAddress,
} from './stun-message.ts';

const hex = (text: string) => Uint8Array.from(text.replace(/\s+/g, '').match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
// RFC 5769 §2.2 and §2.3: the transaction id of the sample responses.
const RFC5769_ID = hex('b7 e7 a7 01 bc 34 d6 86 fa 87 df ae');

const bindingRequest = (id: Uint8Array, attributes: { type: number; value: Uint8Array }[] = []) => encodeStunMessage({ type: 0x0001, transactionId: id, attributes });

describe('XOR-MAPPED-ADDRESS (RFC 5389 §15.2)', () => {
  it('encodes an IPv4 address as the RFC 5769 sample response does', () => {
    const attribute = encodeXorMappedAddress({ address: '192.0.2.1', port: 32853 }, RFC5769_ID);
    expect(attribute.value).toEqual(hex('00 01 a1 47 e1 12 a6 43'));
  });

  it('encodes an IPv6 address as the RFC 5769 sample response does (XOR with cookie and transaction id)', () => {
    const attribute = encodeXorMappedAddress({ address: '2001:db8:1234:5678:11:2233:4455:6677', port: 32853 }, RFC5769_ID);
    expect(attribute.value).toEqual(hex('00 02 a1 47 01 13 a9 fa a5 d3 f1 79 bc 25 f4 b5 be d2 b9 d9'));
  });

  it.each([
    ['127.0.0.1', 1],
    ['203.0.113.250', 65535],
    ['::1', 50000],
    ['2001:db8::8a2e:370:7334', 3478],
  ])('decodes what it encodes: %s port %i', (address, port) => {
    const decoded = decodeXorMappedAddress(encodeXorMappedAddress({ address, port }, RFC5769_ID), RFC5769_ID);
    const expanded = address === '::1' ? '0:0:0:0:0:0:0:1' : address === '2001:db8::8a2e:370:7334' ? '2001:db8:0:0:0:8a2e:370:7334' : address;
    expect(decoded).toEqual({ address: expanded, port });
  });

  it('refuses text that is not an IP address', () => {
    expect(() => encodeXorMappedAddress({ address: 'example.com', port: 1 }, RFC5769_ID)).toThrow(RangeError);
    expect(() => encodeXorMappedAddress({ address: '1::2::3', port: 1 }, RFC5769_ID)).toThrow(RangeError);
  });
});

describe('answering a Binding request', () => {
  const id = hex('01 02 03 04 05 06 07 08 09 0a 0b 0c');

  it('answers with a Binding success that names the sender, same transaction id', () => {
    const answer = answerBindingRequest(bindingRequest(id), { address: '::ffff:127.0.0.1', port: 54321 });
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    const decoded = decodeStunMessage(answer.bytes);
    expect(decoded.kind).toBe('ok');
    if (decoded.kind !== 'ok') return;
    expect(decoded.message.type).toBe(BINDING_SUCCESS);
    expect(decoded.message.transactionId).toEqual(id);
    const [attribute] = decoded.message.attributes;
    expect(attribute && decodeXorMappedAddress(attribute, id)).toEqual({ address: '127.0.0.1', port: 54321 });
  });

  it('answers an IPv6 sender with an IPv6 mapped address', () => {
    const answer = answerBindingRequest(bindingRequest(id), { address: '::1', port: 9 });
    if (answer.kind !== 'answer') throw new Error('expected an answer');
    const decoded = decodeStunMessage(answer.bytes);
    if (decoded.kind !== 'ok') throw new Error('expected a message');
    expect(decoded.message.attributes[0]?.value[1]).toBe(0x02);
  });

  it('reads the attributes a browser sends (padded to four bytes) and still answers', () => {
    const answer = answerBindingRequest(bindingRequest(id, [{ type: 0x8022, value: new TextEncoder().encode('abc') }]), { address: '10.0.0.1', port: 1 });
    expect(answer.kind).toBe('answer');
  });

  it.each([
    ['fewer than 20 bytes', hex('00 01 00 00 21 12 a4 42'), 'tooShort'],
    ['a first byte with the top bits set (RTP, DTLS)', hex('80 01 00 00 21 12 a4 42 01 02 03 04 05 06 07 08 09 0a 0b 0c'), 'notStun'],
    ['no magic cookie (RFC 3489)', hex('00 01 00 00 00 00 00 00 01 02 03 04 05 06 07 08 09 0a 0b 0c'), 'noMagicCookie'],
    ['a length that is not the body size', hex('00 01 00 08 21 12 a4 42 01 02 03 04 05 06 07 08 09 0a 0b 0c'), 'lengthMismatch'],
    ['a length not a multiple of four', hex('00 01 00 02 21 12 a4 42 01 02 03 04 05 06 07 08 09 0a 0b 0c 00 00'), 'lengthMismatch'],
    ['an attribute longer than the message', hex('00 01 00 04 21 12 a4 42 01 02 03 04 05 06 07 08 09 0a 0b 0c 80 22 00 10'), 'badAttribute'],
  ])('ignores %s', (_name, bytes, why) => {
    expect(answerBindingRequest(bytes, { address: '127.0.0.1', port: 1 })).toEqual({ kind: 'ignore', why });
  });

  it('ignores a STUN message that is not a Binding request (a response cannot be reflected)', () => {
    const response = encodeStunMessage({ type: BINDING_SUCCESS, transactionId: id, attributes: [] });
    expect(answerBindingRequest(response, { address: '127.0.0.1', port: 1 })).toEqual({ kind: 'ignore', why: 'notBindingRequest' });
  });
});
