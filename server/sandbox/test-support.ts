// Helpers for the sandbox's own tests: a fresh sandbox in a temporary data directory, and calls made the
// way the site's client makes them (contract path and method, X-App-Type, Bearer token, challenge token).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Schema } from 'effect';
import {
  ENDPOINTS,
  challengedPath,
  requestTarget,
  successEnvelope,
  type EndpointName,
  type EndpointSpec,
  type ResponseOf,
} from '../../src/infrastructure/contract/api.contract.ts';
import { createSandboxApi, type SandboxApi, type SandboxApiOptions } from './sandbox-api.ts';

export const ORIGIN = 'http://localhost';
export const STRONG_PASSWORD = 'Harbor#2026';

export type CallOptions = {
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** A challenge token to send; by default a fresh one of the endpoint's version is fetched. */
  readonly recasign?: string | null;
  /** The raw body to send instead of JSON of `body` (POST only). */
  readonly rawBody?: string;
};

export type TestSandbox = {
  readonly api: SandboxApi;
  readonly dataDir: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  call(name: EndpointName, body?: unknown, options?: CallOptions): Promise<Response>;
  ok<N extends EndpointName>(name: N, body?: unknown, options?: CallOptions): Promise<ResponseOf<N>>;
  control(path: string, json?: unknown, method?: string): Promise<Response>;
  challengeToken(version: 'v2' | 'v3', action?: string): Promise<string>;
  /** An email + password account, signed in. */
  signIn(email?: string, password?: string): Promise<{ token: string; email: string; userId: string }>;
  /** An anonymous trial account, signed in. */
  anonymous(): Promise<{ token: string; userId: string }>;
  /** A new SandboxApi on the same data directory (a restart); the old one is closed. */
  restart(options?: Partial<SandboxApiOptions>): TestSandbox;
  close(): void;
};

let emailCounter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${emailCounter++}@example.com`;

function queryString(body: unknown): string {
  if (body === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function createTestSandbox(options: Partial<SandboxApiOptions> = {}, dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'))): TestSandbox {
  const api = createSandboxApi({ dataDir, testControls: true, siteOrigins: [ORIGIN], ...options });

  const request = (path: string, init: RequestInit = {}) => Promise.resolve(api.app.request(`${ORIGIN}${path}`, init));

  const control = (path: string, json?: unknown, method?: string) =>
    request(path, {
      method: method ?? (json === undefined ? 'GET' : 'POST'),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  const challengeToken = async (version: 'v2' | 'v3', action = 'test') => {
    const response = await control('/sandbox/recaptcha/token', { version, action });
    return ((await response.json()) as { token: string }).token;
  };

  const call = async (name: EndpointName, body: unknown = {}, callOptions: CallOptions = {}) => {
    const spec: EndpointSpec = ENDPOINTS[name];
    const headers: Record<string, string> = { 'X-App-Type': '501', ...(callOptions.token === undefined ? {} : { Authorization: `Bearer ${callOptions.token}` }), ...callOptions.headers };
    let payload = body;
    if (spec.challenge !== undefined && callOptions.recasign !== null && typeof body === 'object' && body !== null && !('recasign' in body)) {
      payload = { ...body, recasign: callOptions.recasign ?? (await challengeToken(spec.challenge)) };
    }
    const { path, rest } = typeof payload === 'object' && payload !== null ? requestTarget(spec, payload as Record<string, unknown>) : { path: challengedPath(spec.path, spec.challenge), rest: payload };
    if (spec.method === 'GET') return request(`${path}${queryString(rest)}`, { headers });
    return request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: callOptions.rawBody ?? JSON.stringify(rest) });
  };

  const ok = async <N extends EndpointName>(name: N, body: unknown = {}, callOptions: CallOptions = {}): Promise<ResponseOf<N>> => {
    const response = await call(name, body, callOptions);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${text}`);
    const spec: EndpointSpec = ENDPOINTS[name];
    const json: unknown = JSON.parse(text);
    // Decoding with the contract proves the answer is what the site's client accepts.
    if (spec.bare === true) return Schema.decodeUnknownSync(spec.response as Schema.Codec<unknown>)(json) as ResponseOf<N>;
    return (Schema.decodeUnknownSync(successEnvelope(spec.response) as unknown as Schema.Codec<{ value: unknown }>)(json).value) as ResponseOf<N>;
  };

  const signIn = async (email = uniqueEmail(), password = STRONG_PASSWORD) => {
    const created = await control('/sandbox/accounts', { email, password });
    if (created.status !== 200) throw new Error(`Could not create ${email}: ${await created.text()}`);
    const session = await ok('login', { email, password });
    return { token: session.token, email, userId: session.user.user_id };
  };

  const anonymous = async () => {
    const session = await ok('anonymousSignup', {});
    return { token: session.token, userId: session.user.user_id };
  };

  return {
    api,
    dataDir,
    request,
    call,
    ok,
    control,
    challengeToken,
    signIn,
    anonymous,
    restart: (restartOptions = {}) => {
      api.close();
      return createTestSandbox({ ...options, ...restartOptions }, dataDir);
    },
    close: () => {
      api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function errorBody(response: Response): Promise<{ status: number; code: number; msg: string }> {
  const body = (await response.json()) as { code: number; msg: string };
  return { status: response.status, code: body.code, msg: body.msg };
}
