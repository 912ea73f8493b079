// The sandbox API alone in a process of its own, for tests that must kill it (durability under `kill -9`):
// `node tests/support/sandbox-process.ts <data dir>` prints `PORT <n>` once it listens on loopback.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApi } from '../../server/sandbox/sandbox-api.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('Usage: node tests/support/sandbox-process.ts <data dir>');
const sandbox = createSandboxApi({ dataDir, siteOrigins: ['http://127.0.0.1'], testControls: true, rateLimitScale: 1000 });
const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
});
