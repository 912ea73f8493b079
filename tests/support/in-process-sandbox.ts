// The sandbox API created in this process, for contract tests of the site's adapters: the ApiClient's `fetch`
// is answered by the sandbox app itself, so a test needs no port, no socket and no server to start.
import type { SandboxApiOptions } from '../../server/sandbox/sandbox-api.ts';
import { ORIGIN, createTestSandbox, type TestSandbox } from '../../server/sandbox/test-support.ts';

export type InProcessSandbox = TestSandbox & {
  /** The origin the sandbox answers as: the ApiClient's `apiBase`, and the origin of the addresses it hands out. */
  readonly origin: string;
  /** For the ApiClient's `fetch` option. */
  readonly fetch: typeof fetch;
};

export function inProcessSandbox(options: Partial<SandboxApiOptions> = {}): InProcessSandbox {
  const sandbox = createTestSandbox(options);
  return {
    ...sandbox,
    origin: ORIGIN,
    fetch: async (input, init) => sandbox.api.app.request(input instanceof URL ? input.href : input, init),
  };
}

/** The runtime configuration a page built for the sandbox reads from `/runtime-config.json`. */
export const SANDBOX_RUNTIME_CONFIG = { apiBase: '', productionHosts: [], compatibilityMode: false, challenge: { mode: 'sandbox', v2SiteKey: '', v3SiteKey: '' }, stunServers: [], paymentOrigins: [] };

/**
 * The page's own `fetch` (`vi.stubGlobal('fetch', …)`) for tests that run the app's real container: `first` may
 * answer a request itself (a fault, a file the test serves) or note it; then the runtime configuration is answered by
 * hand, the API and the sandbox's own pages by the sandbox in this process, and anything else is a 404.
 */
export function pageFetchOver(sandbox: InProcessSandbox, first: (url: URL) => Response | undefined = () => undefined): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answered = first(url);
    if (answered !== undefined) return answered;
    if (url.pathname === '/runtime-config.json') return Response.json(SANDBOX_RUNTIME_CONFIG);
    if (!/^\/(api|ws|l10n|sandbox)\//.test(url.pathname)) return new Response('Not found', { status: 404 });
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    const answer = await sandbox.api.app.request(`${sandbox.origin}${url.pathname}${url.search}`, { method: request.method, headers: Object.fromEntries(request.headers), body });
    return new Response(await answer.text(), { status: answer.status, headers: Object.fromEntries(answer.headers) });
  };
}
