import { createHash } from 'node:crypto';
import {
  DEVICE_CODE_LIFETIME_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  MONEY_BACK_DAYS,
  canonicalUserCode,
  displayUserCode,
  PAYMENT_PROVIDERS,
  PROVIDER_PROFILES,
  currencyForCountry,
  hasUnsafeAddressCharacters,
  ipVersion,
  isChinaBlocked,
  isValidEmail,
  type PaymentProvider,
} from '../../src/domain/index.ts';
import type { ApiUser, RequestOf, ResponseOf } from '../../src/infrastructure/contract/api.contract.ts';
import type { AccountRow, Accounts } from './accounts.ts';
import type { AccountThrottle } from './account-throttle.ts';
import { ApiFailure, ERROR_CODES, badRequest, conflict, notFound } from './api-failure.ts';
import type { CallContext, EndpointHandlers } from './api-pipeline.ts';
import { PLANS, apiPlan, findPlan, isPartner, localizedPrices, quote, renewalMinor, toMajor, type PlanDefinition } from './catalog.ts';
import type { CodeLookup, DeviceAuthorizations } from './device-authorizations.ts';
import { DEVICE_LIMIT, unboundableAddress, type AllowedIps, type Devices } from './devices.ts';
import { invoiceRecord, orderRecord } from './invoices.ts';
import type { Outbox } from './outbox.ts';
import { assertPasswordRules, decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { purchaseValue, subscriptionStatus, type OrderRow, type Payments, type PurchaseRequestFields, type SubscriptionRow } from './payments.ts';
import { enforceLimit, type SlidingWindowLimiter } from './rate-limit.ts';
import { ANALYTICS_LIMITS, type Analytics, type ContactMessages, type Promotion } from './records.ts';
import type { Sessions, SignedIn } from './sessions.ts';
import { taxRateFor } from './tax.ts';
import { CODE_LIFETIME_MS, type CodePurpose, type VerificationCodes } from './verification-codes.ts';

export type Services = {
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly codes: VerificationCodes;
  readonly outbox: Outbox;
  readonly payments: Payments;
  readonly devices: Devices;
  readonly allowedIps: AllowedIps;
  readonly analytics: Analytics;
  readonly contact: ContactMessages;
  readonly promotion: Promotion;
  readonly throttle: AccountThrottle;
  /** Analytics calls per client (issue 16: its own limit, above the sign-in one: every page view sends one). */
  readonly analyticsLimiter: SlidingWindowLimiter;
  /** Multiplies the analytics limit as it does the others (SANDBOX_RATE_LIMIT_SCALE). */
  readonly rateLimitScale: number;
  /** The site's own origins (the first is canonical): where a customer may be sent back to. */
  readonly siteOrigins: readonly string[];
  /** Issue 19: TVs and consoles waiting to be signed in with a code. */
  readonly deviceAuthorizations: DeviceAuthorizations;
  /** Issue 19: codes typed on /activate, per account and per client, so none can be guessed by trying them all. */
  readonly activationLimiter: SlidingWindowLimiter;
  /** The caller's own rate-limit bucket besides its address (X-Sandbox-Client on a test server). */
  readonly clientOf: (call: CallContext) => string;
};

/** Issue 19: codes one account may try on /activate a minute, and one client address (several customers behind one). */
export const ACTIVATION_LIMITS = { perAccount: 10, perAddress: 30 } as const;

const OK = { ok: true } as const;

/** Issue 19: what a device's poll gets when it gets no token, as RFC 8628 §3.5 names it and the API codes it. */
const POLL_REFUSALS = {
  authorization_pending: [ERROR_CODES.deviceToken.authorizationPending, 'authorization_pending: the customer has not answered yet.'],
  slow_down: [ERROR_CODES.deviceToken.slowDown, 'slow_down: poll less often; the interval grew by 5 seconds.'],
  expired_token: [ERROR_CODES.deviceToken.expiredToken, 'expired_token: this code has expired or was already used. Ask for a new one.'],
  access_denied: [ERROR_CODES.deviceToken.accessDenied, 'access_denied: the customer turned this device away.'],
  invalid_grant: [ERROR_CODES.deviceToken.invalidGrant, 'invalid_grant: there is no such device_code.'],
} as const;

/** Issue 19: a code typed on /activate that names no waiting device, refused with its own code for the site to explain. */
function refuseUserCode(found: Exclude<CodeLookup, { kind: 'waiting' }>): ApiFailure {
  switch (found.kind) {
    case 'unknown':
      return notFound('No device is waiting for that code. Check the code on the screen of your device.', ERROR_CODES.userCodeUnknown);
    case 'expired':
      return conflict('That code has expired. Ask your device for a new one.', ERROR_CODES.userCodeExpired);
    case 'used':
      return conflict('That code was already used. Ask your device for a new one.', ERROR_CODES.userCodeUsed);
  }
}

function signedIn(call: CallContext): SignedIn {
  if (call.signedIn === undefined) throw new Error('An auth endpoint ran without a session');
  return call.signedIn;
}

function assertEmail(email: string): string {
  const trimmed = email.trim();
  if (!isValidEmail(trimmed)) throw badRequest('That is not a valid email address.', ERROR_CODES.emailInvalid);
  return trimmed;
}

/** The hosted checkout page of an order on this server. */
export function checkoutUrl(origin: string, orderId: string): string {
  return `${origin}/sandbox/checkout/${encodeURIComponent(orderId)}`;
}

/** How the browser completes the order: redirect providers to the hosted page, overlay providers with their script. */
function handoff(order: OrderRow, origin: string): { webUrl?: string; overlayScript?: string } {
  return PROVIDER_PROFILES[order.provider].handoff === 'overlay'
    ? { overlayScript: `/sandbox/providers/${order.provider}.js` }
    : { webUrl: checkoutUrl(origin, order.id) };
}

/**
 * The hosted page sends a customer back only to the site: a path, or an address whose origin (as the URL parser reads
 * it) is one of the configured site origins. The request's Host never counts: a client chooses it.
 */
function assertReturnUrl(value: string, siteOrigins: readonly string[]): void {
  const invalid = () => badRequest('return_url must be a path or an address on this site.', ERROR_CODES.returnUrlInvalid);
  if (hasUnsafeAddressCharacters(value)) throw invalid();
  let url: URL;
  try {
    url = new URL(value, siteOrigins[0]);
  } catch {
    throw invalid();
  }
  if (!siteOrigins.includes(url.origin)) throw invalid();
}

/**
 * Issue 16: the partner price needs the partner's click id in the purchase (SPEC §7 `_cps` of CJ, the partner whose
 * visitors get it), not a header anyone can send; X-From is still recorded on the order.
 */
function hasPartnerClick(cps: PurchaseRequestFields['_cps']): boolean {
  return cps?.type === 'cj' && cps.value.trim() !== '';
}

/**
 * Issue 16: one free trial per visitor the sandbox can tell apart (its address and browser), not per account, which
 * costs nothing to make. Kept as a digest: the order needs to match it, not to know the address.
 */
function visitorFingerprint(call: CallContext): string {
  return createHash('sha256').update(`${call.visitor.ip}\n${call.c.req.header('User-Agent') ?? ''}`).digest('hex');
}

function knownPlan(planId: string): PlanDefinition {
  const plan = findPlan(planId);
  if (plan === undefined) throw badRequest(`Unknown plan_id '${planId}'; the plans are ${PLANS.map((known) => known.id).join(', ')}.`, ERROR_CODES.planUnknown);
  return plan;
}

export function createHandlers(services: Services): EndpointHandlers {
  const { accounts, sessions, codes, outbox, payments, devices, allowedIps, throttle, deviceAuthorizations } = services;

  const apiUser = (account: AccountRow, now: number): typeof ApiUser.Type => {
    const latest = payments.latestActive(account.id, now);
    return {
      user_id: account.id,
      email: account.email,
      is_password_set: account.password_hash !== null,
      verified: account.verified === 1,
      vip: latest === undefined ? null : { remain_time: Math.floor((latest.expires_at - now) / 1000), expires_at: latest.expires_at },
    };
  };

  const session = (account: AccountRow, now: number): ResponseOf<'login'> => {
    const { token, expiresAt } = sessions.create(account.id, now);
    return { token, expires_at: expiresAt, user: apiUser(account, now) };
  };

  const sendCode = (email: string, purpose: CodePurpose, now: number): void => {
    const code = codes.issue(email, purpose, now);
    const minutes = CODE_LIFETIME_MS / 60_000;
    const [subject, intro] =
      purpose === 'reset_password'
        ? ['Your password reset code', 'Use this code to choose a new password.']
        : ['Verify your email address', 'Use this code to verify your account.'];
    outbox.send({ to: email, subject, body: `${intro}\n\n${code}\n\nThe code expires in ${minutes} minutes.`, purpose, code, created_at: now });
  };

  /**
   * Issue 19: every call that takes a typed user code counts against the account's and the client address's limits,
   * a wrong guess as much as a right one; a code that cannot be one is unknown without a lookup.
   */
  const typedUserCode = (typed: string, call: CallContext): { account: AccountRow; userCode: string | undefined } => {
    const { account } = signedIn(call);
    const scale = services.rateLimitScale;
    enforceLimit(services.activationLimiter, `activation|account|${account.id}`, ACTIVATION_LIMITS.perAccount * scale, call.now, 'codes tried');
    enforceLimit(services.activationLimiter, `activation|address|${call.visitor.ip}|${services.clientOf(call)}`, ACTIVATION_LIMITS.perAddress * scale, call.now, 'codes tried');
    return { account, userCode: canonicalUserCode(typed) };
  };

  const decideDevice = (typed: string, decision: 'approved' | 'denied', call: CallContext) => {
    const { account, userCode } = typedUserCode(typed, call);
    const found = userCode === undefined ? ({ kind: 'unknown' } as const) : deviceAuthorizations.decide(userCode, decision, account.id, call.now);
    if (found.kind !== 'waiting') throw refuseUserCode(found);
    return OK;
  };

  const purchase = (provider: PaymentProvider, request: PurchaseRequestFields, call: CallContext, extra: { prepurchaseId?: string } = {}) => {
    const { account } = signedIn(call);
    const plan = knownPlan(request.plan_id);
    assertReturnUrl(request.return_url, services.siteOrigins);
    if (isChinaBlocked(call.visitor.country)) throw badRequest('Payments are not available in your country.', ERROR_CODES.paymentsUnavailable);
    if (extra.prepurchaseId !== undefined && !payments.hasPrepurchase(account.id, extra.prepurchaseId, plan.id)) {
      throw badRequest('Unknown prepurchase_id: start the payment again.', ERROR_CODES.prepurchaseUnknown);
    }
    if (request.trial === true && plan.trialDays === 0) throw badRequest('This plan has no free trial.', ERROR_CODES.trialUnavailable);
    if (request.trial === true && payments.hadSubscription(account.id)) {
      throw conflict('The free trial is for new customers. Your account already had a subscription, so choose a plan to continue.', ERROR_CODES.trialUsed);
    }
    const trialFingerprint = request.trial === true ? visitorFingerprint(call) : undefined;
    if (trialFingerprint !== undefined && payments.trialTakenByAnother(trialFingerprint, account.id)) {
      throw conflict('The free trial is for new customers. This device has already started one, so choose a plan to continue.', ERROR_CODES.trialUsed);
    }
    const order = payments.purchase(
      {
        accountId: account.id,
        provider,
        request,
        quote: quote(plan, call.visitor.countryCode, hasPartnerClick(request._cps)),
        countryCode: call.visitor.countryCode,
        cps: request._cps,
        xFrom: call.xFrom,
        prepurchaseId: extra.prepurchaseId,
        trialDays: request.trial === true ? plan.trialDays : 0,
        trialFingerprint,
        tax: taxRateFor(call.visitor.countryCode),
      },
      call.now,
    );
    return purchaseValue(order, handoff(order, call.origin));
  };

  const purchaseResult = (provider: PaymentProvider) => (request: RequestOf<'psPurchaseResult'>, call: CallContext) => {
    const { account } = signedIn(call);
    const order = payments.order(request.order_id);
    if (order === undefined || order.account_id !== account.id || order.provider !== provider) {
      throw notFound('There is no such order on this account.', ERROR_CODES.orderUnknown);
    }
    return purchaseValue(order, handoff(order, call.origin));
  };

  return {
    geoInfo: (_request, { visitor }) => ({ user_ip: visitor.ip, country: visitor.country, country_code: visitor.countryCode }),

    userInfo: (_request, call) => apiUser(signedIn(call).account, call.now),

    plans: (_request, { visitor, xFrom }) => ({ plans: PLANS.map((plan) => apiPlan(quote(plan, visitor.countryCode, isPartner(xFrom)))) }),

    setPassword: async (request, call) => {
      const { account } = signedIn(call);
      if (account.password_hash !== null) throw conflict('A password is already set on this account; change it instead.', ERROR_CODES.passwordAlreadySet);
      let email: string | undefined;
      if (account.email === null) {
        if (request.email === undefined || request.email.trim() === '') throw badRequest('An email address is required to set a password on this account.', ERROR_CODES.emailRequired);
        email = assertEmail(request.email);
      }
      assertPasswordRules(request.password);
      const passwordHash = await hashPassword(request.password);
      try {
        const updated = accounts.setCredentials(account.id, email, passwordHash);
        if (email !== undefined) sendCode(email, 'verify_account', call.now);
        return apiUser(updated, call.now);
      } catch (error) {
        if (email === undefined || !(error instanceof ApiFailure) || error.code !== ERROR_CODES.emailTaken) throw error;
        // Issue 16: a registered address gets the answer a free one gets (nothing is changed), and one mail to the
        // address as a free one does: only its owner learns that it is taken.
        outbox.send({
          to: email,
          subject: 'Someone tried to use your email address',
          body: 'Someone tried to set up an account with this address, which already has one. If it was you, sign in, or reset your password from the sign-in page. If not, you can ignore this message.',
          purpose: null,
          code: null,
          created_at: call.now,
        });
        return { ...apiUser(account, call.now), email, is_password_set: true, verified: false };
      }
    },

    changePassword: async (request, call) => {
      const { account, sessionId } = signedIn(call);
      if (account.password_hash === null) throw badRequest('This account has no password yet; set one first.', ERROR_CODES.passwordNotSet);
      if (!(await verifyPassword(request.old_password, account.password_hash))) {
        throw badRequest('The current password is incorrect.', ERROR_CODES.wrongCurrentPassword);
      }
      assertPasswordRules(request.new_password, 'new password');
      accounts.setPassword(account.id, await hashPassword(request.new_password));
      sessions.revokeOthers(account.id, sessionId, call.now);
      return OK;
    },

    resetPassword: async (request, call) => {
      assertPasswordRules(request.password);
      throttle.assertAllowed('code', request.email, call.now);
      const account = accounts.byEmail(request.email);
      if (account === undefined || account.email === null || !codes.check(account.email, 'reset_password', request.code, true, call.now)) {
        throttle.failed('code', request.email, call.now);
        throw badRequest('The code is wrong or has expired.', ERROR_CODES.verificationCodeInvalid);
      }
      throttle.succeeded('code', request.email);
      accounts.setPassword(account.id, await hashPassword(request.password));
      // Receiving the code proves the address; every old session ends with the old password.
      accounts.markVerified(account.id);
      sessions.revokeOthers(account.id, undefined, call.now);
      return OK;
    },

    contactUs: (request, call) => ({
      ticket_id: services.contact.store({
        name: request.name.trim(),
        email: assertEmail(request.email),
        subject: request.subject.trim(),
        message: request.message,
        caller_ip: call.visitor.ip,
        created_at: call.now,
      }),
    }),

    login: async (request, call) => {
      throttle.assertAllowed('login', request.email, call.now);
      const account = accounts.byEmail(request.email);
      // Unknown emails cost the same scrypt work as a wrong password, and get the same answer.
      const matches = await verifyPassword(request.password, account?.password_hash ?? (await decoyHash()));
      if (account === undefined || account.password_hash === null || !matches) {
        throttle.failed('login', request.email, call.now);
        throw badRequest('The email or password is incorrect.', ERROR_CODES.wrongCredentials);
      }
      throttle.succeeded('login', request.email);
      if (account.closed_at !== null) throw new ApiFailure(403, 403, 'This account has been closed.');
      return session(account, call.now);
    },

    logout: (_request, call) => {
      sessions.revoke(signedIn(call).sessionId, call.now);
      return OK;
    },

    verificationRequest: (request, call) => {
      const email = assertEmail(request.email);
      const account = accounts.byEmail(email);
      // No account enumeration: an unknown address gets the same answer, and nothing is sent.
      if (account?.email != null && account.closed_at === null) sendCode(account.email, request.purpose, call.now);
      return { sent: true, expires_in: CODE_LIFETIME_MS / 1000 };
    },

    verificationValidate: (request, call) => {
      throttle.assertAllowed('code', request.email, call.now);
      const account = accounts.byEmail(request.email);
      // A reset code stays usable for reset_password after this check; a verification code is used up here.
      const valid = account?.email != null && codes.check(account.email, request.purpose, request.code, request.purpose === 'verify_account', call.now);
      if (!valid) {
        throttle.failed('code', request.email, call.now);
        return { valid };
      }
      if (request.purpose === 'verify_account') accounts.markVerified(account.id);
      throttle.succeeded('code', request.email);
      return { valid };
    },

    profile: (_request, call) => {
      const { account } = signedIn(call);
      const latest = payments.latestActive(account.id, call.now);
      const plan = latest === undefined ? undefined : findPlan(latest.plan_id);
      return {
        user: apiUser(account, call.now),
        created_at: account.created_at,
        plan:
          latest === undefined
            ? null
            : {
                plan_id: latest.plan_id,
                name: plan?.name ?? latest.plan_id,
                ...(plan === undefined ? {} : { months: plan.months }),
                expires_at: latest.expires_at,
                auto_renew: latest.auto_renew === 1,
              },
      };
    },

    subscriptionMy: (request, call) => {
      const { account } = signedIn(call);
      const subscriptions = payments.subscriptions(account.id).map((row) => subscriptionRecord(row, call.now, payments));
      return { subscriptions: request.status === 'active' ? subscriptions.filter((row) => row.status === 'active') : subscriptions };
    },

    // Issue 19: as easy to stop as to buy — one call, no questions; the term already paid for runs to its end.
    subscriptionCancelRenewal: (request, call) => subscriptionRecord(payments.setAutoRenew(signedIn(call).account.id, request.subscription_id, false, call.now), call.now, payments),
    // Issue 19: the guarantee honoured in one call; the reason is optional and kept out of every log.
    refundRequest: (request, call) => {
      const { account } = signedIn(call);
      const { order } = payments.refund(account.id, request.order_id, call.now);
      const amount = toMajor(order.amount_minor);
      if (account.email !== null) {
        outbox.send({
          to: account.email,
          subject: 'Your refund is on its way',
          body: `We have refunded ${amount.toFixed(2)} ${order.currency} for order ${order.id} under the ${MONEY_BACK_DAYS}-day money-back guarantee. It reaches your original payment method within 5 to 10 business days. Your subscription has ended.`,
          purpose: null,
          code: null,
          created_at: call.now,
        });
      }
      return { order_id: order.id, status: 'refunded' as const, refunded_at: call.now, amount, currency: order.currency };
    },
    subscriptionResumeRenewal: (request, call) => subscriptionRecord(payments.setAutoRenew(signedIn(call).account.id, request.subscription_id, true, call.now), call.now, payments),

    // Issue 19: every order with its status as recorded, and each one's invoice; another account's is not found.
    orders: (_request, call) => ({ orders: payments.accountOrders(signedIn(call).account.id).map(orderRecord) }),
    orderInvoice: (request, call) => {
      const { account } = signedIn(call);
      return invoiceRecord(payments.accountOrder(account.id, request.order_id), account.email);
    },

    userIpQuery: (_request, call) => {
      const bound = allowedIps.get(signedIn(call).account.id);
      return { current_ip: call.visitor.ip, bound_ip: bound?.ip ?? null, bound_at: bound?.bound_at ?? null };
    },

    userIpBind: (request, call) => {
      const ip = request.ip.trim();
      if (ipVersion(ip) === undefined) throw badRequest('That is not a valid IPv4 or IPv6 address.', ERROR_CODES.ipInvalid);
      const problem = unboundableAddress(ip);
      if (problem !== undefined) throw badRequest(`No device connects from that address: it is ${problem}.`, ERROR_CODES.ipInvalid);
      const bound = allowedIps.bind(signedIn(call).account.id, ip, call.now);
      return { bound_ip: bound.ip, bound_at: bound.bound_at };
    },

    userIpRemove: (_request, call) => {
      allowedIps.remove(signedIn(call).account.id);
      return OK;
    },

    deviceList: (_request, call) => ({ limit: DEVICE_LIMIT, devices: devices.list(signedIn(call).account.id) }),

    deviceUnbind: (request, call) => {
      if (!devices.unbind(signedIn(call).account.id, request.unbind_app_type, request.unbind_user_id)) {
        throw notFound('That device is not bound to this account.', ERROR_CODES.deviceUnknown);
      }
      return OK;
    },

    deviceCode: (request, call) => {
      const name = request.device_name.trim();
      const platform = request.platform.trim();
      if (name === '' || platform === '') throw badRequest('Invalid request: device_name and platform must not be blank.');
      const { deviceCode, userCode } = deviceAuthorizations.issue({ name, platform }, call.now);
      const shown = displayUserCode(userCode);
      const verificationUri = `${call.origin}/activate`;
      return {
        device_code: deviceCode,
        user_code: shown,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?code=${encodeURIComponent(shown)}`,
        expires_in: DEVICE_CODE_LIFETIME_SECONDS,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
      };
    },

    deviceToken: (request, call) => {
      const outcome = deviceAuthorizations.poll(request.device_code, call.now);
      if (outcome.kind !== 'approved') {
        const [code, message] = POLL_REFUSALS[outcome.kind];
        throw badRequest(message, code);
      }
      const account = accounts.byId(outcome.accountId);
      // The account closed between the approval and the poll: the customer's yes no longer stands.
      if (account === undefined || account.closed_at !== null) throw badRequest(POLL_REFUSALS.access_denied[1], POLL_REFUSALS.access_denied[0]);
      return session(account, call.now);
    },

    deviceActivationLookup: (request, call) => {
      const { userCode } = typedUserCode(request.user_code, call);
      const found = userCode === undefined ? ({ kind: 'unknown' } as const) : deviceAuthorizations.lookup(userCode, call.now);
      if (found.kind !== 'waiting') throw refuseUserCode(found);
      const { authorization } = found;
      return {
        user_code: displayUserCode(authorization.user_code),
        device_name: authorization.device_name,
        platform: authorization.platform,
        requested_at: authorization.created_at,
        expires_at: authorization.expires_at,
      };
    },
    deviceActivationApprove: (request, call) => decideDevice(request.user_code, 'approved', call),
    deviceActivationDeny: (request, call) => decideDevice(request.user_code, 'denied', call),

    commonParams: (_request, { visitor, xFrom }) => ({
      country_code: visitor.countryCode,
      currency: currencyForCountry(visitor.countryCode),
      providers: isChinaBlocked(visitor.country) ? [] : [...PAYMENT_PROVIDERS],
      x_from: xFrom ?? null,
    }),

    localizedPrices: (request) =>
      localizedPrices(
        request.product_ids.split(',').map((id) => id.trim()),
        request.customer_country.trim(),
      ),

    anonymousSignup: (_request, call) => session(accounts.createAnonymous(call.now), call.now),

    s1CreateSubscription: (request, call) => purchase('s1', request, call),
    s1PurchaseResult: purchaseResult('s1'),
    pdPrepurchase: (request, call) => ({ prepurchase_id: payments.prepurchase(signedIn(call).account.id, knownPlan(request.plan_id).id, call.now) }),
    pdPurchase: (request, call) => purchase('pd', request, call, { prepurchaseId: request.prepurchase_id }),
    pdPurchaseResult: purchaseResult('pd'),
    psPurchase: (request, call) => purchase('ps', request, call),
    psPurchaseResult: purchaseResult('ps'),
    rzPurchase: (request, call) => purchase('rz', request, call),
    rzPurchaseResult: purchaseResult('rz'),
    gapPurchase: (request, call) => purchase('gap', request, call),
    gapPurchaseResult: purchaseResult('gap'),
    tpaPurchase: (request, call) => purchase('tpa', request, call),
    tpaPurchaseResult: purchaseResult('tpa'),
    soPurchase: (request, call) => purchase('so', request, call),
    soPurchaseResult: purchaseResult('so'),

    analyticsEvents: (request, call) => {
      enforceLimit(services.analyticsLimiter, call.visitor.ip, ANALYTICS_LIMITS.callsPerMinute * services.rateLimitScale, call.now);
      return { accepted: services.analytics.store(request.user_id, request.events, call.visitor.ip, call.now) };
    },

    promotionConfig: () => services.promotion.get(),
  };
}

/**
 * A subscription row as the account's calls answer it, with what it renews at and, while the money-back guarantee
 * covers its order, until when (issue 19).
 */
function subscriptionRecord(row: SubscriptionRow, now: number, payments: Payments) {
  const plan = findPlan(row.plan_id);
  const order = payments.order(row.order_id);
  const refund = order === undefined ? undefined : payments.refundEligibility(order, now);
  const renewsAt = plan === undefined ? undefined : renewalMinor(plan, row.currency);
  return {
    id: row.id,
    order_id: row.order_id,
    plan_id: row.plan_id,
    plan_name: plan?.name ?? row.plan_id,
    ...(plan === undefined ? {} : { plan_months: plan.months }),
    provider: row.provider,
    status: subscriptionStatus(row, now),
    started_at: row.started_at,
    expires_at: row.expires_at,
    auto_renew: row.auto_renew === 1,
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    trial: row.trial === 1,
    ...(renewsAt === undefined ? {} : { renewal_amount: toMajor(renewsAt) }),
    refundable_until: refund?.kind === 'eligible' ? refund.until : null,
    refunded_at: order?.status === 'refunded' ? order.updated_at : null,
  };
}
