// Issue 16, finding 8: a client that sends its request slowly, or opens connection after connection, cannot hold the
// server's sockets for ever. The limits are small here so that the test waits fractions of a second.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer } from './http-server.ts';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

async function start(limits: Parameters<typeof createSiteServer>[1]): Promise<number> {
  // The app reads the whole body before it answers, as the API does.
  server = createSiteServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('done'));
  }, limits);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server?.address() as AddressInfo).port;
}

/** Opens a connection and says when the server ends it, with what it answered by then. */
function open(port: number): { socket: Socket; ended: Promise<{ afterMs: number; answer: string }> } {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<{ afterMs: number; answer: string }>((resolve) => socket.on('close', () => resolve({ afterMs: Date.now() - started, answer })));
  return { socket, ended };
}

const tight = { requestTimeoutMs: 400, headersTimeoutMs: 300, keepAliveTimeoutMs: 200, checkIntervalMs: 50 };

describe('the server under slow clients (finding 8)', () => {
  it('closes a connection that sends its headers and then trickles the body', async () => {
    const port = await start(tight);
    const { socket, ended } = open(port);
    socket.write('POST /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('a'), 50);
    const { afterMs, answer } = await ended;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(2000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that trickles its headers', async () => {
    const port = await start(tight);
    const { socket, ended } = open(port);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 50);
    const { afterMs } = await ended;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(2000);
  });

  it('still answers a request that arrives in time', async () => {
    const port = await start(tight);
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(await response.text()).toBe('done');
  });

  it('refuses connections beyond its cap', async () => {
    const port = await start({ ...tight, maxConnections: 2 });
    const held = [open(port), open(port)];
    for (const { socket } of held) await new Promise((resolve) => socket.once('connect', resolve));
    const extra = open(port);
    const { afterMs } = await extra.ended;
    expect(afterMs).toBeLessThan(1000);
  });

  it('has limits of seconds and a connection cap by default', () => {
    server = createSiteServer(() => undefined);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.maxConnections).toBe(1000);
  });
});
