// The embedded server: the built site on loopback (PORT, default 8080; HOST, default 127.0.0.1).
import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createSiteApp } from './site.ts';

const port = Number(process.env['PORT'] ?? 8080);
const hostname = process.env['HOST'] ?? '127.0.0.1';
const distDir = process.env['DIST_DIR'] ?? join(import.meta.dirname, '../dist');

const runtimeConfig = {
  apiBase: process.env['API_BASE'] ?? '',
  productionHosts: (process.env['PRODUCTION_HOSTS'] ?? 'harborvpn.com,www.harborvpn.com').split(',').map((host) => host.trim()).filter(Boolean),
  compatibilityMode: process.env['COMPATIBILITY_MODE'] === '1',
};

const app = await createSiteApp({ distDir, runtimeConfig });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
