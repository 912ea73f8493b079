import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_RULES } from '../../domain/index.ts';
import { BuildManifestAdapter } from './build-manifest.adapter.ts';

const ORIGIN = 'https://site.test';
const NOW = 1_790_000_000_000;

function serve(files: Record<string, unknown>) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    const body = files[url.pathname];
    return body === undefined ? new Response('not found', { status: 404 }) : Response.json(body);
  });
  return asked;
}

describe('the build manifests (SPEC §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads this build’s route rules from builds/meta/{build id}.json with a cache-busting timestamp, once per page', async () => {
    const asked = serve({ '/builds/meta/b1.json': { id: 'b1', timestamp: 1, routeRules: ROUTE_RULES } });
    const manifest = new BuildManifestAdapter('b1', () => NOW, ORIGIN);
    expect(await manifest.rules()).toEqual(ROUTE_RULES);
    expect(await manifest.rules()).toEqual(ROUTE_RULES);
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([`/builds/meta/b1.json?t=${NOW}`]);
  });

  it('logs a manifest it cannot read, goes on without rules, and asks again next time', async () => {
    const asked = serve({});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const manifest = new BuildManifestAdapter('b1', () => NOW, ORIGIN);
    expect(await manifest.rules()).toEqual({});
    expect(logged).toHaveBeenCalledWith('Could not read the route rules of this build.', expect.any(String));
    await manifest.rules();
    expect(asked).toHaveLength(2);
  });

  it('tells a newer build from latest.json, asked with a timestamp each time', async () => {
    const asked = serve({ '/builds/latest.json': { id: 'b2', timestamp: 2 } });
    const manifest = new BuildManifestAdapter('b1', () => NOW, ORIGIN);
    expect(await manifest.check()).toEqual({ kind: 'newer', buildId: 'b2' });
    expect(await new BuildManifestAdapter('b2', () => NOW, ORIGIN).check()).toEqual({ kind: 'current' });
    expect(asked[0]?.search).toBe(`?t=${NOW}`);
  });
});
