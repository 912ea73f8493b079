import { localizedPath, splitLanguagePrefix } from '../src/domain/index.ts';
import type { RenderResult } from '../src/entry-server.tsx';

/**
 * SPEC §2.2: a server-render error is logged and answered by a redirect to the root — the home page of the address's
 * language. A render that throws, or that ends in a server error (5xx), is such an error; a not-found page (404) is an
 * answer, not an error. Only the path is logged: a query may carry an email or a code.
 */
export async function renderAnswer(render: () => Promise<RenderResult>, pathname: string, log: (message: string, error?: unknown) => void): Promise<RenderResult> {
  const home = { kind: 'redirect', status: 302, location: localizedPath(splitLanguagePrefix(pathname).language, '/') } as const;
  try {
    const result = await render();
    if (result.status < 500) return result;
    log(`The server render of ${pathname} answered ${result.status}; redirecting to ${home.location}.`);
    return home;
  } catch (error) {
    log(`The server render of ${pathname} failed; redirecting to ${home.location}.`, error);
    return home;
  }
}
