import { assign, setup } from 'xstate';
import { canonicalUserCode } from '../../domain/index.ts';
import { lazyMachine } from '../lazy-machine.ts';
import { unprovided, unprovidedAction } from '../machines/unprovided.ts';
import type { DeviceActivation, DeviceActivationOutcome } from './account.port.ts';

/** Why the code as typed lets nothing be approved now, each said in its own words; the code stays in the field. */
export type ActivationProblem = 'malformed' | 'unknown' | 'expired' | 'used' | 'tooManyTries' | 'unavailable';

/** What analytics learns of one attempt: its outcome, never the code or the device. */
export type ActivationOutcome = 'approved' | 'denied' | Exclude<ActivationProblem, 'malformed'>;

export type DeviceActivationContext = {
  typed: string;
  device: DeviceActivation | undefined;
  problem: ActivationProblem | undefined;
};

export type DeviceActivationEvent =
  | { type: 'user.editCode'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.approve' }
  | { type: 'user.deny' }
  | { type: 'user.changeCode' }
  | { type: 'user.another' };

/** The refusal a call ended in, as the page words it; undefined when it went through. */
function problemOf(outcome: DeviceActivationOutcome<unknown>): ActivationProblem | undefined {
  switch (outcome.kind) {
    case 'ok':
      return undefined;
    case 'refused':
      return outcome.reason;
    case 'rateLimited':
      return 'tooManyTries';
    default:
      return 'unavailable';
  }
}

const failed = ({ event }: { event: { output: DeviceActivationOutcome<unknown> } }) => problemOf(event.output) !== undefined;
/** A refusal of the code itself (rather than of the moment) sends the customer back to it. */
const codeRefused = ({ event }: { event: { output: DeviceActivationOutcome<unknown> } }) => event.output.kind === 'refused';

/**
 * Issue 19 (RFC 8628 §3.3): a signed-in customer types the code a TV or console shows, sees which device asks, and
 * lets it in or turns it away. A refusal (no such code, expired, already used, too many tries, no connection) keeps
 * the typed code; each outcome is reported to analytics without the code or the device.
 */
export const deviceActivationMachine = lazyMachine(() =>
  setup({
    types: { context: {} as DeviceActivationContext, events: {} as DeviceActivationEvent, input: {} as { code?: string } },
    actors: {
      lookup: unprovided<DeviceActivationOutcome<DeviceActivation>, { userCode: string }>('lookup'),
      answer: unprovided<DeviceActivationOutcome<void>, { userCode: string; answer: 'approve' | 'deny' }>('answer'),
    },
    actions: {
      reportOutcome: unprovidedAction<{ outcome: ActivationOutcome }>('reportOutcome'),
    },
    guards: {
      wellFormed: ({ context }) => canonicalUserCode(context.typed) !== undefined,
    },
  }).createMachine({
    id: 'deviceActivation',
    description: 'Signing in a TV or console with the code it shows.',
    context: ({ input }) => ({ typed: input.code ?? '', device: undefined, problem: undefined }),
    initial: 'entering',
    states: {
      entering: {
        description: 'The customer types the code shown on the device (prefilled from the link the device shows).',
        on: {
          'user.editCode': { actions: assign({ typed: ({ event }) => event.value, problem: undefined }) },
          'user.submit': [
            { guard: 'wellFormed', target: 'checking', actions: assign({ problem: undefined }) },
            { description: 'not eight letters of the alphabet', actions: assign({ problem: 'malformed' }) },
          ],
        },
      },
      checking: {
        description: 'Which device is waiting on this code?',
        invoke: {
          id: 'lookup',
          src: 'lookup',
          input: ({ context }) => ({ userCode: context.typed }),
          onDone: [
            {
              guard: failed,
              target: 'entering',
              description: 'refused',
              actions: [
                assign({ problem: ({ event }) => problemOf(event.output) }),
                { type: 'reportOutcome', params: ({ event }) => ({ outcome: problemOf(event.output) as ActivationOutcome }) },
              ],
            },
            { target: 'confirming', actions: assign({ device: ({ event }) => (event.output.kind === 'ok' ? event.output.value : undefined) }) },
          ],
          onError: { target: 'entering', actions: assign({ problem: 'unavailable' }) },
        },
      },
      confirming: {
        description: 'The device is shown; the customer lets it in or turns it away.',
        on: {
          'user.approve': { target: 'approving', actions: assign({ problem: undefined }) },
          'user.deny': { target: 'denying', actions: assign({ problem: undefined }) },
          'user.changeCode': { target: 'entering', actions: assign({ device: undefined, problem: undefined }) },
        },
      },
      approving: {
        invoke: {
          id: 'approve',
          src: 'answer',
          input: ({ context }) => ({ userCode: context.typed, answer: 'approve' as const }),
          onDone: [
            {
              guard: codeRefused,
              target: 'entering',
              description: 'the code was answered or expired meanwhile',
              actions: [assign({ problem: ({ event }) => problemOf(event.output), device: undefined }), { type: 'reportOutcome', params: ({ event }) => ({ outcome: problemOf(event.output) as ActivationOutcome }) }],
            },
            {
              guard: failed,
              target: 'confirming',
              description: 'not sent: try again',
              actions: [assign({ problem: ({ event }) => problemOf(event.output) }), { type: 'reportOutcome', params: ({ event }) => ({ outcome: problemOf(event.output) as ActivationOutcome }) }],
            },
            { target: 'approved', actions: { type: 'reportOutcome', params: { outcome: 'approved' } } },
          ],
          onError: { target: 'confirming', actions: assign({ problem: 'unavailable' }) },
        },
      },
      denying: {
        invoke: {
          id: 'deny',
          src: 'answer',
          input: ({ context }) => ({ userCode: context.typed, answer: 'deny' as const }),
          onDone: [
            {
              guard: codeRefused,
              target: 'entering',
              description: 'the code was answered or expired meanwhile',
              actions: [assign({ problem: ({ event }) => problemOf(event.output), device: undefined }), { type: 'reportOutcome', params: ({ event }) => ({ outcome: problemOf(event.output) as ActivationOutcome }) }],
            },
            {
              guard: failed,
              target: 'confirming',
              description: 'not sent: try again',
              actions: [assign({ problem: ({ event }) => problemOf(event.output) }), { type: 'reportOutcome', params: ({ event }) => ({ outcome: problemOf(event.output) as ActivationOutcome }) }],
            },
            { target: 'denied', actions: { type: 'reportOutcome', params: { outcome: 'denied' } } },
          ],
          onError: { target: 'confirming', actions: assign({ problem: 'unavailable' }) },
        },
      },
      approved: {
        description: 'The device signs in with its next poll.',
        on: { 'user.another': { target: 'entering', actions: assign({ typed: '', device: undefined, problem: undefined }) } },
      },
      denied: {
        description: 'The device was turned away and gets no access.',
        on: { 'user.another': { target: 'entering', actions: assign({ typed: '', device: undefined, problem: undefined }) } },
      },
    },
  }),
);
