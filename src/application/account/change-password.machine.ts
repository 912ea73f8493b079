import { assign, setup } from 'xstate';
import { passwordProblems, type PasswordRule } from '../../domain/index.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type ChangePasswordFailure =
  | {
      readonly kind: 'invalid';
      readonly currentMissing: boolean;
      readonly password: readonly PasswordRule[];
      readonly sameAsCurrent: boolean;
    }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'rateLimited' }
  | { readonly kind: 'unavailable' };

export type ChangePasswordContext = { currentPassword: string; newPassword: string; failure: ChangePasswordFailure | undefined };

export type ChangePasswordEvent =
  | { type: 'user.editCurrent'; value: string }
  | { type: 'user.editNew'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.changeAgain' };

function problems(context: ChangePasswordContext): ChangePasswordFailure | undefined {
  const currentMissing = context.currentPassword === '';
  const password = passwordProblems(context.newPassword);
  // Only worth saying once the new password is otherwise acceptable: a weak copy of the old one fails its rules already.
  const sameAsCurrent = !currentMissing && password.length === 0 && context.newPassword === context.currentPassword;
  return currentMissing || password.length > 0 || sameAsCurrent ? { kind: 'invalid', currentMissing, password, sameAsCurrent } : undefined;
}

function failureOf(outcome: ApiOutcome<void>): ChangePasswordFailure {
  if (outcome.kind === 'rejected') return { kind: 'rejected', message: outcome.message };
  if (outcome.kind === 'rateLimited') return { kind: 'rateLimited' };
  // An ended session is the session machine's to handle (it hears of it from the HTTP adapter).
  return { kind: 'unavailable' };
}

const EMPTY = { currentPassword: '', newPassword: '', failure: undefined } as const;

/**
 * /myaccount (SPEC §1, §7 change_password): the current password and a new one that meets every SPEC §5
 * rule and differs from it. Each failing rule is named; the server's message (a wrong current password)
 * is shown as it came (SPEC §8); a network failure keeps what was typed.
 */
export const changePasswordMachine = lazyMachine(() =>
  setup({
    types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
    actors: {
      changePassword: unprovided<ApiOutcome<void>, { currentPassword: string; newPassword: string }>('changePassword'),
    },
    guards: { ready: ({ context }) => problems(context) === undefined },
  }).createMachine({
    id: 'changePassword',
    description: 'Changing the password of a signed-in account.',
    context: { ...EMPTY },
    initial: 'editing',
    states: {
      editing: {
        description: 'The customer types, and a failure stays visible until the next submit.',
        on: {
          'user.editCurrent': { actions: assign({ currentPassword: ({ event }) => event.value }) },
          'user.editNew': { actions: assign({ newPassword: ({ event }) => event.value }) },
          'user.submit': [
            { guard: 'ready', target: 'saving', actions: assign({ failure: undefined }) },
            { actions: assign({ failure: ({ context }) => problems(context) }), description: 'a rule fails' },
          ],
        },
      },
      saving: {
        description: 'Sending both passwords (on success the server ends every other session).',
        invoke: {
          id: 'changePassword',
          src: 'changePassword',
          input: ({ context }) => ({ currentPassword: context.currentPassword, newPassword: context.newPassword }),
          onDone: [
            // The passwords leave memory as soon as they are no longer needed.
            { guard: ({ event }) => event.output.kind === 'ok', target: 'saved', description: 'changed', actions: assign({ ...EMPTY }) },
            { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.output) }), description: 'refused or unreachable; what was typed stays' },
          ],
          onError: { target: 'editing', actions: assign({ failure: { kind: 'unavailable' } }) },
        },
      },
      saved: {
        description: 'The new password works here and must be used on every other device.',
        on: { 'user.changeAgain': { target: 'editing', description: 'an empty form again' } },
      },
    },
  }),
);
