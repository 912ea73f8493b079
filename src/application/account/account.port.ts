import type { PaymentProvider, RefundRefusal } from '../../domain/index.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { UserInfo } from '../session/session.types.ts';

export type SignedInSession = { readonly token: string; readonly expiresAt: number; readonly user: UserInfo };

export type Profile = {
  readonly user: UserInfo;
  readonly email: string | undefined;
  readonly verified: boolean;
  readonly createdAt: number;
  /** `months` names the plan in the visitor's language; the server's `name` is the fallback. */
  readonly plan: { readonly planId: string; readonly name: string; readonly months: number | undefined; readonly expiresAt: number; readonly autoRenew: boolean } | undefined;
};

/** A refund under the money-back guarantee, as the API confirms it. */
export type Refund = { readonly orderId: string; readonly refundedAt: number; readonly amount: number; readonly currency: string };

/** A refund request ends as any call does, or refused by the rule of the guarantee it breaks. */
export type RefundOutcome = ApiOutcome<Refund> | { readonly kind: 'refused'; readonly reason: RefundRefusal };

export type Subscription = {
  readonly id: string;
  readonly orderId: string;
  readonly planId: string;
  readonly planName: string;
  readonly planMonths: number | undefined;
  readonly provider: PaymentProvider;
  readonly status: 'active' | 'expired' | 'cancelled';
  readonly startedAt: number;
  readonly expiresAt: number;
  readonly autoRenew: boolean;
  readonly amount: number;
  readonly currency: string;
  /** A free trial that turns into the plan when it ends. */
  readonly trial: boolean;
  /** What the next term costs, in `currency`, when the API says. */
  readonly renewalAmount: number | undefined;
  /** The last moment the money-back guarantee covers its order, while it does. */
  readonly refundableUntil: number | undefined;
  /** When its order was refunded under the guarantee. */
  readonly refundedAt: number | undefined;
};

export type Device = { readonly appType: number; readonly deviceId: string; readonly name: string; readonly platform: string; readonly client: string; readonly lastSeenAt: number };

export type AllowedIp = { readonly currentIp: string; readonly boundIp: string | undefined; readonly boundAt: number | undefined };

export type VerificationPurpose = 'verify_account' | 'reset_password';

/** Issue 19: a TV or console waiting to be signed in with the code it shows. */
export type DeviceActivation = { readonly userCode: string; readonly deviceName: string; readonly platform: string; readonly requestedAt: number; readonly expiresAt: number };

/** Issue 19: why a typed code lets nothing be approved: no device waits on it, it expired, or it was already answered. */
export type UserCodeRefusal = 'unknown' | 'expired' | 'used';

/** A call about a typed code ends as any call does, or refused for its code's reason. */
export type DeviceActivationOutcome<T> = ApiOutcome<T> | { readonly kind: 'refused'; readonly reason: UserCodeRefusal };

export type ContactMessage = { readonly name: string; readonly email: string; readonly subject: string; readonly message: string };

/**
 * SPEC §7 account calls, each ending in an ApiOutcome the views can explain. Each takes the invoking actor's signal:
 * leaving the state cancels the request (issue 16).
 */
export interface AccountPort {
  login(email: string, password: string, challengeToken: string | undefined, signal?: AbortSignal): Promise<ApiOutcome<SignedInSession>>;
  logout(signal?: AbortSignal): Promise<ApiOutcome<void>>;
  signUpAnonymously(signal?: AbortSignal): Promise<ApiOutcome<SignedInSession>>;
  userInfo(signal?: AbortSignal): Promise<ApiOutcome<UserInfo>>;
  profile(signal?: AbortSignal): Promise<ApiOutcome<Profile>>;
  subscriptions(signal?: AbortSignal): Promise<ApiOutcome<readonly Subscription[]>>;
  /** Issue 19: renewal off (or on again) while the term runs; the subscription as it now stands. */
  cancelRenewal(subscriptionId: string, signal?: AbortSignal): Promise<ApiOutcome<Subscription>>;
  resumeRenewal(subscriptionId: string, signal?: AbortSignal): Promise<ApiOutcome<Subscription>>;
  /** Issue 19: the money-back guarantee; the reason is optional. */
  requestRefund(orderId: string, reason: string | undefined, signal?: AbortSignal): Promise<RefundOutcome>;
  devices(signal?: AbortSignal): Promise<ApiOutcome<{ readonly limit: number; readonly devices: readonly Device[] }>>;
  unbindDevice(device: Pick<Device, 'appType' | 'deviceId'>, signal?: AbortSignal): Promise<ApiOutcome<void>>;
  allowedIp(signal?: AbortSignal): Promise<ApiOutcome<AllowedIp>>;
  bindIp(ip: string, signal?: AbortSignal): Promise<ApiOutcome<AllowedIp>>;
  removeIp(signal?: AbortSignal): Promise<ApiOutcome<void>>;
  setPassword(password: string, email: string | undefined, signal?: AbortSignal): Promise<ApiOutcome<UserInfo>>;
  changePassword(oldPassword: string, newPassword: string, signal?: AbortSignal): Promise<ApiOutcome<void>>;
  resetPassword(email: string, code: string, password: string, signal?: AbortSignal): Promise<ApiOutcome<void>>;
  requestVerification(email: string, purpose: VerificationPurpose, signal?: AbortSignal): Promise<ApiOutcome<{ readonly expiresInSeconds: number }>>;
  validateVerification(email: string, code: string, purpose: VerificationPurpose, signal?: AbortSignal): Promise<ApiOutcome<boolean>>;
  contactUs(message: ContactMessage, signal?: AbortSignal): Promise<ApiOutcome<{ readonly ticketId: string }>>;
  /** Issue 19: the device a typed code belongs to, then the customer's answer to it. */
  lookupDeviceActivation(userCode: string, signal?: AbortSignal): Promise<DeviceActivationOutcome<DeviceActivation>>;
  answerDeviceActivation(userCode: string, answer: 'approve' | 'deny', signal?: AbortSignal): Promise<DeviceActivationOutcome<void>>;
}
