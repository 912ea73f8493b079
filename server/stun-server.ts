// A STUN Binding server (RFC 5389) on UDP, so the WebRTC leak test has a server-reflexive address to
// find without any third party. The embedded server starts it on loopback (server/main.ts).
import { createSocket, type Socket } from 'node:dgram';
import { answerBindingRequest } from './stun-message.ts';

export type StunServer = { readonly host: string; readonly port: number; close(): Promise<void> };

function bind(socket: Socket, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    socket.once('error', fail);
    socket.bind(port, host, () => {
      socket.off('error', fail);
      resolve();
    });
  });
}

/** Listens on host:port (0 picks a free port); the returned port is the one actually bound. */
export async function startStunServer({ host, port }: { host: string; port: number }): Promise<StunServer> {
  const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4' });
  await bind(socket, host, port);
  socket.on('message', (packet, remote) => {
    const answer = answerBindingRequest(packet, { address: remote.address, port: remote.port });
    if (answer.kind === 'answer') socket.send(answer.bytes, remote.port, remote.address);
  });
  // A send to a vanished client must not bring the site down.
  socket.on('error', (error) => console.error('STUN server error:', error.message));
  return {
    host,
    port: socket.address().port,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
