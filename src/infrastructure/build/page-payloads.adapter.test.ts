import { describe, expect, it, vi } from 'vitest';
import { PagePayloadsAdapter } from './page-payloads.adapter.ts';

const ORIGIN = 'https://site.test';

function serve(files: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    const body = files[url.pathname];
    return body === undefined ? new Response('not found', { status: 404 }) : Response.json(body);
  });
  return asked;
}

describe('page payloads over HTTP (SPEC §7)', () => {
  it('fetches a page’s payload once, with the build id as the query', async () => {
    const asked = serve({ '/de/pricing/_payload.json': { routeName: 'pricing' } });
    const payloads = new PagePayloadsAdapter('b1', ORIGIN);
    expect(payloads.prefetched('/de/pricing')).toBeUndefined();
    payloads.prefetch('/de/pricing');
    payloads.prefetch('/de/pricing');
    expect(await payloads.prefetched('/de/pricing')).toEqual({ routeName: 'pricing' });
    expect(asked).toEqual(['/de/pricing/_payload.json?b1']);
  });

  it('warns about a payload it cannot load and lets the page go on without it', async () => {
    serve({});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const payloads = new PagePayloadsAdapter('b1', ORIGIN);
    payloads.prefetch('/features');
    expect(await payloads.prefetched('/features')).toBeUndefined();
    expect(warned).toHaveBeenCalledWith('Could not load the payload of /features.', expect.any(String));
  });
});
