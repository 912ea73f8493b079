import type { AccountPort, AllowedIp, ContactMessage, Profile, SignedInSession, Subscription, VerificationPurpose } from '../../application/account/account.port.ts';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { UserInfo } from '../../application/session/session.types.ts';
import type { ResponseOf } from '../contract/api.contract.ts';
import type { ApiClient } from '../http/api-client.ts';
import { runOutcome, toOutcome } from '../http/to-outcome.ts';
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

  login(email: string, password: string, challengeToken: string | undefined): Promise<ApiOutcome<SignedInSession>> {
    return runOutcome(toOutcome(this.#api.call('login', { email, password }, challengeToken === undefined ? {} : { challengeToken }), toSession));
  }

  logout(): Promise<ApiOutcome<void>> {
    return runOutcome(toOutcome(this.#api.call('logout', {}), nothing));
  }

  signUpAnonymously(): Promise<ApiOutcome<SignedInSession>> {
    return runOutcome(toOutcome(this.#api.call('anonymousSignup', {}), toSession));
  }

  userInfo(): Promise<ApiOutcome<UserInfo>> {
    return runOutcome(toOutcome(this.#api.call('userInfo', {}), toUserInfo));
  }

  profile(): Promise<ApiOutcome<Profile>> {
    return runOutcome(
      toOutcome(this.#api.call('profile', {}), (profile) => ({
        user: toUserInfo(profile.user),
        email: profile.user.email ?? undefined,
        verified: profile.user.verified,
        createdAt: profile.created_at,
        plan:
          profile.plan === null
            ? undefined
            : { planId: profile.plan.plan_id, name: profile.plan.name, months: profile.plan.months, expiresAt: profile.plan.expires_at, autoRenew: profile.plan.auto_renew },
      })),
    );
  }

  subscriptions(): Promise<ApiOutcome<readonly Subscription[]>> {
    return runOutcome(
      toOutcome(this.#api.call('subscriptionMy', { status: 'all' }), ({ subscriptions }) =>
        subscriptions.map((s) => ({
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
        })),
      ),
    );
  }

  devices() {
    return runOutcome(
      toOutcome(this.#api.call('deviceList', {}), ({ limit, devices }) => ({
        limit,
        devices: devices.map((d) => ({ appType: d.app_type, deviceId: d.user_id, name: d.name, platform: d.platform, client: d.client, lastSeenAt: d.last_seen_at })),
      })),
    );
  }

  unbindDevice(device: { appType: number; deviceId: string }): Promise<ApiOutcome<void>> {
    return runOutcome(toOutcome(this.#api.call('deviceUnbind', { unbind_app_type: device.appType, unbind_user_id: device.deviceId }), nothing));
  }

  allowedIp(): Promise<ApiOutcome<AllowedIp>> {
    // SPEC §3 `_span`: the moment of the query, so no cache answers an old one.
    return runOutcome(toOutcome(this.#api.call('userIpQuery', { _span: this.#now() }), (ip) => toAllowedIp(ip, ip.current_ip)));
  }

  bindIp(ip: string): Promise<ApiOutcome<AllowedIp>> {
    return runOutcome(toOutcome(this.#api.call('userIpBind', { ip }), (bound) => toAllowedIp(bound, bound.bound_ip)));
  }

  removeIp(): Promise<ApiOutcome<void>> {
    return runOutcome(toOutcome(this.#api.call('userIpRemove', {}), nothing));
  }

  setPassword(password: string, email: string | undefined): Promise<ApiOutcome<UserInfo>> {
    return runOutcome(toOutcome(this.#api.call('setPassword', email === undefined ? { password } : { password, email }), toUserInfo));
  }

  changePassword(oldPassword: string, newPassword: string): Promise<ApiOutcome<void>> {
    return runOutcome(toOutcome(this.#api.call('changePassword', { old_password: oldPassword, new_password: newPassword }), nothing));
  }

  resetPassword(email: string, code: string, password: string): Promise<ApiOutcome<void>> {
    return runOutcome(toOutcome(this.#api.call('resetPassword', { email, code, password }), nothing));
  }

  requestVerification(email: string, purpose: VerificationPurpose) {
    return runOutcome(toOutcome(this.#api.call('verificationRequest', { email, purpose }), (sent) => ({ expiresInSeconds: sent.expires_in })));
  }

  validateVerification(email: string, code: string, purpose: VerificationPurpose): Promise<ApiOutcome<boolean>> {
    return runOutcome(toOutcome(this.#api.call('verificationValidate', { email, code, purpose }), (result) => result.valid));
  }

  contactUs(message: ContactMessage) {
    return runOutcome(toOutcome(this.#api.call('contactUs', message), (ticket) => ({ ticketId: ticket.ticket_id })));
  }
}
