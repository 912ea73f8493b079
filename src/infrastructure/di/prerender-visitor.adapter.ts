import type { LanguagePreferencePort } from '../../application/ports/language-preference.port.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';

/**
 * The visitor as the prerenderer sees it: nobody. Pages rendered at build time must not depend on a
 * cookie or a session; the server's redirects and the browser's guards handle the real visitor.
 */
export class PrerenderVisitorAdapter implements LanguagePreferencePort, SessionStorePort {
  remembered(): undefined {
    return undefined;
  }
  remember(): void {
    // Nothing to remember at build time.
  }
  browserLanguages(): readonly string[] {
    return [];
  }
  read(): undefined {
    return undefined;
  }
  user(): undefined {
    return undefined;
  }
  store(): void {
    // Nobody signs in at build time.
  }
  clear(): void {
    // Nothing to clear.
  }
}
