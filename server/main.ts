// The embedded server: the built site on loopback (PORT, default 8080; HOST, default 127.0.0.1).
import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createSiteApp } from './site.ts';

const port = Number(process.env['PORT'] ?? 8080);
const hostname = process.env['HOST'] ?? '127.0.0.1';
const distDir = process.env['DIST_DIR'] ?? join(import.meta.dirname, '../dist');

const app = await createSiteApp({ distDir });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running at http://${hostname}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
