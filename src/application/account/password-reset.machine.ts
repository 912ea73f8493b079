import { assign, setup } from 'xstate';
import { emailProblem, isVerificationCode, passwordProblems, type PasswordRule } from '../../domain/index.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type ResetFailure =
  | { readonly kind: 'invalid'; readonly email: boolean; readonly code: boolean; readonly password: readonly PasswordRule[] }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'rateLimited' }
  | { readonly kind: 'unavailable' };

export type PasswordResetContext = { email: string; code: string; password: string; failure: ResetFailure | undefined };

export type PasswordResetEvent =
  | { type: 'user.editEmail'; value: string }
  | { type: 'user.editCode'; value: string }
  | { type: 'user.editPassword'; value: string }
  | { type: 'user.requestCode' }
  | { type: 'user.submit' };

function failureOf(outcome: ApiOutcome<unknown>): ResetFailure {
  if (outcome.kind === 'rejected') return { kind: 'rejected', message: outcome.message };
  if (outcome.kind === 'rateLimited') return { kind: 'rateLimited' };
  return { kind: 'unavailable' };
}

function problems(context: PasswordResetContext, withCode: boolean): ResetFailure | undefined {
  const email = emailProblem(context.email.trim()) !== undefined;
  const code = withCode && !isVerificationCode(context.code);
  const password = withCode ? passwordProblems(context.password) : [];
  return email || code || password.length > 0 ? { kind: 'invalid', email, code, password } : undefined;
}

/**
 * /forgetpassword → /resetpassword (SPEC §7 verification/request, reset_password): a code goes to the
 * email; the code and a new password that meets every SPEC §5 rule set it. Each failing rule is named.
 */
export const passwordResetMachine = lazyMachine(() =>
  setup({
    types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, input: {} as { email?: string | undefined; code?: string | undefined } },
    actors: {
      requestCode: unprovided<ApiOutcome<unknown>, { email: string }>('requestCode'),
      resetPassword: unprovided<ApiOutcome<unknown>, { email: string; code: string; password: string }>('resetPassword'),
    },
    guards: {
      emailReady: ({ context }) => problems(context, false) === undefined,
      resetReady: ({ context }) => problems(context, true) === undefined,
    },
  }).createMachine({
    id: 'passwordReset',
    description: 'Forgotten password: request a code, then choose a new password with it.',
    context: ({ input }) => ({ email: input.email ?? '', code: input.code ?? '', password: '', failure: undefined }),
    initial: 'editing',
    on: {
      'user.editEmail': { actions: assign({ email: ({ event }) => event.value }) },
      'user.editCode': { actions: assign({ code: ({ event }) => event.value }) },
      'user.editPassword': { actions: assign({ password: ({ event }) => event.value }) },
    },
    states: {
      editing: {
        on: {
          'user.requestCode': [
            { guard: 'emailReady', target: 'requesting', actions: assign({ failure: undefined }) },
            { actions: assign({ failure: ({ context }) => problems(context, false) }) },
          ],
          'user.submit': [
            { guard: 'resetReady', target: 'resetting', actions: assign({ failure: undefined }) },
            { actions: assign({ failure: ({ context }) => problems(context, true) }) },
          ],
        },
      },
      requesting: {
        description: 'Sending the code to the email (answered alike for unknown emails).',
        invoke: {
          id: 'requestCode',
          src: 'requestCode',
          input: ({ context }) => ({ email: context.email.trim() }),
          onDone: [
            { guard: ({ event }) => event.output.kind === 'ok', target: 'codeSent', description: 'code sent' },
            { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
          ],
          onError: { target: 'editing', actions: assign({ failure: { kind: 'unavailable' } }) },
        },
      },
      codeSent: { type: 'final', description: 'The visitor goes on to enter the code.' },
      resetting: {
        invoke: {
          id: 'resetPassword',
          src: 'resetPassword',
          input: ({ context }) => ({ email: context.email.trim(), code: context.code.trim(), password: context.password }),
          onDone: [
            { guard: ({ event }) => event.output.kind === 'ok', target: 'done', description: 'password changed' },
            { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
          ],
          onError: { target: 'editing', actions: assign({ failure: { kind: 'unavailable' } }) },
        },
      },
      done: { type: 'final', description: 'The new password works; the visitor signs in with it.' },
    },
  }),
);
