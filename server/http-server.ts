// Issue 16, finding 8: Node's own limits let a client hold a socket for five minutes by sending a request slowly
// (requestTimeout 300 s, checked every 30 s), and take any number of sockets. The site's requests are small, so
// seconds are plenty.
import { createServer, type RequestListener, type Server } from 'node:http';

export type ServerLimits = {
  /** The whole request (headers and body) must arrive within this. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this (no more than requestTimeoutMs). */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their timeouts: a timeout is only as sharp as this. */
  readonly checkIntervalMs: number;
  /** Connections beyond this are closed as they arrive (SERVER_MAX_CONNECTIONS). */
  readonly maxConnections: number;
};

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_000,
};

/** The site's HTTP server: `listener` behind the limits (defaults above, any of them overridden). */
export function createSiteServer(listener: RequestListener, limits: Partial<ServerLimits> = {}): Server {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, checkIntervalMs, maxConnections } = { ...DEFAULT_SERVER_LIMITS, ...limits };
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
    listener,
  );
  server.maxConnections = maxConnections;
  return server;
}
