// Issue 16, finding 2: the sandbox runs only where the server is a sandbox.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, sandboxMode } from './startup.ts';

describe('where the sandbox runs', () => {
  it('knows loopback addresses from the rest', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'example.com', '']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('runs on loopback without an API, and never with one', () => {
    expect(sandboxMode({ apiBase: '', host: '127.0.0.1', sandboxPublic: false })).toEqual({ kind: 'on' });
    expect(sandboxMode({ apiBase: 'https://api.example.com', host: '0.0.0.0', sandboxPublic: false })).toEqual({ kind: 'off' });
  });

  it('refuses a public address unless SANDBOX_PUBLIC=1 says so', () => {
    const refused = sandboxMode({ apiBase: '', host: '0.0.0.0', sandboxPublic: false });
    expect(refused.kind).toBe('refused');
    expect(refused.kind === 'refused' ? refused.message : '').toMatch(/SANDBOX_PUBLIC=1/);
    expect(refused.kind === 'refused' ? refused.message : '').toMatch(/API_BASE/);
    expect(sandboxMode({ apiBase: '', host: '0.0.0.0', sandboxPublic: true })).toEqual({ kind: 'on' });
  });
});
