import { setup } from 'xstate';
import { unprovidedAction } from '../machines/unprovided.ts';
import { consentSignals, type ConsentChoice, type ConsentSignals } from '../../domain/consent/consent-signals.ts';
import { lazyMachine } from '../lazy-machine.ts';

/** SPEC §9: consent is updated 200 ms after the choice. */
export const CONSENT_UPDATE_DELAY_MS = 200;

export type ConsentEvent = { type: 'user.accept' } | { type: 'user.reject' };

/** A decided state: the signals follow 200 ms after the choice; the visitor may change their mind. */
function decided(choice: ConsentChoice, other: ConsentChoice) {
  return {
    initial: 'pending',
    states: {
      pending: { after: { consentUpdate: { target: 'applied', description: 'SPEC §9: 200 ms.' } } },
      applied: { entry: { type: 'applyConsent', params: consentSignals(choice) } },
    },
    on: { [other === 'accepted' ? 'user.accept' : 'user.reject']: { target: other, actions: { type: 'storeChoice', params: { choice: other } } } },
  } as const;
}

/** SPEC §4 Cookie consent: the banner until the visitor chooses; the consent signals follow 200 ms later. */
export const consentMachine = lazyMachine(() =>
  setup({
    types: { context: {} as { stored: ConsentChoice | undefined }, events: {} as ConsentEvent, input: {} as { stored: ConsentChoice | undefined } },
    delays: { consentUpdate: CONSENT_UPDATE_DELAY_MS },
    actions: {
      storeChoice: unprovidedAction<{ choice: ConsentChoice }>('storeChoice'),
      applyConsent: unprovidedAction<ConsentSignals>('applyConsent'),
    },
  }).createMachine({
    id: 'consent',
    description: 'The cookie banner: undecided until the visitor chooses; the choice reaches the consent signals 200 ms later.',
    context: ({ input }) => ({ stored: input.stored }),
    initial: 'starting',
    states: {
      starting: {
        description: 'A choice stored on an earlier visit applies at once.',
        always: [
          { guard: ({ context }) => context.stored === 'accepted', target: 'accepted.applied', description: 'accepted earlier' },
          { guard: ({ context }) => context.stored === 'rejected', target: 'rejected.applied', description: 'rejected earlier' },
          { target: 'undecided' },
        ],
      },
      undecided: {
        description: 'The banner is shown; nothing but what SPEC requires is stored.',
        on: {
          'user.accept': { target: 'accepted', actions: { type: 'storeChoice', params: { choice: 'accepted' } } },
          'user.reject': { target: 'rejected', actions: { type: 'storeChoice', params: { choice: 'rejected' } } },
        },
      },
      accepted: decided('accepted', 'rejected'),
      rejected: decided('rejected', 'accepted'),
    },
  }),
);
