import { assign, setup } from 'xstate';
import { emailProblem } from '../../domain/index.ts';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { SignedInSession } from './account.port.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type SignInFailure =
  | { readonly kind: 'emailInvalid' }
  | { readonly kind: 'passwordMissing' }
  | { readonly kind: 'challengeMissing' }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds: number | undefined }
  | { readonly kind: 'unavailable' };

export type SignInContext = { email: string; password: string; challengeToken: string | undefined; failure: SignInFailure | undefined };

export type SignInEvent =
  | { type: 'user.editEmail'; value: string }
  | { type: 'user.editPassword'; value: string }
  | { type: 'user.challengeSolved'; token: string | undefined }
  | { type: 'user.submit' };

function failureOf(outcome: ApiOutcome<SignedInSession>): SignInFailure {
  switch (outcome.kind) {
    case 'rejected':
      return { kind: 'rejected', message: outcome.message };
    case 'rateLimited':
      return { kind: 'rateLimited', retryAfterSeconds: outcome.retryAfterSeconds };
    case 'challengeMissing':
      return { kind: 'challengeMissing' };
    default:
      return { kind: 'unavailable' };
  }
}

/**
 * /login (SPEC §7 login, v2 challenge): the form keeps what was typed through every failure; the
 * server's message is shown as it came (SPEC §8); success joins the session.
 */
export const signInMachine = lazyMachine(() =>
  setup({
    types: { context: {} as SignInContext, events: {} as SignInEvent, input: {} as { email?: string | undefined } },
    actors: {
      signIn: unprovided<ApiOutcome<SignedInSession>, { email: string; password: string; challengeToken: string | undefined }>('signIn'),
    },
    actions: {
      startSession: unprovidedAction<SignedInSession>('startSession'),
    },
    guards: {
      emailValid: ({ context }) => emailProblem(context.email.trim()) === undefined,
      passwordGiven: ({ context }) => context.password !== '',
      challengeSolved: ({ context }) => context.challengeToken !== undefined,
    },
  }).createMachine({
    id: 'signIn',
    description: 'The sign-in form.',
    context: ({ input }) => ({ email: input.email ?? '', password: '', challengeToken: undefined, failure: undefined }),
    initial: 'editing',
    on: {
      'user.editEmail': { actions: assign({ email: ({ event }) => event.value }) },
      'user.editPassword': { actions: assign({ password: ({ event }) => event.value }) },
      'user.challengeSolved': { actions: assign({ challengeToken: ({ event }) => event.token }) },
    },
    states: {
      editing: {
        description: 'The visitor types; a failure stays visible until the next submit.',
        on: {
          'user.submit': [
            { guard: { type: 'emailValid' }, target: 'checkingPassword' },
            { actions: assign({ failure: { kind: 'emailInvalid' } }), description: 'email malformed' },
          ],
        },
      },
      checkingPassword: {
        always: [
          { guard: 'passwordGiven', target: 'checkingChallenge' },
          { target: 'editing', actions: assign({ failure: { kind: 'passwordMissing' } }) },
        ],
      },
      checkingChallenge: {
        always: [
          { guard: 'challengeSolved', target: 'submitting' },
          { target: 'editing', actions: assign({ failure: { kind: 'challengeMissing' } }), description: "SPEC §5: 'recaptcha token is empty' — refused before sending." },
        ],
      },
      submitting: {
        description: 'Signing in; the button shows its loading state.',
        invoke: {
          id: 'signIn',
          src: 'signIn',
          input: ({ context }) => ({ email: context.email.trim(), password: context.password, challengeToken: context.challengeToken }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'signedIn',
              description: 'signed in',
              actions: { type: 'startSession', params: ({ event }) => (event.output as { value: SignedInSession }).value },
            },
            {
              target: 'editing',
              // A v2 token is single use: the box must be ticked again (the page resets its widget).
              actions: assign({ failure: ({ event }) => failureOf(event.output), challengeToken: undefined }),
            },
          ],
          onError: { target: 'editing', actions: assign({ failure: { kind: 'unavailable' }, challengeToken: undefined }) },
        },
      },
      signedIn: { type: 'final', description: 'The session has the new token.' },
    },
  }),
);
