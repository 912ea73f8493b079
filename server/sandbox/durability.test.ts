// Issue 16: the sandbox killed with SIGKILL in the middle of writes loses nothing it acknowledged. Every write is its
// own committed SQLite transaction before the answer leaves, so what a client was told happened must be there after a
// restart; what was in flight may or may not be.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ENDPOINTS, challengedPath } from '../../src/infrastructure/contract/api.contract.ts';
import { STRONG_PASSWORD, createTestSandbox, type TestSandbox } from './test-support.ts';

let child: ChildProcess | undefined;
let restarted: TestSandbox | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  restarted?.close();
});

function startChild(dataDir: string): Promise<string> {
  child = spawn(process.execPath, [join(import.meta.dirname, '../../tests/support/sandbox-process.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SANDBOX_SCRYPT_LOG2_N: '10' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port !== undefined) resolve(`http://127.0.0.1:${port}`);
    });
    child?.once('exit', (code) => reject(new Error(`The sandbox process exited (${code}) before listening`)));
  });
}

type Acknowledged = { accounts: string[]; orders: string[]; approved: string[] };

/** One customer after another — account, sign-in, purchase, approval — recording each step the server acknowledged. */
async function writeUntilKilled(base: string, worker: number, acknowledged: Acknowledged): Promise<void> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-App-Type': '501', ...headers }, body: JSON.stringify(body) });
  const json = async (response: Response) => {
    if (response.status !== 200) throw new Error(`${response.url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  try {
    for (let round = 0; ; round++) {
      const email = `durable.${worker}.${round}.${Date.now()}@example.com`;
      await json(await post('/sandbox/accounts', { email, password: STRONG_PASSWORD }));
      acknowledged.accounts.push(email);
      const { token: recasign } = (await json(await post('/sandbox/recaptcha/token', { version: ENDPOINTS.login.challenge, action: 'login' }))) as { token: string };
      const login = (await json(await post(challengedPath(ENDPOINTS.login.path, ENDPOINTS.login.challenge), { email, password: STRONG_PASSWORD, recasign }))) as {
        value: { token: string };
      };
      const purchase = (await json(
        await post(
          ENDPOINTS.psPurchase.path,
          { plan_id: '1y', return_url: '/en/paystatus', language: 'en', country_code: 'US', front_id: 'front-durable', idempotency_key: `durable-${worker}-${round}` },
          { Authorization: `Bearer ${login.value.token}` },
        ),
      )) as { value: { order_id: string } };
      acknowledged.orders.push(purchase.value.order_id);
      // The provider's page posts its decision to itself.
      await json(await post(`/sandbox/checkout/${purchase.value.order_id}/approve`, {}, { 'Sec-Fetch-Site': 'same-origin' }));
      acknowledged.approved.push(purchase.value.order_id);
    }
  } catch {
    // The kill ends every worker with a refused or reset connection.
  }
}

it('keeps every acknowledged account, order and approval after kill -9 in the middle of writes', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'));
  const base = await startChild(dataDir);
  const acknowledged: Acknowledged = { accounts: [], orders: [], approved: [] };
  const workers = [0, 1, 2, 3].map((worker) => writeUntilKilled(base, worker, acknowledged));
  // Kill once every kind of write has been acknowledged a few times, while the workers are still writing.
  await expect.poll(() => acknowledged.approved.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(4);
  child?.kill('SIGKILL');
  await Promise.all(workers);

  restarted = createTestSandbox({ rateLimitScale: 1000 }, dataDir);
  for (const orderId of acknowledged.orders) {
    const summary = (await (await restarted.request(`/sandbox/checkout/${orderId}`, { headers: { Accept: 'application/json' } })).json()) as { status: string };
    expect(summary.status, orderId).toBe(acknowledged.approved.includes(orderId) ? 'active' : 'pending');
  }
  for (const email of acknowledged.accounts) {
    const login = await restarted.call('login', { email, password: STRONG_PASSWORD });
    expect(login.status, email).toBe(200);
  }
  // A second process starts and an in-process sandbox reopens the file: more than a unit test's five seconds on a loaded machine.
}, 15_000);
