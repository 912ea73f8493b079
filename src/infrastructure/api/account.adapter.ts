import type {
  AccountPort,
  AllowedIp,
  ContactMessage,
  DeviceActivation,
  DeviceActivationOutcome,
  Profile,
  RefundOutcome,
  SignedInSession,
  Subscription,
  UserCodeRefusal,
  VerificationPurpose,
} from '../../application/account/account.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { UserInfo } from '../../application/session/session.types.ts';
import type { RefundRefusal } from '../../domain/index.ts';
import type { ResponseOf } from '../contract/api.contract.ts';
import type { ApiClient } from '../http/api-client.ts';
import { callOutcome } from '../http/to-outcome.ts';
import { toUserInfo } from './map-user.ts';

const toSession = (session: ResponseOf<'login'>): SignedInSession => ({ token: session.token, expiresAt: session.expires_at, user: toUserInfo(session.user) });
const toAllowedIp = (ip: { current_ip?: string; bound_ip: string | null; bound_at: number | null }, currentIp: string): AllowedIp => ({
  currentIp: ip.current_ip ?? currentIp,
  boundIp: ip.bound_ip ?? undefined,
  boundAt: ip.bound_at ?? undefined,
});
const nothing = (): void => undefined;

/** SPEC §7 account calls over the API client. */
export class AccountAdapter implements AccountPort {
  readonly #api: ApiClient;
  readonly #now: () => number;

  constructor(api: ApiClient, now: () => number) {
    this.#api = api;
    this.#now = now;
  }

  login(email: string, password: string, challengeToken: string | undefined, signal?: AbortSignal): Promise<ApiOutcome<SignedInSession>> {
    return callOutcome(this.#api, 'login', { email, password }, toSession, signal, challengeToken === undefined ? {} : { challengeToken });
  }

  logout(signal?: AbortSignal): Promise<ApiOutcome<void>> {
    return callOutcome(this.#api, 'logout', {}, nothing, signal);
  }

  signUpAnonymously(signal?: AbortSignal): Promise<ApiOutcome<SignedInSession>> {
    return callOutcome(this.#api, 'anonymousSignup', {}, toSession, signal);
  }

  userInfo(signal?: AbortSignal): Promise<ApiOutcome<UserInfo>> {
    return callOutcome(this.#api, 'userInfo', {}, toUserInfo, signal);
  }

  profile(signal?: AbortSignal): Promise<ApiOutcome<Profile>> {
    return callOutcome(
      this.#api,
      'profile',
      {},
      (profile) => ({
        user: toUserInfo(profile.user),
        email: profile.user.email ?? undefined,
        verified: profile.user.verified,
        createdAt: profile.created_at,
        plan:
          profile.plan === null
            ? undefined
            : { planId: profile.plan.plan_id, name: profile.plan.name, months: profile.plan.months, expiresAt: profile.plan.expires_at, autoRenew: profile.plan.auto_renew },
      }),
      signal,
    );
  }

  subscriptions(signal?: AbortSignal): Promise<ApiOutcome<readonly Subscription[]>> {
    return callOutcome(this.#api, 'subscriptionMy', { status: 'all' }, ({ subscriptions }) => subscriptions.map(toSubscription), signal);
  }

  cancelRenewal(subscriptionId: string, signal?: AbortSignal): Promise<ApiOutcome<Subscription>> {
    return callOutcome(this.#api, 'subscriptionCancelRenewal', { subscription_id: subscriptionId }, toSubscription, signal);
  }

  async requestRefund(orderId: string, reason: string | undefined, signal?: AbortSignal): Promise<RefundOutcome> {
    const outcome = await callOutcome(
      this.#api,
      'refundRequest',
      { order_id: orderId, ...(reason === undefined || reason.trim() === '' ? {} : { reason: reason.trim() }) },
      (refund) => ({ orderId: refund.order_id, refundedAt: refund.refunded_at, amount: refund.amount, currency: refund.currency }),
      signal,
    );
    const refusal = outcome.kind === 'rejected' ? REFUND_REFUSAL_CODES.get(outcome.code) : undefined;
    return refusal === undefined ? outcome : { kind: 'refused', reason: refusal };
  }

  resumeRenewal(subscriptionId: string, signal?: AbortSignal): Promise<ApiOutcome<Subscription>> {
    return callOutcome(this.#api, 'subscriptionResumeRenewal', { subscription_id: subscriptionId }, toSubscription, signal);
  }

  devices(signal?: AbortSignal) {
    return callOutcome(
      this.#api,
      'deviceList',
      {},
      ({ limit, devices }) => ({
        limit,
        devices: devices.map((d) => ({ appType: d.app_type, deviceId: d.user_id, name: d.name, platform: d.platform, client: d.client, lastSeenAt: d.last_seen_at })),
      }),
      signal,
    );
  }

  unbindDevice(device: { appType: number; deviceId: string }, signal?: AbortSignal): Promise<ApiOutcome<void>> {
    return callOutcome(this.#api, 'deviceUnbind', { unbind_app_type: device.appType, unbind_user_id: device.deviceId }, nothing, signal);
  }

  allowedIp(signal?: AbortSignal): Promise<ApiOutcome<AllowedIp>> {
    // SPEC §3 `_span`: the moment of the query, so no cache answers an old one.
    return callOutcome(this.#api, 'userIpQuery', { _span: this.#now() }, (ip) => toAllowedIp(ip, ip.current_ip), signal);
  }

  bindIp(ip: string, signal?: AbortSignal): Promise<ApiOutcome<AllowedIp>> {
    return callOutcome(this.#api, 'userIpBind', { ip }, (bound) => toAllowedIp(bound, bound.bound_ip), signal);
  }

  removeIp(signal?: AbortSignal): Promise<ApiOutcome<void>> {
    return callOutcome(this.#api, 'userIpRemove', {}, nothing, signal);
  }

  setPassword(password: string, email: string | undefined, signal?: AbortSignal): Promise<ApiOutcome<UserInfo>> {
    return callOutcome(this.#api, 'setPassword', email === undefined ? { password } : { password, email }, toUserInfo, signal);
  }

  changePassword(oldPassword: string, newPassword: string, signal?: AbortSignal): Promise<ApiOutcome<void>> {
    return callOutcome(this.#api, 'changePassword', { old_password: oldPassword, new_password: newPassword }, nothing, signal);
  }

  resetPassword(email: string, code: string, password: string, signal?: AbortSignal): Promise<ApiOutcome<void>> {
    return callOutcome(this.#api, 'resetPassword', { email, code, password }, nothing, signal);
  }

  requestVerification(email: string, purpose: VerificationPurpose, signal?: AbortSignal) {
    return callOutcome(this.#api, 'verificationRequest', { email, purpose }, (sent) => ({ expiresInSeconds: sent.expires_in }), signal);
  }

  validateVerification(email: string, code: string, purpose: VerificationPurpose, signal?: AbortSignal): Promise<ApiOutcome<boolean>> {
    return callOutcome(this.#api, 'verificationValidate', { email, code, purpose }, (result) => result.valid, signal);
  }

  contactUs(message: ContactMessage, signal?: AbortSignal) {
    return callOutcome(this.#api, 'contactUs', message, (ticket) => ({ ticketId: ticket.ticket_id }), signal);
  }

  async lookupDeviceActivation(userCode: string, signal?: AbortSignal): Promise<DeviceActivationOutcome<DeviceActivation>> {
    return refusedUserCode(
      await callOutcome(
        this.#api,
        'deviceActivationLookup',
        { user_code: userCode },
        (device) => ({ userCode: device.user_code, deviceName: device.device_name, platform: device.platform, requestedAt: device.requested_at, expiresAt: device.expires_at }),
        signal,
      ),
    );
  }

  async answerDeviceActivation(userCode: string, answer: 'approve' | 'deny', signal?: AbortSignal): Promise<DeviceActivationOutcome<void>> {
    return refusedUserCode(await callOutcome(this.#api, answer === 'approve' ? 'deviceActivationApprove' : 'deviceActivationDeny', { user_code: userCode }, nothing, signal));
  }
}

/** Issue 19: the sandbox's codes for each rule of the money-back guarantee a request breaks (docs/decisions.md). */
const REFUND_REFUSAL_CODES: ReadonlyMap<number, RefundRefusal> = new Map([
  [40907, 'alreadyRefunded'],
  [40908, 'notPaid'],
  [40909, 'notFirst'],
  [40910, 'windowClosed'],
]);

/** Issue 19: the sandbox's codes for a typed code no device waits on (server/sandbox/api-failure.ts, docs/decisions.md). */
const USER_CODE_REFUSAL_CODES: ReadonlyMap<number, UserCodeRefusal> = new Map([
  [40404, 'unknown'],
  [40911, 'expired'],
  [40912, 'used'],
]);

function refusedUserCode<T>(outcome: ApiOutcome<T>): DeviceActivationOutcome<T> {
  const refusal = outcome.kind === 'rejected' ? USER_CODE_REFUSAL_CODES.get(outcome.code) : undefined;
  return refusal === undefined ? outcome : { kind: 'refused', reason: refusal };
}

function toSubscription(s: ResponseOf<'subscriptionCancelRenewal'>): Subscription {
  return {
    id: s.id,
    orderId: s.order_id,
    planId: s.plan_id,
    planName: s.plan_name,
    planMonths: s.plan_months,
    provider: s.provider,
    status: s.status,
    startedAt: s.started_at,
    expiresAt: s.expires_at,
    autoRenew: s.auto_renew,
    amount: s.amount,
    currency: s.currency,
    trial: s.trial ?? false,
    renewalAmount: s.renewal_amount,
    refundableUntil: s.refundable_until ?? undefined,
    refundedAt: s.refunded_at ?? undefined,
  };
}
