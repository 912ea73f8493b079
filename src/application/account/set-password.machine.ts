import { assign, setup } from 'xstate';
import { emailProblem, passwordProblems, type PasswordRule } from '../../domain/index.ts';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { UserInfo } from '../session/session.types.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type SetPasswordFailure =
  | { readonly kind: 'invalid'; readonly email: boolean; readonly password: readonly PasswordRule[] }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'unavailable' };

export type SetPasswordContext = { needsEmail: boolean; email: string; password: string; failure: SetPasswordFailure | undefined };
export type SetPasswordEvent = { type: 'user.editEmail'; value: string } | { type: 'user.editPassword'; value: string } | { type: 'user.submit' };

function problems(context: SetPasswordContext): SetPasswordFailure | undefined {
  const email = context.needsEmail && emailProblem(context.email.trim()) !== undefined;
  const password = passwordProblems(context.password);
  return email || password.length > 0 ? { kind: 'invalid', email, password } : undefined;
}

/**
 * /paysuc (SPEC §2.2): an account made at checkout has no password; the customer sets one (and the
 * email to sign in with) so the apps on their other devices can sign in. Every failing rule is named.
 */
export const setPasswordMachine = lazyMachine(() =>
  setup({
    types: { context: {} as SetPasswordContext, events: {} as SetPasswordEvent, input: {} as { needsEmail: boolean } },
    actors: { setPassword: unprovided<ApiOutcome<UserInfo>, { password: string; email: string | undefined }>('setPassword') },
    actions: { userUpdated: unprovidedAction<UserInfo>('userUpdated') },
    guards: { ready: ({ context }) => problems(context) === undefined },
  }).createMachine({
    id: 'setPassword',
    description: 'Setting the first password of an account made at checkout.',
    context: ({ input }) => ({ needsEmail: input.needsEmail, email: '', password: '', failure: undefined }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'user.editEmail': { actions: assign({ email: ({ event }) => event.value }) },
          'user.editPassword': { actions: assign({ password: ({ event }) => event.value }) },
          'user.submit': [
            { guard: 'ready', target: 'saving', actions: assign({ failure: undefined }) },
            { actions: assign({ failure: ({ context }) => problems(context) }), description: 'rules fail' },
          ],
        },
      },
      saving: {
        invoke: {
          id: 'setPassword',
          src: 'setPassword',
          input: ({ context }) => ({ password: context.password, email: context.needsEmail ? context.email.trim() : undefined }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'saved',
              description: 'saved',
              actions: { type: 'userUpdated', params: ({ event }) => (event.output as { value: UserInfo }).value },
            },
            { target: 'editing', actions: assign({ failure: ({ event }) => (event.output.kind === 'rejected' ? { kind: 'rejected', message: event.output.message } : { kind: 'unavailable' }) }) },
          ],
          onError: { target: 'editing', actions: assign({ failure: { kind: 'unavailable' } }) },
        },
      },
      saved: { type: 'final' },
    },
  }),
);
