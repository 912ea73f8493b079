import { accountVerificationMachine } from '../account/account-verification.machine.ts';
import { changePasswordMachine } from '../account/change-password.machine.ts';
import { passwordResetMachine } from '../account/password-reset.machine.ts';
import { contactMachine } from '../account/contact.machine.ts';
import { myAccountMachine } from '../account/my-account.machine.ts';
import { refundMachine } from '../account/refund.machine.ts';
import { deviceActivationMachine } from '../account/device-activation.machine.ts';
import { renewalMachine } from '../account/renewal.machine.ts';
import { invoiceMachine } from '../account/invoice.machine.ts';
import { ordersMachine } from '../account/orders.machine.ts';
import { setPasswordMachine } from '../account/set-password.machine.ts';
import { signInMachine } from '../account/sign-in.machine.ts';
import { pageShowMachine } from '../analytics/page-show.machine.ts';
import { blogSearchMachine } from '../blog/blog-search.machine.ts';
import { buildFreshnessMachine } from '../build/build-freshness.machine.ts';
import { challengeScriptMachine } from '../challenge/challenge-script.machine.ts';
import { checkoutMachine } from '../checkout/checkout.machine.ts';
import { compatibilityMachine } from '../compatibility/compatibility.machine.ts';
import { consentMachine } from '../consent/consent.machine.ts';
import { messageBoxMachine } from '../feedback/message-box.machine.ts';
import { toastMachine } from '../feedback/toast.machine.ts';
import { popupsMachine } from '../popups/popups.machine.ts';
import { pricingMachine } from '../pricing/pricing.machine.ts';
import { offerCountdownMachine } from '../promotion/offer-countdown.machine.ts';
import { promotionConfigMachine } from '../promotion/promotion-config.machine.ts';
import { sessionMachine } from '../session/session.machine.ts';
import { connectionCheckMachine } from '../tools/connection-check.machine.ts';
import { ipLookupMachine } from '../tools/ip-lookup.machine.ts';
import { webRtcLeakMachine } from '../tools/webrtc-leak.machine.ts';

/** Every machine of the application, by id: what the charts, the replay tool and the recorder know. */
export const MACHINES = {
  session: sessionMachine,
  signIn: signInMachine,
  passwordReset: passwordResetMachine,
  myAccount: myAccountMachine,
  renewal: renewalMachine,
  orders: ordersMachine,
  invoice: invoiceMachine,
  refund: refundMachine,
  deviceActivation: deviceActivationMachine,
  contact: contactMachine,
  setPassword: setPasswordMachine,
  changePassword: changePasswordMachine,
  accountVerification: accountVerificationMachine,
  checkout: checkoutMachine,
  pricing: pricingMachine,
  popups: popupsMachine,
  promotionConfig: promotionConfigMachine,
  offerCountdown: offerCountdownMachine,
  challengeScript: challengeScriptMachine,
  buildFreshness: buildFreshnessMachine,
  pageShow: pageShowMachine,
  consent: consentMachine,
  compatibility: compatibilityMachine,
  messageBox: messageBoxMachine,
  toast: toastMachine,
  ipLookup: ipLookupMachine,
  webRtcLeak: webRtcLeakMachine,
  connectionCheck: connectionCheckMachine,
  blogSearch: blogSearchMachine,
} as const;

export type MachineId = keyof typeof MACHINES;

export function isMachineId(value: string): value is MachineId {
  return Object.hasOwn(MACHINES, value);
}
