// Issue 16, finding 9: the headers every answer carries, over a small build of the site (in-process and through the
// fast file path of a real socket).
import { getRequestListener } from '@hono/node-server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApi, type SandboxApi } from './sandbox/sandbox-api.ts';
import { createSite, type Site, type SiteOptions } from './site.ts';

const root = mkdtempSync(join(tmpdir(), 'site-headers-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('dist/client/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
write('dist/client/.vite/manifest.json', '{}');
write('dist/client/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('dist/server/entry-server.js', "export async function render() { throw new Error('not rendered in this test'); }");
write('dist/pages/index.html', '<!doctype html><h1>Home</h1>');
write('dist/not-found/pages.json', '{}');

const runtimeConfig = (apiBase: string): SiteOptions['runtimeConfig'] => ({
  apiBase,
  productionHosts: ['harborvpn.com'],
  compatibilityMode: false,
  paymentOrigins: [],
  challenge: { mode: apiBase === '' ? 'sandbox' : 'google', v2SiteKey: 'k2', v3SiteKey: 'k3' },
  stunServers: [],
});

let sandbox: SandboxApi;
let site: Site;
let server: Server;
let origin: string;
beforeAll(async () => {
  sandbox = createSandboxApi({ dataDir: join(root, 'data'), siteOrigins: ['http://localhost'] });
  site = await createSite({ distDir: join(root, 'dist'), runtimeConfig: runtimeConfig(''), sandbox, trustedProxies: ['127.0.0.1'], cspReportUri: '/sandbox/csp-reports' });
  const honoListener = getRequestListener(site.app.fetch);
  server = createServer((request, response) => {
    if (!site.serveBuildFile(request, response)) void honoListener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

/** An in-process request from `peer` (app.request has no socket of its own). */
const from = (peer: string, encrypted = false) => ({ incoming: { socket: { remoteAddress: peer, encrypted } } });
const HSTS = 'max-age=31536000; includeSubDomains';

describe('headers on every answer (finding 9)', () => {
  it('isolates the browsing context and the resources: COOP and CORP same-origin', async () => {
    const answers = [
      await site.app.request('http://localhost/'),
      await site.app.request('http://localhost/favicon.svg'),
      await site.app.request('http://localhost/runtime-config.json'),
      await site.app.request('http://localhost/', { headers: { 'Accept-Language': 'de' } }),
      await site.app.request('http://localhost/api/user/geo_info', { headers: { 'X-App-Type': '501' } }),
      await site.app.request('http://localhost/sandbox/outbox'),
      // The fast path writes its own headers.
      await fetch(`${origin}/`),
      await fetch(`${origin}/favicon.svg`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('Cross-Origin-Opener-Policy'), answer.url).toBe('same-origin');
      expect(answer.headers.get('Cross-Origin-Resource-Policy'), answer.url).toBe('same-origin');
    }
  });

  it('sends HSTS only when the visitor came over TLS, directly or through a trusted proxy', async () => {
    // A Host or URL that says https proves nothing.
    expect((await site.app.request('https://localhost/', {}, from('203.0.113.1'))).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await site.app.request('http://localhost/', { headers: { 'X-Forwarded-Proto': 'https' } }, from('203.0.113.1'))).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await site.app.request('http://localhost/', {}, from('203.0.113.1', true))).headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect((await site.app.request('http://localhost/', { headers: { 'X-Forwarded-Proto': 'https' } }, from('127.0.0.1'))).headers.get('Strict-Transport-Security')).toBe(HSTS);
    // The fast path: the test's socket comes from 127.0.0.1, the trusted proxy here.
    expect((await fetch(`${origin}/`)).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect((await fetch(`${origin}/favicon.svg`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('marks the language cookie Secure by the same rule, not by the Host', async () => {
    const cookieOf = async (url: string, headers: Record<string, string>, peer: ReturnType<typeof from>) =>
      (await site.app.request(url, { headers: { 'Accept-Language': 'de', ...headers } }, peer)).headers.get('Set-Cookie') ?? '';
    expect(await cookieOf('https://localhost/', {}, from('203.0.113.1'))).not.toMatch(/Secure/);
    expect(await cookieOf('http://localhost/', { 'X-Forwarded-Proto': 'https' }, from('203.0.113.1'))).not.toMatch(/Secure/);
    expect(await cookieOf('http://localhost/', { 'X-Forwarded-Proto': 'https' }, from('127.0.0.1'))).toMatch(/; Secure/);
    expect(await cookieOf('http://localhost/', {}, from('203.0.113.1', true))).toMatch(/; Secure/);
  });

  it('names the CSP report endpoint and enforces Trusted Types for scripts', async () => {
    for (const answer of [await site.app.request('http://localhost/'), await fetch(`${origin}/`), await site.app.request('http://localhost/runtime-config.json')]) {
      const policy = answer.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain('report-uri /sandbox/csp-reports');
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).toMatch(/trusted-types harbor-script-url harbor-json-ld(;|$)/);
    }
  });

  it('points reports at CSP_REPORT_URI without the sandbox, and names none without it', async () => {
    const withUri = await createSite({ distDir: join(root, 'dist'), runtimeConfig: runtimeConfig('https://api.example.com'), cspReportUri: 'https://reports.example.com/csp' });
    const answer = await withUri.app.request('http://localhost/');
    expect(answer.headers.get('Content-Security-Policy')).toContain('report-uri https://reports.example.com/csp');
    const without = await createSite({ distDir: join(root, 'dist'), runtimeConfig: runtimeConfig('https://api.example.com') });
    const plain = await without.app.request('http://localhost/');
    expect(plain.headers.get('Content-Security-Policy')).not.toMatch(/report-uri|report-to/);
    expect(plain.headers.get('Content-Security-Policy')).toContain("require-trusted-types-for 'script'");
  });
});

describe('Speculation Rules (issue 17)', () => {
  it('every page names the rules, in process and on the fast path; other answers do not', async () => {
    for (const answer of [await site.app.request('http://localhost/'), await fetch(`${origin}/`)]) {
      expect(answer.headers.get('Speculation-Rules'), answer.url).toBe('"/speculation-rules.json"');
    }
    expect((await fetch(`${origin}/favicon.svg`)).headers.get('Speculation-Rules')).toBeNull();
    expect((await site.app.request('http://localhost/runtime-config.json')).headers.get('Speculation-Rules')).toBeNull();
  });

  it('serves the rules with the media type browsers require: document pages, prefetched in view and prerendered on hover', async () => {
    const answer = await site.app.request('http://localhost/speculation-rules.json');
    expect(answer.headers.get('Content-Type')).toBe('application/speculationrules+json');
    const rules = (await answer.json()) as { prefetch: { where: { href_matches: string[] }; eagerness: string }[]; prerender: { eagerness: string }[] };
    expect(rules.prefetch[0]?.where.href_matches).toContain('/de/features');
    expect(rules.prefetch[0]?.where.href_matches).not.toContain('/de/pricing');
    expect(rules.prerender[0]?.eagerness).toBe('moderate');
  });

  it('SPECULATION_RULES=off: no header and no rules', async () => {
    const off = await createSite({ distDir: join(root, 'dist'), runtimeConfig: runtimeConfig('https://api.example.com'), speculationRules: false });
    expect((await off.app.request('http://localhost/')).headers.get('Speculation-Rules')).toBeNull();
    expect((await off.app.request('http://localhost/speculation-rules.json')).headers.get('Content-Type')).not.toBe('application/speculationrules+json');
  });
});
