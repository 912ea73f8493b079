// The embedded server: the built site on loopback (PORT, default 8080; HOST, default 127.0.0.1), with the
// sandbox API over its embedded database (DATA_DIR, default ./data) unless API_BASE names another API. The sandbox
// needs a loopback HOST or SANDBOX_PUBLIC=1 (issue 16).
import { getRequestListener } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteServer, DEFAULT_SERVER_LIMITS } from './http-server.ts';
import { CSP_REPORTS_PATH } from './sandbox/sandbox-access.ts';
import { createSandboxApi } from './sandbox/sandbox-api.ts';
import { createSite } from './site.ts';
import { listOf, runtimeConfigFromEnvironment, sandboxMode } from './startup.ts';
import { startStunServer, type StunServer } from './stun-server.ts';

const port = Number(process.env['PORT'] ?? 8080);
const hostname = process.env['HOST'] ?? '127.0.0.1';
const distDir = process.env['DIST_DIR'] ?? join(import.meta.dirname, '../dist');
const apiBase = process.env['API_BASE'] ?? '';

const productionHosts = listOf(process.env['PRODUCTION_HOSTS'] ?? 'harborvpn.com,www.harborvpn.com');
// Issue 16: the site's own origins are configured, never read from a request's Host header. Without SITE_ORIGINS,
// the loopback names of this port.
const siteOrigins = listOf(process.env['SITE_ORIGINS']);
if (siteOrigins.length === 0) siteOrigins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`);

const trustedProxies = listOf(process.env['TRUSTED_PROXIES']);

// Issue 4: with no API to talk to, the site's own server implements it; with one, no sandbox route exists.
const mode = sandboxMode({ apiBase, host: hostname, sandboxPublic: process.env['SANDBOX_PUBLIC'] === '1' });
if (mode.kind === 'refused') {
  console.error(mode.message);
  process.exit(1);
}
const sandbox =
  mode.kind === 'on'
    ? createSandboxApi({
        dataDir: process.env['DATA_DIR'] || join(import.meta.dirname, '../data'),
        defaultCountry: process.env['SANDBOX_DEFAULT_COUNTRY'] || 'US',
        trustedProxies,
        siteOrigins,
        productionHosts,
        testControls: process.env['SANDBOX_TEST_CONTROLS'] === '1',
        rateLimitScale: Number(process.env['SANDBOX_RATE_LIMIT_SCALE'] ?? 1) || 1,
      })
    : undefined;

// Issue 6: the WebRTC leak test asks STUN servers for the visitor's addresses. STUN_SERVERS (comma-separated
// ICE URLs, e.g. stun:stun.l.google.com:19302) names public ones for production; without it the site runs its
// own on loopback, on UDP port STUN_PORT (default PORT + 1: UDP and TCP ports are separate, so servers on
// different PORTs never collide; 0 picks a free port). The port actually bound goes into the runtime config.
const configuredStun = (process.env['STUN_SERVERS'] ?? '').split(',').map((url) => url.trim()).filter(Boolean);
async function loopbackStun(): Promise<StunServer> {
  const wanted = Number(process.env['STUN_PORT'] ?? port + 1);
  try {
    return await startStunServer({ host: '127.0.0.1', port: wanted });
  } catch (error) {
    console.warn(`STUN port ${wanted} is taken (${(error as Error).message}); using a free one.`);
    return startStunServer({ host: '127.0.0.1', port: 0 });
  }
}
const stun = configuredStun.length === 0 ? await loopbackStun() : undefined;
if (stun !== undefined) console.log(`STUN server (WebRTC leak test) on udp://${stun.host}:${stun.port}`);

const runtimeConfig = runtimeConfigFromEnvironment(process.env, {
  sandbox: sandbox !== undefined,
  stunServers: stun === undefined ? configuredStun : [`stun:${stun.host}:${stun.port}`],
  siteOrigins,
});

// Issue 16: the sandbox keeps the CSP reports itself; a real deployment names its collector, or none.
const cspReportUri = sandbox === undefined ? process.env['CSP_REPORT_URI'] || undefined : CSP_REPORTS_PATH;
// Issue 17: SPECULATION_RULES=off serves pages without them (the bench compares navigation both ways).
const speculationRules = process.env['SPECULATION_RULES'] !== 'off';
const site = await createSite({ distDir, runtimeConfig, trustedProxies, cspReportUri, speculationRules, ...(sandbox === undefined ? {} : { sandbox }) });
// Files of the build skip the Fetch adapter (issue 7: p99 under load); everything else goes through the app.
const honoListener = getRequestListener(site.app.fetch);
// Issue 16: slow or piled-up connections are cut off in seconds (server/http-server.ts).
const server = createSiteServer(
  (request, response) => {
    if (!site.serveBuildFile(request, response)) void honoListener(request, response);
  },
  { maxConnections: Number(process.env['SERVER_MAX_CONNECTIONS'] ?? DEFAULT_SERVER_LIMITS.maxConnections) || DEFAULT_SERVER_LIMITS.maxConnections },
);
server.listen(port, hostname, () => {
  const bound = (server.address() as AddressInfo).port;
  const base = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${bound}`;
  console.log(`Site running at ${base}/${sandbox === undefined ? ` (API: ${apiBase})` : ''}`);
  if (sandbox !== undefined) {
    console.log(
      [
        '',
        '*** SANDBOX ON: this server implements the API over a local database, for development and tests only. ***',
        `    Its controls (outbox with verification and reset codes, faults, clock, accounts): ${base}/sandbox`,
        `    Site origins allowed to use them: ${siteOrigins.join(', ')}`,
        `    Test-only headers (X-Sandbox-IP, X-Sandbox-Country, X-Sandbox-Client): ${process.env['SANDBOX_TEST_CONTROLS'] === '1' ? 'ON' : 'off'}`,
        '    Set API_BASE to run the site against a real API instead.',
        '',
      ].join('\n'),
    );
  }
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      sandbox?.close();
      void (stun?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open; the database is closed on the way out either way.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
