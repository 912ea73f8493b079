// SPEC §7: "A user-info call and a geo call … Both run at startup." The app as main.tsx starts it — the browser's
// container, then the app runtime — with every request of the page answered in this process: the runtime
// configuration and the build manifest by hand, the API by the sandbox.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, pageFetchOver, type InProcessSandbox } from '../support/in-process-sandbox.ts';
import { startAppRuntime } from '../../src/app-runtime.ts';
import { routeValueCatalog } from '../../src/domain/index.ts';
import { ENDPOINTS } from '../../src/infrastructure/contract/api.contract.ts';
import { createBrowserContainer } from '../../src/infrastructure/di/containers.ts';

let sandbox: InProcessSandbox;

beforeAll(() => {
  sandbox = inProcessSandbox({ defaultCountry: 'FR' });
});
afterAll(() => {
  sandbox.close();
  // The next file of this worker starts from a blank page.
  history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

/** The page's fetch: what the app asks for, in order; the build manifest by hand, the rest as pageFetchOver answers. */
function pageFetch(asked: string[]) {
  return pageFetchOver(sandbox, (url) => {
    asked.push(url.pathname);
    return url.pathname === '/builds/latest.json' ? Response.json({ id: 'dev', timestamp: 0 }) : undefined;
  });
}

/** What `startAppRuntime` reads of the router at start-up: the landing page, idle, and its navigations. */
const landingRouter = { state: { matches: [], location: { key: 'default', pathname: '/fr' }, navigation: { state: 'idle' } }, subscribe: () => () => undefined };

describe('the app at startup (SPEC §7)', () => {
  it('asks the API for the visitor’s geo once, and reports the page with the address it found', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', pageFetch(asked));
    history.replaceState(null, '', '/fr');
    const container = await createBrowserContainer(routeValueCatalog({ blogCategories: [], blogArticles: [], blogTags: [] }));
    // Building the container asks nothing of the API: its adapters load on first use.
    expect(asked.filter((path) => path === ENDPOINTS.geoInfo.path)).toEqual([]);

    await startAppRuntime(landingRouter as never, container);
    await vi.waitFor(async () => {
      const stored = (await (await sandbox.control('/sandbox/analytics.json?event_name=page_show')).json()) as { events: { event: { country_code: string; ip: string } }[] };
      expect(stored.events.map(({ event }) => event.country_code)).toEqual(['FR']);
    }, { timeout: 5_000 });
    // The runtime asks the geo port for the page's IP and the adapters ask as they load: one request between them.
    expect(asked.filter((path) => path === ENDPOINTS.geoInfo.path)).toEqual([ENDPOINTS.geoInfo.path]);
    // The composition root hands one reading of the runtime configuration to the API adapters and the runtime alike.
    expect(asked.filter((path) => path === '/runtime-config.json')).toEqual(['/runtime-config.json']);
  });
});
