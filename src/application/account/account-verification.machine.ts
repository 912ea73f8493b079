import { assign, setup, stateIn } from 'xstate';
import { isVerificationCode } from '../../domain/index.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { lazyMachine } from '../lazy-machine.ts';

/**
 * How long after a code is sent another may be asked for (docs/decisions.md, issue 5): long enough for a
 * mail to arrive, and it keeps a customer clear of the five-a-minute limit on verification mail.
 */
export const RESEND_WAIT_MS = 60_000;

export type VerificationFailure =
  | { readonly kind: 'invalidCode' }
  | { readonly kind: 'wrongCode' }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'rateLimited' }
  | { readonly kind: 'unavailable' };

export type AccountVerificationContext = {
  readonly email: string;
  code: string;
  /** How long the latest code lives, as the server said when it sent it. */
  expiresInSeconds: number | undefined;
  /** The latest code replaced an earlier one (the view says "a new code"). */
  resent: boolean;
  failure: VerificationFailure | undefined;
};

export type AccountVerificationEvent =
  | { type: 'user.requestCode' }
  | { type: 'user.editCode'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.resend' };

type RequestOutcome = ApiOutcome<{ readonly expiresInSeconds: number }>;

function failureOf(outcome: ApiOutcome<unknown>): VerificationFailure {
  if (outcome.kind === 'rejected') return { kind: 'rejected', message: outcome.message };
  if (outcome.kind === 'rateLimited') return { kind: 'rateLimited' };
  // An ended session is the session machine's to handle (it hears of it from the HTTP adapter).
  return { kind: 'unavailable' };
}

const sentAt = (outcome: RequestOutcome) => (outcome.kind === 'ok' ? outcome.value.expiresInSeconds : undefined);

/**
 * /myaccount (SPEC §1 "verify their account", §7 verification/request and /validate, purpose
 * verify_account): a code goes to the account's email; the customer types it in. A wrong or expired
 * code is refused in words and another can be sent once RESEND_WAIT_MS has passed.
 */
export const accountVerificationMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as AccountVerificationContext,
      events: {} as AccountVerificationEvent,
      input: {} as { email: string },
    },
    actors: {
      requestCode: unprovided<RequestOutcome, { email: string }>('requestCode'),
      validateCode: unprovided<ApiOutcome<boolean>, { email: string; code: string }>('validateCode'),
    },
    guards: {
      codeWellFormed: ({ context }) => isVerificationCode(context.code),
      // A new code replaces the one being checked, so none is sent while a check is under way.
      notChecking: stateIn('#accountVerification.codeSent.code.entering'),
    },
    delays: { resendWait: RESEND_WAIT_MS },
  }).createMachine({
    id: 'accountVerification',
    description: 'Verifying the email address of a signed-in account with an emailed code.',
    context: ({ input }) => ({ email: input.email, code: '', expiresInSeconds: undefined, resent: false, failure: undefined }),
    initial: 'idle',
    states: {
      idle: {
        description: 'The account is unverified and no code was sent during this visit.',
        on: { 'user.requestCode': { target: 'requesting', actions: assign({ failure: undefined }) } },
      },
      requesting: {
        description: 'Mailing a code to the account email.',
        invoke: {
          id: 'requestCode',
          src: 'requestCode',
          input: ({ context }) => ({ email: context.email }),
          onDone: [
            { guard: ({ event }) => event.output.kind === 'ok', target: 'codeSent', description: 'sent', actions: assign({ expiresInSeconds: ({ event }) => sentAt(event.output) }) },
            { target: 'idle', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
          ],
          onError: { target: 'idle', actions: assign({ failure: { kind: 'unavailable' } }) },
        },
      },
      codeSent: {
        description: 'Entering the code, and separately, when another code may be sent.',
        type: 'parallel',
        on: { 'user.editCode': { actions: assign({ code: ({ event }) => event.value }) } },
        states: {
          code: {
            initial: 'entering',
            states: {
              entering: {
                on: {
                  'user.submit': [
                    { guard: 'codeWellFormed', target: 'checking', actions: assign({ failure: undefined }) },
                    { actions: assign({ failure: { kind: 'invalidCode' } }), description: 'not six digits' },
                  ],
                },
              },
              checking: {
                invoke: {
                  id: 'validateCode',
                  src: 'validateCode',
                  input: ({ context }) => ({ email: context.email, code: context.code.trim() }),
                  onDone: [
                    { guard: ({ event }) => event.output.kind === 'ok' && event.output.value, target: '#accountVerification.verified', description: 'right code' },
                    {
                      guard: ({ event }) => event.output.kind === 'ok',
                      target: 'entering',
                      // The server answers a wrong, used-up or expired code alike; the field empties for the next try.
                      actions: assign({ failure: { kind: 'wrongCode' }, code: '' }),
                      description: 'wrong or expired code',
                    },
                    { target: 'entering', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
                  ],
                  onError: { target: 'entering', actions: assign({ failure: { kind: 'unavailable' } }) },
                },
              },
            },
          },
          resend: {
            initial: 'waiting',
            states: {
              waiting: {
                description: 'The code just sent may still be on its way.',
                after: { resendWait: { target: 'available' } },
              },
              available: {
                on: {
                  'user.resend': { guard: 'notChecking', target: 'sending', actions: assign({ failure: undefined }) },
                },
              },
              sending: {
                invoke: {
                  id: 'resendCode',
                  src: 'requestCode',
                  input: ({ context }) => ({ email: context.email }),
                  onDone: [
                    {
                      guard: ({ event }) => event.output.kind === 'ok',
                      target: 'waiting',
                      description: 'sent again',
                      actions: assign({ expiresInSeconds: ({ event }) => sentAt(event.output), resent: true, code: '' }),
                    },
                    { target: 'available', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
                  ],
                  onError: { target: 'available', actions: assign({ failure: { kind: 'unavailable' } }) },
                },
              },
            },
          },
        },
      },
      verified: { type: 'final', description: 'The account is verified, and the account page reloads its profile.' },
    },
  }),
);
