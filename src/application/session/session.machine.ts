import { assign, setup } from 'xstate';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import type { UserInfo, UserInfoOutcome } from './session.types.ts';
import { lazyMachine } from '../lazy-machine.ts';

/**
 * SPEC §3 user info carries a paysuc marker: a payment went through in this browser. The server's user info does not
 * know it, so a reload keeps the one the session had.
 */
function keepPaidMarker(loaded: UserInfo, previous: UserInfo | undefined): UserInfo {
  return previous?.paysuc === true ? { ...loaded, paysuc: true } : loaded;
}

export type SessionContext = { token: string | undefined; user: UserInfo | undefined };

export type SessionEvent =
  | { type: 'user.signedIn'; token: string; user: UserInfo }
  | { type: 'user.logout' }
  | { type: 'session.refresh'; paid?: boolean }
  | { type: 'api.unauthorized' }
  | { type: 'api.loggedOutElsewhere' }
  | { type: 'user.confirmLogin' }
  | { type: 'user.stayOnPage' };

/**
 * SPEC §4 Session and §8: anonymous without a token; a stored token loads the user info at start;
 * 401/403 clears the session and sends the visitor to /login; codes 50008/50012/50014 ask whether
 * to log in again, and on confirm clear the session and reload.
 */
export const sessionMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      input: {} as { token: string | undefined; user?: UserInfo | undefined },
    },
    actors: {
      loadUserInfo: unprovided<UserInfoOutcome, { token: string }>('loadUserInfo'),
      logout: unprovided<void, { token: string }>('logout'),
    },
    actions: {
      storeSession: unprovidedAction<{ token: string; user: UserInfo | undefined }>('storeSession'),
      clearStoredSession: unprovidedAction('clearStoredSession'),
      goToLogin: unprovidedAction('goToLogin'),
      leaveAccountArea: unprovidedAction('leaveAccountArea'),
      reloadPage: unprovidedAction('reloadPage'),
      forget: assign({ token: undefined, user: undefined }),
    },
    guards: {
      hasToken: ({ context }) => context.token !== undefined,
    },
  }).createMachine({
    id: 'session',
    description: 'Who the visitor is: anonymous, or signed in with a token and user info.',
    context: ({ input }) => ({ token: input.token, user: input.user }),
    initial: 'starting',
    states: {
      starting: {
        description: 'SPEC §4: at startup, a stored token triggers a user-info load.',
        always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'anonymous' }],
      },
      anonymous: {
        description: 'No token: the visitor is anonymous.',
        on: {
          'user.signedIn': {
            target: 'signedIn',
            description: 'Sign-in or trial sign-up stored a token.',
            actions: [
              assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
              { type: 'storeSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
            ],
          },
        },
      },
      loadingUser: {
        description: 'Loading the user info for the stored token.',
        invoke: {
          id: 'loadUserInfo',
          src: 'loadUserInfo',
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'loaded',
              target: 'signedIn',
              description: 'user info loaded',
              actions: [
                assign({ user: ({ event, context }) => (event.output.kind === 'loaded' ? keepPaidMarker(event.output.user, context.user) : context.user) }),
                { type: 'storeSession', params: ({ context }) => ({ token: context.token ?? '', user: context.user }) },
              ],
            },
            { guard: ({ event }) => event.output.kind === 'unauthorized', target: 'expired', description: 'token refused (401/403)' },
            { guard: ({ event }) => event.output.kind === 'loggedOutElsewhere', target: 'askingToLogInAgain', description: 'logged out elsewhere (50008/50012/50014)' },
            { target: 'signedIn', description: 'The API is unreachable: keep the token and the user info we had.' },
          ],
          onError: { target: 'signedIn', description: 'A defect in the adapter: keep the session rather than sign the visitor out.' },
        },
      },
      signedIn: {
        description: 'A token is held; the user info may be refreshed.',
        on: {
          'session.refresh': {
            target: 'loadingUser',
            description: 'For example after a purchase changed the vip time; a paid order marks the user info (paysuc).',
            actions: assign({ user: ({ context, event }) => (event.paid === true && context.user !== undefined ? { ...context.user, paysuc: true } : context.user) }),
          },
          'user.logout': { target: 'loggingOut' },
          'api.unauthorized': { target: 'expired', description: 'SPEC §8: a 401 or 403 from any call.' },
          'api.loggedOutElsewhere': { target: 'askingToLogInAgain', description: 'SPEC §8: code 50008, 50012 or 50014.' },
        },
      },
      loggingOut: {
        description: 'Revoking the token on the server; the session is cleared whatever it answers.',
        invoke: {
          id: 'logout',
          src: 'logout',
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: { target: 'anonymous', actions: ['clearStoredSession', 'forget', 'leaveAccountArea'] },
          onError: { target: 'anonymous', actions: ['clearStoredSession', 'forget', 'leaveAccountArea'] },
        },
      },
      expired: {
        description: 'SPEC §8 401/403: the session is cleared and the visitor sent to /login.',
        entry: ['clearStoredSession', 'forget', 'goToLogin'],
        always: { target: 'anonymous' },
      },
      askingToLogInAgain: {
        description: "SPEC §8: 'You have been logged out, you can cancel to stay on this page, or log in again'.",
        on: {
          'user.confirmLogin': { target: 'reloading', description: 'Confirm: clear the session and reload.' },
          'user.stayOnPage': { target: 'signedIn', description: 'Cancel: stay on this page.' },
        },
      },
      reloading: {
        description: 'The session is cleared and the page reloads.',
        entry: ['clearStoredSession', 'forget', 'reloadPage'],
        type: 'final',
      },
    },
  }),
);
