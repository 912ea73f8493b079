// The app's machines with their browser adapters provided (CONVENTIONS: ui asks the container for a
// machine and never touches an adapter).
import { fromPromise } from 'xstate';
import type { AccountPort } from '../../application/account/account.port.ts';
import type { CatalogPort } from '../../application/catalog/catalog.port.ts';
import { consentMachine } from '../../application/consent/consent.machine.ts';
import { messageBoxMachine, type CallbackOutcome } from '../../application/feedback/message-box.machine.ts';
import type { MessageBoxCallback, MessageBoxCallbacksPort } from '../../application/feedback/message-box.port.ts';
import { toastMachine } from '../../application/feedback/toast.machine.ts';
import type { GeoPort } from '../../application/ports/geo.port.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import { pricingMachine, type PricingOffer } from '../../application/pricing/pricing.machine.ts';
import { sessionMachine } from '../../application/session/session.machine.ts';
import type { UserInfoOutcome } from '../../application/session/session.types.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import { CONSENT_STORAGE_KEY, localizedPath, splitLanguagePrefix } from '../../domain/index.ts';

/** Callbacks of open message boxes, by id: the machine runs them through its runCallback actor. */
export class MessageBoxCallbacks implements MessageBoxCallbacksPort {
  readonly #callbacks = new Map<string, MessageBoxCallback>();
  #next = 0;

  register(callback: MessageBoxCallback): string {
    const id = `box-${(this.#next += 1)}`;
    this.#callbacks.set(id, callback);
    return id;
  }

  async run(id: string | undefined): Promise<CallbackOutcome> {
    const callback = id === undefined ? undefined : this.#callbacks.get(id);
    const result = callback ? await callback() : undefined;
    // SPEC §2.2: a callback answering false keeps the box open.
    if (result !== false && id !== undefined) this.#callbacks.delete(id);
    return { keepOpen: result === false };
  }
}

export type BrowserMachineDeps = {
  readonly store: SessionStorePort;
  readonly account: AccountPort;
  readonly catalog: CatalogPort;
  readonly geo: GeoPort;
  readonly callbacks: MessageBoxCallbacks;
  readonly xFrom: () => string | undefined;
  readonly partnerReferral: () => boolean;
};

function toUserInfoOutcome(outcome: Awaited<ReturnType<AccountPort['userInfo']>>): UserInfoOutcome {
  switch (outcome.kind) {
    case 'ok':
      return { kind: 'loaded', user: outcome.value };
    case 'unauthorized':
      return { kind: 'unauthorized' };
    case 'loggedOutElsewhere':
      return { kind: 'loggedOutElsewhere' };
    default:
      return { kind: 'unavailable' };
  }
}

export function browserMachines(deps: BrowserMachineDeps) {
  return {
    session: sessionMachine.provide({
      actors: {
        loadUserInfo: fromPromise(async () => toUserInfoOutcome(await deps.account.userInfo())),
        logout: fromPromise(async () => {
          await deps.account.logout();
        }),
      },
      actions: {
        storeSession: (_, { token, user }) => deps.store.store(token, user),
        clearStoredSession: () => deps.store.clear(),
        goToLogin: () => location.assign(localizedPath(splitLanguagePrefix(location.pathname).language, '/login')),
        reloadPage: () => location.reload(),
      },
    }),
    toast: toastMachine,
    messageBox: messageBoxMachine.provide({
      actors: { runCallback: fromPromise<CallbackOutcome, { callbackId: string | undefined }>(({ input }) => deps.callbacks.run(input.callbackId)) },
    }),
    consent: consentMachine.provide({
      actions: {
        storeChoice: (_, { choice }) => {
          try {
            localStorage.setItem(CONSENT_STORAGE_KEY, choice);
          } catch {
            // Without storage the banner asks again next time.
          }
        },
        // No ad or analytics script is loaded before consent (Care); the signals are kept for the tags that honour them.
        applyConsent: (_, signals) => {
          try {
            localStorage.setItem('consent-signals', JSON.stringify(signals));
          } catch {
            // As above.
          }
        },
      },
    }),
    pricing: pricingMachine.provide({
      actors: {
        loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(async () => {
          const geo = await deps.geo.visitor();
          if (geo.kind !== 'ok') return geo;
          const xFrom = deps.xFrom();
          const [plans, options] = await Promise.all([deps.catalog.plans({ countryCode: geo.value.countryCode, xFrom }), deps.catalog.paymentOptions({ xFrom })]);
          if (plans.kind !== 'ok') return plans;
          return {
            kind: 'ok',
            value: { plans: plans.value, providers: options.kind === 'ok' ? options.value.providers : [], visitor: geo.value, partnerReferral: deps.partnerReferral() },
          };
        }),
      },
    }),
  };
}
