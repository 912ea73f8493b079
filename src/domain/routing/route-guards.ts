import type { RouteValueCatalog } from './route-values.ts';

export type GuardContext = {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly signedIn: boolean;
  readonly values: RouteValueCatalog;
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

/** SPEC §6: the auth guard's rules are not shown; signed-out visitors are sent to sign in (docs/decisions.md). */
export const authGuard: RouteGuard = {
  name: 'auth',
  runsIn: 'browser',
  check: ({ signedIn }) => (signedIn ? ALLOW : { kind: 'redirect', to: '/login' }),
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
