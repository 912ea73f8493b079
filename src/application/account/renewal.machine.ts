import { assign, setup } from 'xstate';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import { lazyMachine } from '../lazy-machine.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { Subscription } from './account.port.ts';

export type RenewalAction = 'cancel' | 'resume';
export type RenewalOutcome = 'done' | 'failed';

export type RenewalContext = {
  subscription: Subscription;
  /** The last change asked for did not go through; the subscription is as it was. */
  failed: RenewalAction | undefined;
};

export type RenewalEvent = { type: 'user.cancel' } | { type: 'user.confirm' } | { type: 'user.keep' } | { type: 'user.resume' };

/**
 * Issue 19: one subscription's renewal in /myaccount. Stopping it takes one confirmation, no more steps than buying took
 * and no detour (click-to-cancel rules); resuming takes none while the term runs. The term already paid for is never
 * touched. Each outcome is reported to analytics without personal data.
 */
export const renewalMachine = lazyMachine(() =>
  setup({
    types: { context: {} as RenewalContext, events: {} as RenewalEvent, input: {} as { subscription: Subscription } },
    actors: {
      cancelRenewal: unprovided<ApiOutcome<Subscription>, { subscriptionId: string }>('cancelRenewal'),
      resumeRenewal: unprovided<ApiOutcome<Subscription>, { subscriptionId: string }>('resumeRenewal'),
    },
    actions: {
      reportOutcome: unprovidedAction<{ action: RenewalAction; outcome: RenewalOutcome }>('reportOutcome'),
    },
  }).createMachine({
    id: 'renewal',
    description: 'Turning one subscription’s automatic renewal off or on in the account.',
    context: ({ input }) => ({ subscription: input.subscription, failed: undefined }),
    initial: 'deciding',
    states: {
      deciding: {
        always: [{ guard: ({ context }) => context.subscription.autoRenew, target: 'renewing' }, { target: 'notRenewing' }],
      },
      renewing: {
        description: 'The plan renews at the end of its term.',
        on: { 'user.cancel': { target: 'confirming', actions: assign({ failed: undefined }) } },
      },
      confirming: {
        description: 'The one question: stop the renewal? The term paid for runs to its end either way.',
        on: { 'user.confirm': 'cancelling', 'user.keep': 'renewing' },
      },
      cancelling: {
        invoke: {
          id: 'cancelRenewal',
          src: 'cancelRenewal',
          input: ({ context }) => ({ subscriptionId: context.subscription.id }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'notRenewing',
              description: 'stopped',
              actions: [
                assign({ subscription: ({ context, event }) => (event.output.kind === 'ok' ? event.output.value : context.subscription) }),
                { type: 'reportOutcome', params: { action: 'cancel', outcome: 'done' } },
              ],
            },
            { target: 'renewing', actions: [assign({ failed: 'cancel' }), { type: 'reportOutcome', params: { action: 'cancel', outcome: 'failed' } }] },
          ],
          onError: { target: 'renewing', actions: [assign({ failed: 'cancel' }), { type: 'reportOutcome', params: { action: 'cancel', outcome: 'failed' } }] },
        },
      },
      notRenewing: {
        description: 'The plan ends with its term; it can renew again until then.',
        on: { 'user.resume': { target: 'resuming', actions: assign({ failed: undefined }) } },
      },
      resuming: {
        invoke: {
          id: 'resumeRenewal',
          src: 'resumeRenewal',
          input: ({ context }) => ({ subscriptionId: context.subscription.id }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'renewing',
              description: 'renewing again',
              actions: [
                assign({ subscription: ({ context, event }) => (event.output.kind === 'ok' ? event.output.value : context.subscription) }),
                { type: 'reportOutcome', params: { action: 'resume', outcome: 'done' } },
              ],
            },
            { target: 'notRenewing', actions: [assign({ failed: 'resume' }), { type: 'reportOutcome', params: { action: 'resume', outcome: 'failed' } }] },
          ],
          onError: { target: 'notRenewing', actions: [assign({ failed: 'resume' }), { type: 'reportOutcome', params: { action: 'resume', outcome: 'failed' } }] },
        },
      },
    },
  }),
);
