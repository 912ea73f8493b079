import { splitLanguagePrefix } from '../i18n/language-route.ts';
import type { RouteValueCatalog } from './route-values.ts';

export type GuardContext = {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly signedIn: boolean;
  readonly values: RouteValueCatalog;
  /** The visited address (path with its language prefix, and query): where signing in leads back to (issue 19). */
  readonly returnTo?: string;
};

export type GuardOutcome =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'reject' };

export type RouteGuard = {
  readonly name: string;
  /**
   * 'browser' guards depend on the visitor's session, which a prerendered page cannot know:
   * the server serves the page and the browser applies the guard before showing it.
   */
  readonly runsIn: 'browser' | 'everywhere';
  readonly check: (context: GuardContext) => GuardOutcome;
};

const ALLOW: GuardOutcome = { kind: 'allow' };

/** Where signing in leads when nothing else is asked for (the login page's default), in any language. */
const isSignedInHome = (returnTo: string) => splitLanguagePrefix(returnTo).pathWithoutPrefix === '/myaccount';

/**
 * SPEC §6: the auth guard's rules are not shown; signed-out visitors are sent to sign in (docs/decisions.md), and back
 * to the page they asked for (issue 19: /activate?code=…), unless that is where signing in leads anyway.
 */
export const authGuard: RouteGuard = {
  name: 'auth',
  runsIn: 'browser',
  check: ({ signedIn, returnTo }) => {
    if (signedIn) return ALLOW;
    if (returnTo === undefined || isSignedInHome(returnTo)) return { kind: 'redirect', to: '/login' };
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(returnTo)}` };
  },
};

/** SPEC §2.2 category guard: a blog category that does not exist is not found. */
export const categoryGuard: RouteGuard = {
  name: 'category',
  runsIn: 'everywhere',
  check: ({ params, values }) =>
    params['category'] === undefined || values.blogCategories.includes(params['category']) ? ALLOW : { kind: 'reject' },
};

export type GuardRegistry = ReadonlyMap<string, RouteGuard>;

/** The guards route definitions may name. */
export const DEFAULT_GUARDS: GuardRegistry = new Map([authGuard, categoryGuard].map((guard) => [guard.name, guard]));
