import { createSocket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeStunMessage, decodeXorMappedAddress, encodeStunMessage } from './stun-message.ts';
import { startStunServer, type StunServer } from './stun-server.ts';

let server: StunServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('STUN server on loopback', () => {
  it('answers a Binding request over UDP with the address the request came from', async () => {
    server = await startStunServer({ host: '127.0.0.1', port: 0 });
    expect(server.port).toBeGreaterThan(0);
    const client = createSocket('udp4');
    await new Promise<void>((resolve) => client.bind(0, '127.0.0.1', resolve));
    const id = Uint8Array.from({ length: 12 }, (_, index) => index + 1);
    const reply = new Promise<Buffer>((resolve) => client.once('message', resolve));
    client.send(encodeStunMessage({ type: 1, transactionId: id, attributes: [] }), server.port, '127.0.0.1');
    const decoded = decodeStunMessage(await reply);
    const clientPort = client.address().port;
    client.close();
    if (decoded.kind !== 'ok' || !decoded.message.attributes[0]) throw new Error('expected a STUN answer');
    expect(decodeXorMappedAddress(decoded.message.attributes[0], id)).toEqual({ address: '127.0.0.1', port: clientPort });
  });
});
