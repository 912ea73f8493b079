import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Issue 4: data written before a restart of the server is there after it.
const port = 8390 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;

// The server reads the whole build into memory before it listens; on a loaded CI machine that can take a
// while, so the wait is as long as Playwright's own for the suite's server (60 s).
const START_TIMEOUT_MS = 60_000;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s.${errors ? ` It said: ${errors}` : ''}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function call(path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-App-Type': '501', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { value: Record<string, unknown> } };
}

const token = async (version: 'v2' | 'v3') => ((await (await fetch(`${base}/sandbox/recaptcha/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ version }) })).json()) as { token: string }).token;

test('an account made before a restart signs in after it', async () => {
  // Two server starts, each allowed START_TIMEOUT_MS.
  test.setTimeout(2 * START_TIMEOUT_MS + 30_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
  const email = `restart-${Date.now()}@example.com`;
  let server = await startServer(dataDir);
  try {
    const signup = await call('/ws/mm/reca/r3/account/v1/web/anonymous_signup', { recasign: await token('v3') });
    expect(signup.status).toBe(200);
    const set = await call('/api/mms/account/v1/web/set_password', { password: 'Harbor#2026', email }, signup.body.value['token'] as string);
    expect(set.status).toBe(200);
  } finally {
    await stopServer(server);
  }
  server = await startServer(dataDir);
  try {
    const login = await call('/ws/mm/reca/r2/account/v1/web/login', { email, password: 'Harbor#2026', recasign: await token('v2') });
    expect(login.status).toBe(200);
    expect(login.body.value['user']).toMatchObject({ email, is_password_set: true });
  } finally {
    await stopServer(server);
  }
});
