import type { accountVerificationMachine } from './account/account-verification.machine.ts';
import type { AccountPort } from './account/account.port.ts';
import type { changePasswordMachine } from './account/change-password.machine.ts';
import type { contactMachine } from './account/contact.machine.ts';
import type { deviceActivationMachine } from './account/device-activation.machine.ts';
import type { myAccountMachine } from './account/my-account.machine.ts';
import type { refundMachine } from './account/refund.machine.ts';
import type { renewalMachine } from './account/renewal.machine.ts';
import type { invoiceMachine } from './account/invoice.machine.ts';
import type { ordersMachine } from './account/orders.machine.ts';
import type { passwordResetMachine } from './account/password-reset.machine.ts';
import type { setPasswordMachine } from './account/set-password.machine.ts';
import type { signInMachine } from './account/sign-in.machine.ts';
import type { BuildManifestPort } from './build/build-manifest.port.ts';
import type { CatalogPort } from './catalog/catalog.port.ts';
import type { checkoutMachine } from './checkout/checkout.machine.ts';
import type { consentMachine } from './consent/consent.machine.ts';
import type { MessageBoxCallbacksPort } from './feedback/message-box.port.ts';
import type { messageBoxMachine } from './feedback/message-box.machine.ts';
import type { toastMachine } from './feedback/toast.machine.ts';
import type { LanguageChoice } from './i18n/language-choice.use-case.ts';
import type { PageTextsLoader } from './i18n/load-page-texts.use-case.ts';
import type { ChallengePort } from './ports/challenge.port.ts';
import type { GeoPort } from './ports/geo.port.ts';
import type { LanguagePreferencePort } from './ports/language-preference.port.ts';
import type { NavigationPort } from './ports/navigation.port.ts';
import type { PagePayloadsPort } from './ports/page-payloads.port.ts';
import type { RouteRulesPort } from './ports/route-rules.port.ts';
import type { RuntimeConfigPort } from './ports/runtime-config.port.ts';
import type { SessionProblemsPort } from './ports/session-problems.port.ts';
import type { SessionStorePort } from './ports/session-store.port.ts';
import type { SessionTokenPort } from './ports/session-token.port.ts';
import type { TextCatalogPort } from './ports/text-catalog.port.ts';
import type { PopupsEnvironmentPort } from './popups/popups-environment.port.ts';
import type { popupsMachine } from './popups/popups.machine.ts';
import type { pricingMachine } from './pricing/pricing.machine.ts';
import type { offerCountdownMachine } from './promotion/offer-countdown.machine.ts';
import type { AnalyticsPort, PurchasePort } from './purchase/purchase.port.ts';
import type { RouteAccessChecker } from './routing/route-access.use-case.ts';
import type { sessionMachine } from './session/session.machine.ts';
import type { connectionCheckMachine } from './tools/connection-check.machine.ts';
import type { ipLookupMachine } from './tools/ip-lookup.machine.ts';
import type { webRtcLeakMachine } from './tools/webrtc-leak.machine.ts';
import type { RouteValueCatalog } from '../domain/index.ts';

/**
 * A token that names what it resolves to. It has the shape of inversify's `ServiceIdentifier<T>` (a symbol, or a
 * class of T), so `container.get(TOKENS.X)` and `container.bind(TOKENS.X)` infer T from the class member: no cast
 * and no type argument where a service is asked for, and a binding of the wrong type does not compile. Declared
 * here rather than imported because the application layer names no inversify, not even its types.
 */
export type Token<T> = symbol | (abstract new (...args: unknown[]) => T);

/** `Symbol.for`, so a token is the same symbol in every chunk that names it (CONVENTIONS). */
const token = <T>(name: string): Token<T> => Symbol.for(name);

/** Inversify tokens for every port and provided service (CONVENTIONS: Symbol.for, one file). */
export const TOKENS = {
  TextCatalog: token<TextCatalogPort>('TextCatalog'),
  PageTexts: token<PageTextsLoader>('PageTexts'),
  LanguagePreference: token<LanguagePreferencePort>('LanguagePreference'),
  SessionToken: token<SessionTokenPort>('SessionToken'),
  RouteValues: token<RouteValueCatalog>('RouteValues'),
  RouteAccess: token<RouteAccessChecker>('RouteAccess'),
  RouteRules: token<RouteRulesPort>('RouteRules'),
  BuildManifest: token<BuildManifestPort>('BuildManifest'),
  PagePayloads: token<PagePayloadsPort>('PagePayloads'),
  LanguageChoice: token<LanguageChoice>('LanguageChoice'),
  SessionStore: token<SessionStorePort>('SessionStore'),
  SessionProblems: token<SessionProblemsPort>('SessionProblems'),
  AccountPort: token<AccountPort>('AccountPort'),
  CatalogPort: token<CatalogPort>('CatalogPort'),
  PurchasePort: token<PurchasePort>('PurchasePort'),
  GeoPort: token<GeoPort>('GeoPort'),
  AnalyticsPort: token<AnalyticsPort>('AnalyticsPort'),
  SessionMachine: token<typeof sessionMachine>('SessionMachine'),
  ToastMachine: token<typeof toastMachine>('ToastMachine'),
  MessageBoxMachine: token<typeof messageBoxMachine>('MessageBoxMachine'),
  ConsentMachine: token<typeof consentMachine>('ConsentMachine'),
  PricingMachine: token<typeof pricingMachine>('PricingMachine'),
  CheckoutMachine: token<typeof checkoutMachine>('CheckoutMachine'),
  SignInMachine: token<typeof signInMachine>('SignInMachine'),
  PasswordResetMachine: token<typeof passwordResetMachine>('PasswordResetMachine'),
  MyAccountMachine: token<typeof myAccountMachine>('MyAccountMachine'),
  RenewalMachine: token<typeof renewalMachine>('RenewalMachine'),
  OrdersMachine: token<typeof ordersMachine>('OrdersMachine'),
  InvoiceMachine: token<typeof invoiceMachine>('InvoiceMachine'),
  RefundMachine: token<typeof refundMachine>('RefundMachine'),
  DeviceActivationMachine: token<typeof deviceActivationMachine>('DeviceActivationMachine'),
  ContactMachine: token<typeof contactMachine>('ContactMachine'),
  SetPasswordMachine: token<typeof setPasswordMachine>('SetPasswordMachine'),
  PopupsMachine: token<typeof popupsMachine>('PopupsMachine'),
  OfferCountdownMachine: token<typeof offerCountdownMachine>('OfferCountdownMachine'),
  PopupsEnvironment: token<PopupsEnvironmentPort>('PopupsEnvironment'),
  ChangePasswordMachine: token<typeof changePasswordMachine>('ChangePasswordMachine'),
  AccountVerificationMachine: token<typeof accountVerificationMachine>('AccountVerificationMachine'),
  ChallengePort: token<ChallengePort>('ChallengePort'),
  MessageBoxCallbacks: token<MessageBoxCallbacksPort>('MessageBoxCallbacks'),
  IpLookupMachine: token<typeof ipLookupMachine>('IpLookupMachine'),
  WebRtcLeakMachine: token<typeof webRtcLeakMachine>('WebRtcLeakMachine'),
  ConnectionCheckMachine: token<typeof connectionCheckMachine>('ConnectionCheckMachine'),
  RuntimeConfig: token<RuntimeConfigPort>('RuntimeConfig'),
  /** The router's navigation, for machines that move the visitor on (the composition root attaches the router). */
  Navigation: token<NavigationPort>('Navigation'),
} as const;
