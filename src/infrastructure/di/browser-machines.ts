// The app's machines with their browser adapters provided (CONVENTIONS: ui asks the container for a
// machine and never touches an adapter).
import { fromCallback, fromPromise, type EventObject } from 'xstate';
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
import { popupsMachine } from '../../application/popups/popups.machine.ts';
import { offerCountdownMachine } from '../../application/promotion/offer-countdown.machine.ts';
import { promotionConfigMachine, type PromotionConfigOutcome } from '../../application/promotion/promotion-config.machine.ts';
import type { AnalyticsPort } from '../../application/purchase/purchase.port.ts';
import type { BrowserPopupsEnvironment } from '../browser/popups-environment.adapter.ts';
import { CONSENT_SIGNALS_STORAGE_KEY, CONSENT_STORAGE_KEY, FRONT_ID_STORAGE_KEY, ROUTE_DEFINITIONS, checkoutKey, isCheckoutKey, isKnownPaymentPage, localizedPath, normalisePurchaseValue, paymentPageUrl, orderSearch, returnSearch, splitLanguagePrefix, type Cps, type OrderReference, type PaymentProvider } from '../../domain/index.ts';
import type { RouterNavigation } from '../browser/router-navigation.ts';
import { checkoutMachine, type CheckoutEvent } from '../../application/checkout/checkout.machine.ts';
import { UNKNOWN_PAYMENT_PAGE } from '../../application/checkout/checkout.types.ts';
import type { AllowedIp, ContactMessage, Device, DeviceActivation, DeviceActivationOutcome, RefundOutcome, SignedInSession, Subscription } from '../../application/account/account.port.ts';
import { contactMachine } from '../../application/account/contact.machine.ts';
import { setPasswordMachine } from '../../application/account/set-password.machine.ts';
import { changePasswordMachine } from '../../application/account/change-password.machine.ts';
import { accountVerificationMachine } from '../../application/account/account-verification.machine.ts';
import type { UserInfo } from '../../application/session/session.types.ts';
import { myAccountMachine, type AccountOverview } from '../../application/account/my-account.machine.ts';
import { refundMachine } from '../../application/account/refund.machine.ts';
import { deviceActivationMachine } from '../../application/account/device-activation.machine.ts';
import { renewalMachine } from '../../application/account/renewal.machine.ts';
import { invoiceMachine } from '../../application/account/invoice.machine.ts';
import { ordersMachine } from '../../application/account/orders.machine.ts';
import type { InvoiceOutcome, Order, OrdersPort } from '../../application/account/orders.port.ts';
import { signInMachine } from '../../application/account/sign-in.machine.ts';
import { passwordResetMachine } from '../../application/account/password-reset.machine.ts';
import type { CreatePurchaseOutcome, PrepurchaseOutcome, PurchaseInput, PurchaseResultOutcome, SignUpOutcome } from '../../application/checkout/checkout.types.ts';
import type { PurchasePort, PurchaseRequest } from '../../application/purchase/purchase.port.ts';
import type { SessionProblemsChannel } from './session-problems.ts';
import { lazyMachine } from '../../application/lazy-machine.ts';
import { setScriptSource } from '../browser/trusted-script-url.ts';
import { storedRandomId } from '../storage/front-id.ts';

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

function purchaseKey(planId: string, provider: string): string {
  // One key per plan and provider until the order is settled: a retry after a timeout is the same order.
  return storedRandomId(() => sessionStorage, checkoutKey(planId, provider));
}

function forgetPurchaseKeys(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (isCheckoutKey(key)) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

function loadScript(src: string): Promise<void> {
  if (document.querySelector(`script[src="${src}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { async: true });
    setScriptSource(script, src);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.append(script);
  });
}

type OverlayApi = { open(options: { orderId: string; onComplete: (status: string) => void; onDismiss: () => void }): void };

export type BrowserMachineDeps = {
  readonly popupsEnvironment: BrowserPopupsEnvironment;
  readonly analytics: AnalyticsPort;
  readonly store: SessionStorePort;
  readonly account: AccountPort;
  /** Issue 19: the account's orders and invoices. */
  readonly orders: OrdersPort;
  readonly catalog: CatalogPort;
  readonly geo: GeoPort;
  readonly callbacks: MessageBoxCallbacks;
  readonly xFrom: () => string | undefined;
  readonly partnerReferral: () => boolean;
  readonly purchase: PurchasePort;
  readonly cps: () => Cps | undefined;
  readonly sessionEvents: SessionProblemsChannel;
  readonly navigation: RouterNavigation;
  /** Issue 16: where, besides this site, a purchase may send the browser (the runtime config's `paymentOrigins`). */
  readonly paymentOrigins: () => Promise<readonly string[]>;
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

async function purchaseRequest(deps: BrowserMachineDeps, provider: PaymentProvider, planId: string, trial: boolean, signal: AbortSignal): Promise<PurchaseRequest> {
  const language = splitLanguagePrefix(location.pathname).language;
  const geo = await deps.geo.visitor(signal);
  return {
    provider,
    planId,
    returnUrl: `${localizedPath(language, '/paystatus')}?${returnSearch(planId, trial)}`,
    language,
    countryCode: geo.kind === 'ok' ? geo.value.countryCode : '',
    frontId: localStorage.getItem(FRONT_ID_STORAGE_KEY) ?? 'unknown',
    idempotencyKey: purchaseKey(trial ? `${planId}-trial` : planId, provider),
    cps: deps.cps(),
    trial,
    xFrom: deps.xFrom(),
  };
}

/** Plans re-priced for the visitor's country and the ways to pay there: the pricing page's and the checkout's offer. */
async function loadOffer(deps: BrowserMachineDeps, signal: AbortSignal): Promise<ApiOutcome<PricingOffer>> {
  const geo = await deps.geo.visitor(signal);
  if (geo.kind !== 'ok') return geo;
  const xFrom = deps.xFrom();
  const [plans, options] = await Promise.all([deps.catalog.plans({ countryCode: geo.value.countryCode, xFrom }, signal), deps.catalog.paymentOptions({ xFrom }, signal)]);
  if (plans.kind !== 'ok') return plans;
  return {
    kind: 'ok',
    value: { plans: plans.value, providers: options.kind === 'ok' ? options.value.providers : [], visitor: geo.value, partnerReferral: deps.partnerReferral() },
  };
}

/** A payment page of the visitor's current language, for the order. */
function paymentPagePath(page: '/paystatus' | '/paysuc', order: OrderReference): string {
  return `${localizedPath(splitLanguagePrefix(location.pathname).language, page)}?${orderSearch(order)}`;
}

const ACCOUNT_ONLY_PATHS = new Set(ROUTE_DEFINITIONS.filter((route) => route.guards?.includes('auth')).map((route) => route.path));

export function browserMachines(deps: BrowserMachineDeps) {
  const overlayScripts = new Map<string, string | undefined>();
  // Each machine gets its adapters when first used: `provide` builds a whole state chart again, and a page
  // starts only a few of the app's machines (issue 7).
  const promotionConfig = lazyMachine(() =>
    promotionConfigMachine.provide({
      actors: {
        loadPromotionConfig: fromPromise<PromotionConfigOutcome, void>(async ({ signal }) => {
          const outcome = await deps.catalog.promotionConfig(signal);
          return outcome.kind === 'ok' ? { kind: 'loaded', config: outcome.value } : { kind: 'notYet' };
        }),
      },
    }),
  );
  return {
    offerCountdown: lazyMachine(() => offerCountdownMachine.provide({ actors: { promotionConfig } })),
    popups: lazyMachine(() => popupsMachine.provide({
      actions: {
        storeClosedOn: (_, { popup, stamp }) => deps.popupsEnvironment.storeClosedOn(popup, stamp),
        reportConfigError: (_, { message }) => console.error(message),
      },
      actors: { promotionConfig },
    })),
    session: lazyMachine(() => sessionMachine.provide({
      actors: {
        loadUserInfo: fromPromise(async ({ signal }) => toUserInfoOutcome(await deps.account.userInfo(signal))),
        // Not cancelled with its state: the server must end the session even when the visitor moves on at once.
        logout: fromPromise(async () => {
          await deps.account.logout();
        }),
      },
      actions: {
        storeSession: (_, { token, user }) => deps.store.store(token, user),
        clearStoredSession: () => deps.store.clear(),
        goToLogin: () => location.assign(localizedPath(splitLanguagePrefix(location.pathname).language, '/login')),
        reloadPage: () => location.reload(),
        // Signing out on a page only a customer may see (the account area) ends on the home page.
        leaveAccountArea: () => {
          const { language, pathWithoutPrefix } = splitLanguagePrefix(location.pathname);
          if (ACCOUNT_ONLY_PATHS.has(pathWithoutPrefix)) location.assign(localizedPath(language, '/'));
        },
      },
    })),
    toast: toastMachine,
    messageBox: lazyMachine(() => messageBoxMachine.provide({
      actors: { runCallback: fromPromise<CallbackOutcome, { callbackId: string | undefined }>(({ input }) => deps.callbacks.run(input.callbackId)) },
    })),
    consent: lazyMachine(() => consentMachine.provide({
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
            localStorage.setItem(CONSENT_SIGNALS_STORAGE_KEY, JSON.stringify(signals));
          } catch {
            // As above.
          }
        },
      },
    })),
    checkout: lazyMachine(() => checkoutMachine.provide({
      actors: {
        loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(({ signal }) => loadOffer(deps, signal)),
        signUpAnonymously: fromPromise<SignUpOutcome, void>(async ({ signal }) => {
          const outcome = await deps.account.signUpAnonymously(signal);
          if (outcome.kind === 'ok') {
            deps.store.store(outcome.value.token, outcome.value.user, outcome.value.expiresAt);
            return { kind: 'signedUp', token: outcome.value.token };
          }
          if (outcome.kind === 'challengeMissing') return { kind: 'challengeFailed' };
          return { kind: 'failed', message: outcome.kind === 'rejected' ? outcome.message : outcome.kind };
        }),
        prepurchase: fromPromise<PrepurchaseOutcome, { provider: PaymentProvider; planId: string; trial: boolean }>(async ({ input, signal }) => {
          const outcome = await deps.purchase.prepurchase(await purchaseRequest(deps, input.provider, input.planId, input.trial, signal), signal);
          return outcome.kind === 'ok' ? { kind: 'ready', prepurchaseId: outcome.value.prepurchaseId } : { kind: 'failed', message: outcome.kind === 'rejected' ? outcome.message : outcome.kind };
        }),
        createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(async ({ input, signal }) => {
          const outcome = await deps.purchase.purchase({ ...(await purchaseRequest(deps, input.provider, input.planId, input.trial, signal)), prepurchaseId: input.prepurchaseId }, signal);
          if (outcome.kind !== 'ok') return { kind: 'failed', message: outcome.kind === 'rejected' ? outcome.message : outcome.kind };
          // Issue 16 finding 3: an order answer that names a page or script off the site and off the providers is not followed.
          const origins = await deps.paymentOrigins().catch(() => [] as readonly string[]);
          const handOff = [paymentPageUrl(normalisePurchaseValue(input.provider, outcome.value)), outcome.value.overlayScript].filter((url) => url !== undefined);
          if (handOff.some((url) => !isKnownPaymentPage(url, location.origin, origins))) return { kind: 'failed', message: UNKNOWN_PAYMENT_PAGE };
          overlayScripts.set(outcome.value.orderId, outcome.value.overlayScript);
          return { kind: 'created', orderId: outcome.value.orderId, value: outcome.value };
        }),
        purchaseResult: fromPromise<PurchaseResultOutcome, { provider: PaymentProvider; orderId: string }>(async ({ input, signal }) => {
          const outcome = await deps.purchase.result(input.provider, input.orderId, signal);
          // Issue 16: another account's order is answered 404 (orderUnknown), as one that does not exist.
          if (outcome.kind === 'rejected' && outcome.status === 404) return { kind: 'notFound' };
          return outcome.kind === 'ok' ? { kind: 'result', value: outcome.value } : { kind: 'failed', message: outcome.kind === 'rejected' ? outcome.message : outcome.kind };
        }),
        runOverlay: fromCallback<EventObject, { provider: PaymentProvider; orderId: string }, CheckoutEvent>(({ input, sendBack }) => {
          const script = overlayScripts.get(input.orderId) ?? `/sandbox/providers/${input.provider}.js`;
          loadScript(script)
            .then(() => {
              const overlay = (window as unknown as { SandboxPay?: OverlayApi }).SandboxPay;
              if (!overlay) throw new Error('The provider overlay did not load.');
              overlay.open({ orderId: input.orderId, onComplete: () => sendBack({ type: 'provider.completed' }), onDismiss: () => sendBack({ type: 'provider.dismissed' }) });
            })
            .catch(() => sendBack({ type: 'provider.dismissed' }));
        }),
      },
      actions: {
        startSession: () => {
          const user = deps.store.user();
          const token = deps.store.read();
          if (token !== undefined) deps.sessionEvents.signedIn(token, user);
        },
        forgetOrder: () => forgetPurchaseKeys(),
        // Client-side, replacing the checkout or /paystatus: Back does not start the payment again.
        showPayStatus: (_, order) => deps.navigation.go(paymentPagePath('/paystatus', order), { replace: true }),
        showWelcome: (_, order) => deps.navigation.go(paymentPagePath('/paysuc', order), { replace: true }),
        userInfoChanged: () => deps.sessionEvents.refreshed({ paid: true }),
        // Analytics never holds up or breaks a purchase.
        track: (_, event) => void deps.analytics.send(event).catch(() => undefined),
        goToPaymentPage: (_, { url }) => location.assign(url),
      },
    })),
    signIn: lazyMachine(() => signInMachine.provide({
      actors: {
        signIn: fromPromise<ApiOutcome<SignedInSession>, { email: string; password: string; challengeToken: string | undefined }>(({ input, signal }) =>
          deps.account.login(input.email, input.password, input.challengeToken, signal),
        ),
      },
      actions: {
        startSession: (_, session) => {
          deps.store.store(session.token, session.user, session.expiresAt);
          deps.sessionEvents.signedIn(session.token, session.user);
        },
      },
    })),
    passwordReset: lazyMachine(() => passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise<ApiOutcome<unknown>, { email: string }>(({ input, signal }) => deps.account.requestVerification(input.email, 'reset_password', signal)),
        resetPassword: fromPromise<ApiOutcome<unknown>, { email: string; code: string; password: string }>(({ input, signal }) => deps.account.resetPassword(input.email, input.code, input.password, signal)),
      },
    })),
    myAccount: lazyMachine(() => myAccountMachine.provide({
      actors: {
        loadOverview: fromPromise<ApiOutcome<AccountOverview>, void>(async ({ signal }) => {
          const [profile, subscriptions, devices, allowedIp] = await Promise.all([
            deps.account.profile(signal),
            deps.account.subscriptions(signal),
            deps.account.devices(signal),
            deps.account.allowedIp(signal),
          ]);
          for (const outcome of [profile, subscriptions, devices, allowedIp]) if (outcome.kind !== 'ok') return outcome;
          if (profile.kind !== 'ok' || subscriptions.kind !== 'ok' || devices.kind !== 'ok' || allowedIp.kind !== 'ok') return { kind: 'unavailable', reason: 'network' };
          return {
            kind: 'ok',
            value: { profile: profile.value, subscriptions: subscriptions.value, devices: devices.value.devices, deviceLimit: devices.value.limit, allowedIp: allowedIp.value },
          };
        }),
        unbindDevice: fromPromise<ApiOutcome<void>, Pick<Device, 'appType' | 'deviceId'>>(({ input, signal }) => deps.account.unbindDevice(input, signal)),
        bindIp: fromPromise<ApiOutcome<AllowedIp>, { ip: string }>(({ input, signal }) => deps.account.bindIp(input.ip, signal)),
        removeIp: fromPromise<ApiOutcome<void>, void>(({ signal }) => deps.account.removeIp(signal)),
      },
    })),
    renewal: lazyMachine(() => renewalMachine.provide({
      actors: {
        cancelRenewal: fromPromise<ApiOutcome<Subscription>, { subscriptionId: string }>(({ input, signal }) => deps.account.cancelRenewal(input.subscriptionId, signal)),
        resumeRenewal: fromPromise<ApiOutcome<Subscription>, { subscriptionId: string }>(({ input, signal }) => deps.account.resumeRenewal(input.subscriptionId, signal)),
      },
      actions: {
        // The outcome only: no subscription id, plan or amount (Care: nothing personal in analytics).
        reportOutcome: (_, { action, outcome }) => void deps.analytics.send({ name: action === 'cancel' ? 'renewal_cancel' : 'renewal_resume', params: { outcome } }).catch(() => undefined),
      },
    })),
    orders: lazyMachine(() => ordersMachine.provide({
      actors: { loadOrders: fromPromise<ApiOutcome<readonly Order[]>, void>(({ signal }) => deps.orders.orders(signal)) },
    })),
    invoice: lazyMachine(() => invoiceMachine.provide({
      actors: { loadInvoice: fromPromise<InvoiceOutcome, { orderId: string }>(({ input, signal }) => deps.orders.invoice(input.orderId, signal)) },
      actions: { printPage: () => window.print() },
    })),
    refund: lazyMachine(() => refundMachine.provide({
      actors: {
        requestRefund: fromPromise<RefundOutcome, { orderId: string; reason: string }>(({ input, signal }) => deps.account.requestRefund(input.orderId, input.reason, signal)),
      },
      actions: {
        // The outcome only: no order, amount or reason (Care: nothing personal in analytics).
        reportOutcome: (_, { outcome }) => void deps.analytics.send({ name: 'refund_request', params: { outcome } }).catch(() => undefined),
      },
    })),
    deviceActivation: lazyMachine(() => deviceActivationMachine.provide({
      actors: {
        lookup: fromPromise<DeviceActivationOutcome<DeviceActivation>, { userCode: string }>(({ input, signal }) => deps.account.lookupDeviceActivation(input.userCode, signal)),
        answer: fromPromise<DeviceActivationOutcome<void>, { userCode: string; answer: 'approve' | 'deny' }>(({ input, signal }) =>
          deps.account.answerDeviceActivation(input.userCode, input.answer, signal),
        ),
      },
      actions: {
        // The outcome only: no code, device name or platform (Care: nothing personal in analytics).
        reportOutcome: (_, { outcome }) => void deps.analytics.send({ name: 'device_activation', params: { outcome } }).catch(() => undefined),
      },
    })),
    contact: lazyMachine(() => contactMachine.provide({
      actors: { send: fromPromise<ApiOutcome<{ readonly ticketId: string }>, ContactMessage>(({ input, signal }) => deps.account.contactUs(input, signal)) },
    })),
    setPassword: lazyMachine(() => setPasswordMachine.provide({
      actors: {
        setPassword: fromPromise<ApiOutcome<UserInfo>, { password: string; email: string | undefined }>(({ input, signal }) => deps.account.setPassword(input.password, input.email, signal)),
      },
      actions: {
        userUpdated: (_, user) => {
          const token = deps.store.read();
          if (token === undefined) return;
          deps.store.store(token, user);
          deps.sessionEvents.refreshed();
        },
      },
    })),
    changePassword: lazyMachine(() => changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<ApiOutcome<void>, { currentPassword: string; newPassword: string }>(({ input, signal }) => deps.account.changePassword(input.currentPassword, input.newPassword, signal)),
      },
    })),
    accountVerification: lazyMachine(() => accountVerificationMachine.provide({
      actors: {
        requestCode: fromPromise<ApiOutcome<{ readonly expiresInSeconds: number }>, { email: string }>(({ input, signal }) => deps.account.requestVerification(input.email, 'verify_account', signal)),
        validateCode: fromPromise<ApiOutcome<boolean>, { email: string; code: string }>(({ input, signal }) => deps.account.validateVerification(input.email, input.code, 'verify_account', signal)),
      },
    })),
    pricing: lazyMachine(() => pricingMachine.provide({
      actors: {
        loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(({ signal }) => loadOffer(deps, signal)),
      },
    })),
  };
}
