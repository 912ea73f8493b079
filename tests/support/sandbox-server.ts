// A real sandbox API on a loopback port, for contract tests: the adapters talk to it over HTTP.
import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApi, type SandboxApi } from '../../server/sandbox/sandbox-api.ts';

export type RunningSandbox = { readonly base: string; readonly dataDir: string; stop(): Promise<void> };

export async function startSandbox(dataDir = mkdtempSync(join(tmpdir(), 'sandbox-'))): Promise<RunningSandbox> {
  // The sandbox's site origin is this server's own address, known once it listens.
  const started: { api?: SandboxApi } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve(
      { fetch: (request, env) => (started.api === undefined ? new Response('Starting', { status: 503 }) : started.api.app.fetch(request, env)), port: 0, hostname: '127.0.0.1' },
      () => resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const api = createSandboxApi({ dataDir, testControls: true, siteOrigins: [base] });
  started.api = api;
  return {
    base,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => {
          api.close();
          resolve();
        });
      }),
  };
}

/** Calls a sandbox control route (faults, outbox, checkout decisions) as a test would by hand. */
export async function sandboxControl(base: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    // As the site's own page calls them (issue 16: checkout decisions come only from the checkout page).
    headers: { 'content-type': 'application/json', accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** A v2 or v3 token from the sandbox's stand-in challenge, as its script would fetch one. */
export async function challengeToken(base: string, version: 'v2' | 'v3', action = 'test'): Promise<string> {
  const body = (await sandboxControl(base, '/sandbox/recaptcha/token', { json: { version, action } })) as { token: string };
  return body.token;
}
