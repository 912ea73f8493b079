import { assign, emit, setup } from 'xstate';
import { ipAddressProblem, type IpProblem } from '../../domain/index.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { AllowedIp, Device, Profile, Subscription } from './account.port.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type AccountOverview = {
  readonly profile: Profile;
  readonly subscriptions: readonly Subscription[];
  readonly devices: readonly Device[];
  readonly deviceLimit: number;
  readonly allowedIp: AllowedIp;
};

export type MyAccountNotice = 'deviceUnbound' | 'ipBound' | 'ipRemoved' | 'refunded' | 'actionFailed';

export type MyAccountContext = {
  overview: AccountOverview | undefined;
  ipInput: string;
  ipProblem: IpProblem | { readonly kind: 'rejected'; readonly message: string } | undefined;
};

/** What an action came to, for the visitor to hear of (the page shows it as a toast, SPEC §2.2). */
export type MyAccountEmitted = { type: 'account.notice'; notice: MyAccountNotice };

export type MyAccountEvent =
  | { type: 'user.retry' }
  | { type: 'user.unbind'; device: Pick<Device, 'appType' | 'deviceId'> }
  | { type: 'user.editIp'; value: string }
  | { type: 'user.useCurrentIp' }
  | { type: 'user.bindIp' }
  | { type: 'user.removeIp' }
  | { type: 'account.verified' }
  /** A refund under the money-back guarantee (the refund machine) ended a subscription on this page. */
  | { type: 'account.refunded' };

/**
 * /myaccount (SPEC §1, §7): profile, subscriptions, devices (unbind) and the allowed IP (bind a valid
 * IPv4/IPv6 address, or the visitor's own; remove). Every change reloads what it touched, as does a
 * verification finished on the page.
 */
export const myAccountMachine = lazyMachine(() =>
  setup({
    types: { context: {} as MyAccountContext, events: {} as MyAccountEvent, emitted: {} as MyAccountEmitted },
    actors: {
      loadOverview: unprovided<ApiOutcome<AccountOverview>, void>('loadOverview'),
      unbindDevice: unprovided<ApiOutcome<void>, Pick<Device, 'appType' | 'deviceId'>>('unbindDevice'),
      bindIp: unprovided<ApiOutcome<AllowedIp>, { ip: string }>('bindIp'),
      removeIp: unprovided<ApiOutcome<void>, void>('removeIp'),
    },
    actions: {
      notify: emit((_, params: { notice: MyAccountNotice }) => ({ type: 'account.notice' as const, notice: params.notice })),
    },
    guards: {
      ipValid: ({ context }) => ipAddressProblem(context.ipInput) === undefined,
    },
  }).createMachine({
    id: 'myAccount',
    description: 'The signed-in customer’s account page.',
    context: { overview: undefined, ipInput: '', ipProblem: undefined },
    initial: 'loading',
    states: {
      loading: {
        on: {
          // The load under way may have left before the change, so it starts again.
          'account.verified': { target: 'loading', reenter: true, description: 'the email was verified on this page' },
        },
        invoke: {
          id: 'loadOverview',
          src: 'loadOverview',
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'ready',
              description: 'loaded',
              actions: assign({ overview: ({ event }) => (event.output.kind === 'ok' ? event.output.value : undefined) }),
            },
            { target: 'failed' },
          ],
          onError: { target: 'failed' },
        },
      },
      failed: {
        description: 'The account could not be loaded (an expired session is handled by the session machine).',
        on: { 'user.retry': 'loading' },
      },
      ready: {
        initial: 'idle',
        on: {
          'user.editIp': { actions: assign({ ipInput: ({ event }) => event.value, ipProblem: undefined }) },
          'account.verified': { target: 'loading', description: 'the email was verified on this page: reload so the profile says so' },
          'account.refunded': {
            target: 'loading',
            description: 'a refund ended a subscription on this page: reload so the account says so',
            actions: { type: 'notify', params: { notice: 'refunded' } },
          },
        },
        states: {
          idle: {
            on: {
              'user.unbind': { target: 'unbinding' },
              'user.useCurrentIp': { actions: assign({ ipInput: ({ context }) => context.overview?.allowedIp.currentIp ?? '', ipProblem: undefined }) },
              'user.bindIp': [
                { guard: 'ipValid', target: 'binding' },
                { actions: assign({ ipProblem: ({ context }) => ipAddressProblem(context.ipInput) }), description: 'not an IPv4 or IPv6 address' },
              ],
              'user.removeIp': { target: 'removing' },
            },
          },
          unbinding: {
            invoke: {
              id: 'unbindDevice',
              src: 'unbindDevice',
              input: ({ event }) => (event as Extract<MyAccountEvent, { type: 'user.unbind' }>).device,
              onDone: [
                { guard: ({ event }) => event.output.kind === 'ok', target: '#myAccount.loading', actions: { type: 'notify', params: { notice: 'deviceUnbound' } }, description: 'unbound' },
                { target: 'idle', actions: { type: 'notify', params: { notice: 'actionFailed' } } },
              ],
              onError: { target: 'idle', actions: { type: 'notify', params: { notice: 'actionFailed' } } },
            },
          },
          binding: {
            invoke: {
              id: 'bindIp',
              src: 'bindIp',
              input: ({ context }) => ({ ip: context.ipInput.trim() }),
              onDone: [
                { guard: ({ event }) => event.output.kind === 'ok', target: '#myAccount.loading', actions: [assign({ ipInput: '' }), { type: 'notify', params: { notice: 'ipBound' } }], description: 'bound' },
                {
                  guard: ({ event }) => event.output.kind === 'rejected',
                  target: 'idle',
                  description: 'the API refused the address: said beside the field',
                  actions: assign({ ipProblem: ({ event }) => (event.output.kind === 'rejected' ? { kind: 'rejected' as const, message: event.output.message } : undefined) }),
                },
                { target: 'idle', actions: { type: 'notify', params: { notice: 'actionFailed' } } },
              ],
              onError: { target: 'idle', actions: { type: 'notify', params: { notice: 'actionFailed' } } },
            },
          },
          removing: {
            invoke: {
              id: 'removeIp',
              src: 'removeIp',
              onDone: [
                { guard: ({ event }) => event.output.kind === 'ok', target: '#myAccount.loading', actions: { type: 'notify', params: { notice: 'ipRemoved' } }, description: 'removed' },
                { target: 'idle', actions: { type: 'notify', params: { notice: 'actionFailed' } } },
              ],
              onError: { target: 'idle', actions: { type: 'notify', params: { notice: 'actionFailed' } } },
            },
          },
        },
      },
    },
  }),
);
