// The embedded server: the built site on loopback (PORT, default 8080; HOST, default 127.0.0.1), with the
// sandbox API over its embedded database (DATA_DIR, default ./data) unless API_BASE names another API.
import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createSandboxApi } from './sandbox/sandbox-api.ts';
import { createSiteApp } from './site.ts';

const port = Number(process.env['PORT'] ?? 8080);
const hostname = process.env['HOST'] ?? '127.0.0.1';
const distDir = process.env['DIST_DIR'] ?? join(import.meta.dirname, '../dist');
const apiBase = process.env['API_BASE'] ?? '';

// Issue 4: with no API to talk to, the site's own server implements it; with one, no sandbox route exists.
const sandbox =
  apiBase === ''
    ? createSandboxApi({
        dataDir: process.env['DATA_DIR'] || join(import.meta.dirname, '../data'),
        defaultCountry: process.env['SANDBOX_DEFAULT_COUNTRY'] || 'US',
        trustProxy: process.env['SANDBOX_TRUST_PROXY'] === '1',
        rateLimitScale: Number(process.env['SANDBOX_RATE_LIMIT_SCALE'] ?? 1) || 1,
      })
    : undefined;

const runtimeConfig = {
  apiBase,
  productionHosts: (process.env['PRODUCTION_HOSTS'] ?? 'harborvpn.com,www.harborvpn.com').split(',').map((host) => host.trim()).filter(Boolean),
  compatibilityMode: process.env['COMPATIBILITY_MODE'] === '1',
  // The sandbox verifies only its own stand-in's tokens; a real API expects Google's.
  challenge: {
    mode: sandbox === undefined ? ('google' as const) : ('sandbox' as const),
    v2SiteKey: process.env['RECAPTCHA_V2_SITE_KEY'] ?? (sandbox === undefined ? '' : 'sandbox-v2'),
    v3SiteKey: process.env['RECAPTCHA_V3_SITE_KEY'] ?? (sandbox === undefined ? '' : 'sandbox-v3'),
  },
};

const app = await createSiteApp({ distDir, runtimeConfig, ...(sandbox === undefined ? {} : { sandbox }) });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/${sandbox === undefined ? ` (API: ${apiBase})` : ' with the sandbox API (see /sandbox)'}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      sandbox?.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; the database is closed on the way out either way.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
