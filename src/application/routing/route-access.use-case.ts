import { localizedPath, passesValidation, type GuardOutcome, type Language, type Route, type RouteValueCatalog } from '../../domain/index.ts';
import type { SessionTokenPort } from '../ports/session-token.port.ts';

export type RouteAccess = { readonly kind: 'show' } | { readonly kind: 'not-found' } | { readonly kind: 'redirect'; readonly to: string };

export type RouteAccessRequest = {
  readonly route: Route;
  readonly language: Language;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** Prerendering has no visitor: guards that depend on the session are left to the browser. */
  readonly where: 'server' | 'browser';
  /** The visited path and query, for a guard that sends the visitor away and back (issue 19). */
  readonly returnTo?: string;
};

/** SPEC §2.2: a route's validation check, then its guards in order; the first that does not allow wins. */
export class RouteAccessChecker {
  readonly #values: RouteValueCatalog;
  readonly #session: SessionTokenPort;

  constructor(values: RouteValueCatalog, session: SessionTokenPort) {
    this.#values = values;
    this.#session = session;
  }

  check({ route, language, params, where, returnTo }: RouteAccessRequest): RouteAccess {
    if (!passesValidation(route, params, this.#values)) return { kind: 'not-found' };
    const context = { params, signedIn: this.#session.read() !== undefined, values: this.#values, ...(returnTo === undefined ? {} : { returnTo }) };
    for (const guard of route.guards) {
      if (where === 'server' && guard.runsIn === 'browser') continue;
      const outcome: GuardOutcome = guard.check(context);
      if (outcome.kind === 'reject') return { kind: 'not-found' };
      if (outcome.kind === 'redirect') return { kind: 'redirect', to: localizedPath(language, outcome.to) };
    }
    return { kind: 'show' };
  }
}
