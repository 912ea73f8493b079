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
