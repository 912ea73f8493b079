import type { LanguagePreferencePort } from '../../application/ports/language-preference.port.ts';
import type { SessionTokenPort } from '../../application/ports/session-token.port.ts';

/**
 * The visitor as the prerenderer sees it: nobody. Pages rendered at build time must not depend on a
 * cookie or a session; the server's redirects and the browser's guards handle the real visitor.
 */
export class PrerenderVisitorAdapter implements LanguagePreferencePort, SessionTokenPort {
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
}
