import { Container } from 'inversify';
import { LanguageChoice } from '../../application/i18n/language-choice.use-case.ts';
import { PageTextsLoader } from '../../application/i18n/load-page-texts.use-case.ts';
import type { LanguagePreferencePort } from '../../application/ports/language-preference.port.ts';
import type { SessionTokenPort } from '../../application/ports/session-token.port.ts';
import type { TextCatalogPort } from '../../application/ports/text-catalog.port.ts';
import { RouteAccessChecker } from '../../application/routing/route-access.use-case.ts';
import { TOKENS } from '../../application/tokens.ts';
import { BuildManifestAdapter } from '../build/build-manifest.adapter.ts';
import { PagePayloadsAdapter } from '../build/page-payloads.adapter.ts';
import { ROUTE_RULES, type RouteValueCatalog } from '../../domain/index.ts';
import { CookieLanguagePreferenceAdapter } from '../cookies/cookie-language-preference.adapter.ts';
import { LinguiCatalogAdapter } from '../i18n/lingui-catalog.adapter.ts';
import { PrerenderVisitorAdapter } from './prerender-visitor.adapter.ts';
import type { AccountPort } from '../../application/account/account.port.ts';
import type { CatalogPort } from '../../application/catalog/catalog.port.ts';
import { consentMachine } from '../../application/consent/consent.machine.ts';
import { messageBoxMachine } from '../../application/feedback/message-box.machine.ts';
import { toastMachine } from '../../application/feedback/toast.machine.ts';
import type { GeoPort } from '../../application/ports/geo.port.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import { pricingMachine } from '../../application/pricing/pricing.machine.ts';
import { checkoutMachine } from '../../application/checkout/checkout.machine.ts';
import { signInMachine } from '../../application/account/sign-in.machine.ts';
import { passwordResetMachine } from '../../application/account/password-reset.machine.ts';
import { myAccountMachine } from '../../application/account/my-account.machine.ts';
import { refundMachine } from '../../application/account/refund.machine.ts';
import { deviceActivationMachine } from '../../application/account/device-activation.machine.ts';
import { renewalMachine } from '../../application/account/renewal.machine.ts';
import { invoiceMachine } from '../../application/account/invoice.machine.ts';
import { ordersMachine } from '../../application/account/orders.machine.ts';
import type { OrdersPort } from '../../application/account/orders.port.ts';
import { contactMachine } from '../../application/account/contact.machine.ts';
import { setPasswordMachine } from '../../application/account/set-password.machine.ts';
import { changePasswordMachine } from '../../application/account/change-password.machine.ts';
import { accountVerificationMachine } from '../../application/account/account-verification.machine.ts';
import type { ChallengePort } from '../../application/ports/challenge.port.ts';
import type { AnalyticsPort, PurchasePort } from '../../application/purchase/purchase.port.ts';
import { sessionMachine } from '../../application/session/session.machine.ts';
import { RouterNavigation } from '../browser/router-navigation.ts';
import { CookieSessionStoreAdapter } from '../cookies/cookie-session-store.adapter.ts';
import { BrowserPopupsEnvironment } from '../browser/popups-environment.adapter.ts';
import { popupsMachine } from '../../application/popups/popups.machine.ts';
import { offerCountdownMachine } from '../../application/promotion/offer-countdown.machine.ts';
import { browserServices, type BrowserServices } from './browser-services.ts';
import { browserMachines, MessageBoxCallbacks } from './browser-machines.ts';
import { lazyPort } from './lazy-port.ts';
import { nextTask } from '../browser/next-task.ts';
import { SessionProblemsChannel } from './session-problems.ts';
import { IceGatheringAdapter } from '../browser/ice-gathering.adapter.ts';
import { connectionCheckMachine } from '../../application/tools/connection-check.machine.ts';
import { ipLookupMachine } from '../../application/tools/ip-lookup.machine.ts';
import { webRtcLeakMachine } from '../../application/tools/webrtc-leak.machine.ts';
import { browserClipboard, toolMachines } from './tool-machines.ts';


declare const __BUILD_ID__: string;

type AppMachines = ReturnType<typeof browserMachines>;

type Adapters = {
  readonly textCatalog: TextCatalogPort;
  readonly languagePreference: LanguagePreferencePort;
  readonly sessionStore: SessionStorePort;
  readonly routeValues: RouteValueCatalog;
};

/** Binds ports and the use-cases built on them; no decorators, so no emitted metadata is needed. */
function containerWith(adapters: Adapters): Container {
  // jitless: inversify must not compile resolvers with `new Function` under the CSP.
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.bind(TOKENS.TextCatalog).toConstantValue(adapters.textCatalog);
  container.bind(TOKENS.LanguagePreference).toConstantValue(adapters.languagePreference);
  container.bind(TOKENS.SessionToken).toConstantValue(adapters.sessionStore);
  container.bind(TOKENS.SessionStore).toConstantValue(adapters.sessionStore);
  container.bind(TOKENS.RouteValues).toConstantValue(adapters.routeValues);
  container.bind(TOKENS.PageTexts).toResolvedValue((catalogs: TextCatalogPort) => new PageTextsLoader(catalogs), [TOKENS.TextCatalog]);
  container
    .bind(TOKENS.RouteAccess)
    .toResolvedValue((values: RouteValueCatalog, session: SessionTokenPort) => new RouteAccessChecker(values, session), [TOKENS.RouteValues, TOKENS.SessionToken]);
  container
    .bind(TOKENS.LanguageChoice)
    .toResolvedValue((preference: LanguagePreferencePort) => new LanguageChoice(preference), [TOKENS.LanguagePreference]);
  return container;
}

/**
 * The visitor's browser. Built in two tasks, ports then machines: in one they were a long task on a
 * phone (issue 7: Total Blocking Time).
 */
export async function createBrowserContainer(routeValues: RouteValueCatalog, shared?: BrowserServices): Promise<Container> {
  const store = new CookieSessionStoreAdapter();
  const container = containerWith({
    textCatalog: new LinguiCatalogAdapter(),
    languagePreference: new CookieLanguagePreferenceAdapter(),
    sessionStore: store,
    routeValues,
  });
  const { runtimeConfig, attribution, problems, api } = shared ?? browserServices(store);
  container.bind(TOKENS.RuntimeConfig).toConstantValue(runtimeConfig);
  const navigation = new RouterNavigation();
  container.bind(TOKENS.Navigation).toConstantValue(navigation);
  const manifest = new BuildManifestAdapter(__BUILD_ID__, () => Date.now());
  container.bind(TOKENS.BuildManifest).toConstantValue(manifest);
  container.bind(TOKENS.RouteRules).toConstantValue(manifest);
  container.bind(TOKENS.PagePayloads).toConstantValue(new PagePayloadsAdapter(__BUILD_ID__));
  const account = lazyPort<AccountPort>(() => api().then((a) => a.account));
  container.bind(TOKENS.ChallengePort).toConstantValue(lazyPort<ChallengePort>(() => api().then((a) => a.challenge)));
  const catalog = lazyPort<CatalogPort>(() => api().then((a) => a.catalog));
  const geo = lazyPort<GeoPort>(() => api().then((a) => a.geo));
  container.bind(TOKENS.SessionProblems).toConstantValue(problems);
  container.bind(TOKENS.AccountPort).toConstantValue(account);
  container.bind(TOKENS.CatalogPort).toConstantValue(catalog);
  container.bind(TOKENS.GeoPort).toConstantValue(geo);
  container.bind(TOKENS.AnalyticsPort).toConstantValue(lazyPort<AnalyticsPort>(() => api().then((a) => a.analytics)));
  const callbacks = new MessageBoxCallbacks();
  container.bind(TOKENS.MessageBoxCallbacks).toConstantValue(callbacks);
  const purchase = lazyPort<PurchasePort>(() => api().then((a) => a.purchase));
  const popupsEnvironment = new BrowserPopupsEnvironment();
  container.bind(TOKENS.PopupsEnvironment).toConstantValue(popupsEnvironment);
  await nextTask();
  bindMachines(
    container,
    browserMachines({
      popupsEnvironment,
      analytics: container.get(TOKENS.AnalyticsPort),
      store,
      account,
      orders: lazyPort<OrdersPort>(() => api().then((a) => a.orders)),
      catalog,
      geo,
      callbacks,
      purchase,
      sessionEvents: problems,
      navigation,
      cps: () => attribution.cps(),
      xFrom: () => attribution.xFrom(),
      partnerReferral: () => attribution.isChannelPartner(),
      paymentOrigins: () => runtimeConfig.load().then((config) => config.paymentOrigins),
    }),
  );
  const iceGathering = new IceGatheringAdapter(() => runtimeConfig.load().then((config) => config.stunServers));
  bindToolMachines(container, toolMachines({ geo, iceGathering, clipboard: browserClipboard }));
  return container;
}

function bindMachines(container: Container, machines: AppMachines): void {
  container.bind(TOKENS.SessionMachine).toConstantValue(machines.session);
  container.bind(TOKENS.ToastMachine).toConstantValue(machines.toast);
  container.bind(TOKENS.MessageBoxMachine).toConstantValue(machines.messageBox);
  container.bind(TOKENS.ConsentMachine).toConstantValue(machines.consent);
  container.bind(TOKENS.PricingMachine).toConstantValue(machines.pricing);
  container.bind(TOKENS.CheckoutMachine).toConstantValue(machines.checkout);
  container.bind(TOKENS.SignInMachine).toConstantValue(machines.signIn);
  container.bind(TOKENS.PasswordResetMachine).toConstantValue(machines.passwordReset);
  container.bind(TOKENS.MyAccountMachine).toConstantValue(machines.myAccount);
  container.bind(TOKENS.RenewalMachine).toConstantValue(machines.renewal);
  container.bind(TOKENS.OrdersMachine).toConstantValue(machines.orders);
  container.bind(TOKENS.InvoiceMachine).toConstantValue(machines.invoice);
  container.bind(TOKENS.RefundMachine).toConstantValue(machines.refund);
  container.bind(TOKENS.DeviceActivationMachine).toConstantValue(machines.deviceActivation);
  container.bind(TOKENS.ContactMachine).toConstantValue(machines.contact);
  container.bind(TOKENS.SetPasswordMachine).toConstantValue(machines.setPassword);
  container.bind(TOKENS.PopupsMachine).toConstantValue(machines.popups);
  container.bind(TOKENS.OfferCountdownMachine).toConstantValue(machines.offerCountdown);
  container.bind(TOKENS.ChangePasswordMachine).toConstantValue(machines.changePassword);
  container.bind(TOKENS.AccountVerificationMachine).toConstantValue(machines.accountVerification);
}

/** Issue 6: the free tools' machines. */
function bindToolMachines(container: Container, machines: ReturnType<typeof toolMachines>): void {
  container.bind(TOKENS.IpLookupMachine).toConstantValue(machines.ipLookup);
  container.bind(TOKENS.WebRtcLeakMachine).toConstantValue(machines.webRtcLeak);
  container.bind(TOKENS.ConnectionCheckMachine).toConstantValue(machines.connectionCheck);
}

/** The build-time prerenderer and the server's on-demand renderer: no visitor state, no machine ever started. */
export function createPrerenderContainer(routeValues: RouteValueCatalog): Container {
  const nobody = new PrerenderVisitorAdapter();
  const container = containerWith({ textCatalog: new LinguiCatalogAdapter(), languagePreference: nobody, sessionStore: nobody, routeValues });
  container.bind(TOKENS.MessageBoxCallbacks).toConstantValue(new MessageBoxCallbacks());
  // The server knows its own build's rules; only the browser reads them from the manifest.
  container.bind(TOKENS.RouteRules).toConstantValue({ rules: async () => ROUTE_RULES });
  // The server works every page's data out itself; payloads are what it writes for the browser.
  container.bind(TOKENS.PagePayloads).toConstantValue({ prefetch: () => undefined, prefetched: () => undefined });
  container.bind(TOKENS.SessionProblems).toConstantValue(new SessionProblemsChannel());
  bindMachines(container, { offerCountdown: offerCountdownMachine, popups: popupsMachine, session: sessionMachine, toast: toastMachine, messageBox: messageBoxMachine, consent: consentMachine, pricing: pricingMachine, checkout: checkoutMachine, signIn: signInMachine, passwordReset: passwordResetMachine, myAccount: myAccountMachine, renewal: renewalMachine, orders: ordersMachine, invoice: invoiceMachine, refund: refundMachine, deviceActivation: deviceActivationMachine, contact: contactMachine, setPassword: setPasswordMachine, changePassword: changePasswordMachine, accountVerification: accountVerificationMachine });
  container.bind(TOKENS.ChallengePort).toConstantValue(lazyPort<ChallengePort>(() => Promise.reject(new Error('No challenge while prerendering.'))));
  bindToolMachines(container, { ipLookup: ipLookupMachine, webRtcLeak: webRtcLeakMachine, connectionCheck: connectionCheckMachine });
  return container;
}
