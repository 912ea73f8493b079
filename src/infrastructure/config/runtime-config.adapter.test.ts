// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigAdapter } from './runtime-config.adapter.ts';

const CONFIG = { apiBase: '', productionHosts: ['harborvpn.com'], compatibilityMode: false, challenge: { mode: 'sandbox', v2SiteKey: '', v3SiteKey: '' }, stunServers: [], paymentOrigins: [] };

describe('RuntimeConfigAdapter', () => {
  it('reads /runtime-config.json once per page, however many ask and whenever', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(new Request(input, init).url).pathname);
      return Response.json(CONFIG);
    });
    const adapter = new RuntimeConfigAdapter();
    // The API adapters, the app runtime, the checkout and the leak test ask at start-up, before the first answer.
    const first = await Promise.all([adapter.load(), adapter.load(), adapter.load()]);
    const later = await adapter.load();
    expect(first.every((config) => config === later)).toBe(true);
    expect(later.productionHosts).toEqual(['harborvpn.com']);
    expect(asked).toEqual(['/runtime-config.json']);
  });
});
