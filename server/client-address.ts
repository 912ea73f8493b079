// Issue 16: who is on the other end of a connection. A proxy's headers (X-Forwarded-For, X-Forwarded-Proto) are only
// believed when the connection itself comes from a proxy the operator named (TRUSTED_PROXIES); anyone else could
// write them to pose as another address or scheme.
import type { Context } from 'hono';
import { isIP } from 'node:net';

/** The socket's side of a request: the peer's address and whether the connection is TLS. */
export type Connection = { readonly address: string; readonly encrypted: boolean };

/** The configured proxies, normalised for lookups. */
export type TrustedProxies = ReadonlySet<string>;

/** An address as the limiter keys it: an IPv4 client on a dual-stack socket shows up as ::ffff:a.b.c.d. */
export function normaliseIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

export function trustedProxies(addresses: readonly string[] = []): TrustedProxies {
  return new Set(addresses.map(normaliseIp));
}

type SocketLike = { readonly remoteAddress?: string | undefined; readonly encrypted?: boolean };

/** The connection of a Node request socket; a socket without an address (closed meanwhile) is taken as local. */
export function connectionOfSocket(socket: SocketLike | undefined): Connection {
  return { address: normaliseIp(socket?.remoteAddress ?? '127.0.0.1'), encrypted: socket?.encrypted === true };
}

/** The connection behind a Hono context's env (@hono/node-server); app.request() in tests has none and is a local caller. */
export function connectionOfEnv(env: unknown): Connection {
  const bindings = env as { incoming?: { socket?: SocketLike }; server?: { incoming?: { socket?: SocketLike } } } | undefined;
  return connectionOfSocket(bindings?.incoming?.socket ?? bindings?.server?.incoming?.socket);
}

/**
 * The client's address: the peer's, unless the peer is a trusted proxy; then the right-most address of
 * X-Forwarded-For that is not itself a trusted proxy (each proxy appends the address it saw, so everything left of
 * the last untrusted hop may be made up by the client).
 */
export function clientAddress(connection: Connection, forwardedFor: string | undefined, proxies: TrustedProxies): string {
  if (!proxies.has(connection.address) || forwardedFor === undefined) return connection.address;
  let nearest = connection.address;
  for (const hop of forwardedFor.split(',').map(normaliseIp).reverse()) {
    // A malformed entry was not written by a proxy we trust: the last trusted hop is all that is known.
    if (isIP(hop) === 0) return nearest;
    if (!proxies.has(hop)) return hop;
    nearest = hop;
  }
  return nearest;
}

/** Whether the visitor's browser reached the site over TLS: this connection is TLS, or a trusted proxy says it was. */
export function overTls(connection: Connection, forwardedProto: string | undefined, proxies: TrustedProxies): boolean {
  if (connection.encrypted) return true;
  if (!proxies.has(connection.address) || forwardedProto === undefined) return false;
  // The value the nearest proxy added is the one it vouches for.
  return forwardedProto.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/** `overTls` for a request answered through Hono. */
export function requestOverTls(c: Context, proxies: TrustedProxies): boolean {
  return overTls(connectionOfEnv(c.env), c.req.header('X-Forwarded-Proto'), proxies);
}
