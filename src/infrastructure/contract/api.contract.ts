// The API contract (SPEC §7) as code: every call the site makes, with Effect Schemas for its request and
// response. The browser's adapters decode every response with these; the sandbox API decodes every request
// and encodes every response with the same ones. Fields SPEC does not show are ours (docs/decisions.md).
import { Schema } from 'effect';
import { CONTACT_LIMITS } from '../../domain/validation/contact-message.ts';

/* ---------- shared pieces ---------- */

const Email = Schema.String.check(Schema.isMaxLength(254));
const withinLimits = ({ min, max }: { readonly min: number; readonly max: number }) => Schema.String.check(Schema.isMinLength(min), Schema.isMaxLength(max));
const Millis = Schema.Number;

/** SPEC §3 user info, as the API sends it (the client keeps it as UserInfo). */
export const ApiUser = Schema.Struct({
  user_id: Schema.String,
  /** Null for an anonymous trial account until a password (and email) is set. */
  email: Schema.NullOr(Schema.String),
  is_password_set: Schema.Boolean,
  verified: Schema.Boolean,
  vip: Schema.NullOr(Schema.Struct({ remain_time: Schema.Number, expires_at: Millis })),
});

export const Session = Schema.Struct({ token: Schema.String, expires_at: Millis, user: ApiUser });

/** SPEC §3 Plan, plus what a pricing page needs to explain it. */
export const ApiPlan = Schema.Struct({
  id: Schema.String,
  product_id: Schema.String,
  name: Schema.String,
  months: Schema.Number,
  trial_days: Schema.Number,
  price_amount: Schema.Number,
  price_unit: Schema.String,
  price_discount_amount: Schema.Number,
  price_deduction_amount: Schema.Number,
  trial_price: Schema.Number,
  money: Schema.Number,
  currency: Schema.String,
  currencySymbol: Schema.String,
  discount_percent: Schema.String,
  /** What the plan renews at after the first term. */
  renewal_amount: Schema.Number,
});

export const ProviderCode = Schema.Literals(['so', 'ps', 'rz', 'tpa', 'gap', 's1', 'pd']);

/** SPEC §7 `_cps` for provider so. */
export const Cps = Schema.Struct({ type: Schema.Literals(['cj', 'cf', 'admitad']), value: Schema.String });

/** Fields every purchase carries besides the caller's data (SPEC §7 "common fields"). */
const PurchaseRequestFields = {
  plan_id: Schema.String,
  /** Where the hosted page sends the browser back to. */
  return_url: Schema.String,
  language: Schema.String,
  country_code: Schema.String,
  front_id: Schema.String,
  /** Makes a repeated submission (double click, retry after a timeout) the same order. */
  idempotency_key: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(80)),
  /** Invented: start the plan's free trial (nothing charged today) instead of paying for the first term. */
  trial: Schema.optional(Schema.Boolean),
  /**
   * SPEC §7 puts `_cps` on so's purchase; every provider's purchase may carry it here, because the partner price is
   * charged only to a purchase that carries a CJ click id (issue 16), whichever way the visitor pays.
   */
  _cps: Schema.optional(Cps),
};

export const PurchaseRequest = Schema.Struct(PurchaseRequestFields);
export const SoPurchaseRequest = PurchaseRequest;
export const ChallengedPurchaseRequest = Schema.Struct({ ...PurchaseRequestFields, recasign: Schema.String });

/** SPEC §3 purchase result fields read: web_url, redirect_url, status, success; plus the order. */
export const PurchaseValue = Schema.Struct({
  order_id: Schema.String,
  provider: ProviderCode,
  plan_id: Schema.String,
  status: Schema.Literals(['pending', 'active', 'succeeded', 'failed', 'declined', 'cancelled']),
  success: Schema.Boolean,
  web_url: Schema.optional(Schema.String),
  redirect_url: Schema.optional(Schema.String),
  /** Overlay providers (rz, pd): the script that opens the provider's overlay on our page. */
  overlay_script: Schema.optional(Schema.String),
  /** Invented: days of free trial this order starts (0 or absent for a paid order). */
  trial_days: Schema.optional(Schema.Number),
});

export const PurchaseResultRequest = Schema.Struct({ order_id: Schema.String });

/** SPEC §3 analytics event. */
export const AnalyticsEvent = Schema.Struct({
  event_datetime: Schema.String,
  event_timestamp: Schema.Number,
  event_name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  event_params: Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.Union([Schema.String, Schema.Number, Schema.Boolean]) })),
  front_id: Schema.String,
  user_properties: Schema.Record(Schema.String, Schema.String),
  language: Schema.String,
  device: Schema.Struct({ os_name: Schema.String, os_version: Schema.String, isIos: Schema.Boolean }),
  country: Schema.String,
  country_code: Schema.String,
  app_name: Schema.String,
  ip: Schema.String,
  app_type: Schema.Number,
});

const Empty = Schema.Struct({});
const Ok = Schema.Struct({ ok: Schema.Literal(true) });

/* ---------- the endpoints ---------- */

export type Challenge = 'v2' | 'v3';

export type EndpointSpec = {
  readonly method: 'GET' | 'POST';
  /**
   * The path before any challenge rewrite (SPEC §7). A `{field}` segment is a path parameter: the request's field of
   * that name fills it (encoded) and is sent nowhere else; the sandbox reads it back from the path (issue 19).
   */
  readonly path: string;
  /** Challenge-guarded calls move from /api/mms/ to /ws/mm/reca/r3/ (v3) or /ws/mm/reca/r2/ (v2). */
  readonly challenge?: Challenge;
  /** Needs a signed-in token. */
  readonly auth: boolean;
  /** Rate limited on the server (429 with Retry-After). */
  readonly rateLimited?: boolean;
  /** Purchases: never retried automatically. */
  readonly request: Schema.Top;
  readonly response: Schema.Top;
  /** A third-party style service answering its payload without the API envelope. */
  readonly bare?: boolean;
};

const endpoint = <const T extends EndpointSpec>(spec: T) => spec;
const account = (path: string) => `/api/mms/account/v1${path}`;
const payment = (path: string) => `/api/mms/payment/v1${path}`;


/** A subscription as the account's calls answer it (subscription_my, and the renewal changes of issue 19). */
const SubscriptionRecord = Schema.Struct({
  id: Schema.String,
  order_id: Schema.String,
  plan_id: Schema.String,
  plan_name: Schema.String,
  /** Invented: the plan's term, so the site can name it in the visitor's language. */
  plan_months: Schema.optional(Schema.Number),
  provider: ProviderCode,
  status: Schema.Literals(['active', 'expired', 'cancelled']),
  started_at: Millis,
  expires_at: Millis,
  auto_renew: Schema.Boolean,
  amount: Schema.Number,
  currency: Schema.String,
  /** Invented: the subscription is a free trial that turns into the plan at expires_at. */
  trial: Schema.optional(Schema.Boolean),
  /** Invented (issue 19): what the next term costs, in `currency`; absent when the API cannot say. */
  renewal_amount: Schema.optional(Schema.Number),
  /** Invented (issue 19): the last moment the money-back guarantee covers this subscription's order; null when it does not. */
  refundable_until: Schema.optional(Schema.NullOr(Millis)),
  /** Invented (issue 19): when its order was refunded under the guarantee; null when it was not. */
  refunded_at: Schema.optional(Schema.NullOr(Millis)),
});

/** Issue 19 (invented): how an order stands, as the sandbox records it; `active` is paid and in force. */
const OrderStatus = Schema.Literals(['pending', 'active', 'declined', 'cancelled', 'refunded']);

/** Issue 19 (invented): one order of the account, as `/web/orders` lists it. */
const OrderRecord = Schema.Struct({
  order_id: Schema.String,
  created_at: Millis,
  plan_id: Schema.String,
  plan_name: Schema.String,
  plan_months: Schema.optional(Schema.Number),
  provider: ProviderCode,
  status: OrderStatus,
  /** What was charged, tax included (0 for a free trial's order). */
  amount: Schema.Number,
  currency: Schema.String,
  trial_days: Schema.Number,
});

/** Issue 19 (invented): an order's invoice: who sold what to whom, and the tax the gross amount includes. */
const InvoiceRecord = Schema.Struct({
  ...OrderRecord.fields,
  seller: Schema.Struct({ name: Schema.String, address_lines: Schema.Array(Schema.String), country_code: Schema.String, vat_id: Schema.String }),
  /** The account's email; null for an anonymous account that has none yet. */
  buyer_email: Schema.NullOr(Schema.String),
  /** Where the buyer was when ordering: the country whose tax applies. */
  buyer_country_code: Schema.String,
  items: Schema.Array(Schema.Struct({ plan_id: Schema.String, plan_name: Schema.String, plan_months: Schema.optional(Schema.Number), quantity: Schema.Number, amount: Schema.Number })),
  /** The amount without the tax lines. */
  net_amount: Schema.Number,
  /** One line per tax the amount includes, at the rate recorded with the order; none where no tax applies. */
  tax_lines: Schema.Array(Schema.Struct({ name: Schema.String, rate_percent: Schema.Number, country_code: Schema.String, amount: Schema.Number })),
});

/** Issue 19 (invented): a user code as the customer typed it (the API reads it without case, spaces or dashes). */
const DeviceActivationRequest = Schema.Struct({ user_code: Schema.String.check(Schema.isMaxLength(32)) });

export const ENDPOINTS = {
  geoInfo: endpoint({
    method: 'POST',
    path: account('/geo_info'),
    auth: false,
    request: Empty,
    response: Schema.Struct({ user_ip: Schema.String, country: Schema.String, country_code: Schema.String }),
  }),
  userInfo: endpoint({ method: 'GET', path: account('/web/user_info'), auth: true, request: Empty, response: ApiUser }),
  plans: endpoint({ method: 'GET', path: payment('/providers/plans'), auth: false, request: Empty, response: Schema.Struct({ plans: Schema.Array(ApiPlan) }) }),
  setPassword: endpoint({
    method: 'POST',
    path: account('/web/set_password'),
    auth: true,
    request: Schema.Struct({ password: Schema.String, email: Schema.optional(Email) }),
    response: ApiUser,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: account('/web/change_password'),
    auth: true,
    request: Schema.Struct({ old_password: Schema.String, new_password: Schema.String }),
    response: Ok,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: account('/web/reset_password'),
    auth: false,
    request: Schema.Struct({ email: Email, code: Schema.String, password: Schema.String }),
    response: Ok,
  }),
  // SPEC §7 lists contact_us among the plain calls (no challenge): the sandbox's strict rate limit holds spam.
  contactUs: endpoint({
    method: 'POST',
    path: '/api/mms/report/v1/contact_us',
    auth: false,
    rateLimited: true,
    request: Schema.Struct({
      name: withinLimits(CONTACT_LIMITS.name),
      email: withinLimits(CONTACT_LIMITS.email),
      subject: withinLimits(CONTACT_LIMITS.subject),
      message: withinLimits(CONTACT_LIMITS.message),
    }),
    response: Schema.Struct({ ticket_id: Schema.String }),
  }),
  login: endpoint({
    method: 'POST',
    path: account('/web/login'),
    challenge: 'v2',
    auth: false,
    rateLimited: true,
    request: Schema.Struct({ email: Email, password: Schema.String, recasign: Schema.String }),
    response: Session,
  }),
  logout: endpoint({ method: 'POST', path: account('/web/logout'), auth: true, request: Empty, response: Ok }),
  verificationRequest: endpoint({
    method: 'POST',
    path: account('/web/verification/request'),
    auth: false,
    rateLimited: true,
    request: Schema.Struct({ email: Email, purpose: Schema.Literals(['verify_account', 'reset_password']) }),
    response: Schema.Struct({ sent: Schema.Literal(true), expires_in: Schema.Number }),
  }),
  verificationValidate: endpoint({
    method: 'POST',
    path: account('/web/verification/validate'),
    auth: false,
    rateLimited: true,
    request: Schema.Struct({ email: Email, code: Schema.String, purpose: Schema.Literals(['verify_account', 'reset_password']) }),
    response: Schema.Struct({ valid: Schema.Boolean }),
  }),
  profile: endpoint({
    method: 'GET',
    path: account('/web/profile'),
    auth: true,
    request: Empty,
    response: Schema.Struct({
      user: ApiUser,
      created_at: Millis,
      /** Invented: `months` (the plan's term) lets the site name the plan in the visitor's language. */
      plan: Schema.NullOr(
        Schema.Struct({ plan_id: Schema.String, name: Schema.String, months: Schema.optional(Schema.Number), expires_at: Millis, auto_renew: Schema.Boolean }),
      ),
    }),
  }),
  subscriptionMy: endpoint({
    method: 'GET',
    path: payment('/web/subscription_my'),
    auth: true,
    request: Schema.Struct({ status: Schema.optional(Schema.Literals(['all', 'active'])) }),
    response: Schema.Struct({ subscriptions: Schema.Array(SubscriptionRecord) }),
  }),
  /** Issue 19 (invented): renewal off while the term runs; answered with the subscription as it now stands. */
  subscriptionCancelRenewal: endpoint({
    method: 'POST',
    path: payment('/web/subscription/cancel_renewal'),
    auth: true,
    request: Schema.Struct({ subscription_id: Schema.String }),
    response: SubscriptionRecord,
  }),
  /** Issue 19 (invented): the money-back guarantee; the order refunded and the subscription it started ended. */
  refundRequest: endpoint({
    method: 'POST',
    path: payment('/web/refund_request'),
    auth: true,
    request: Schema.Struct({ order_id: Schema.String, reason: Schema.optional(Schema.String.check(Schema.isMaxLength(1000))) }),
    response: Schema.Struct({ order_id: Schema.String, status: Schema.Literal('refunded'), refunded_at: Millis, amount: Schema.Number, currency: Schema.String }),
  }),
  /** Issue 19 (invented): renewal on again while the term runs. */
  subscriptionResumeRenewal: endpoint({
    method: 'POST',
    path: payment('/web/subscription/resume_renewal'),
    auth: true,
    request: Schema.Struct({ subscription_id: Schema.String }),
    response: SubscriptionRecord,
  }),
  /** Issue 19 (invented): every order of the account, newest first. */
  orders: endpoint({ method: 'GET', path: payment('/web/orders'), auth: true, request: Empty, response: Schema.Struct({ orders: Schema.Array(OrderRecord) }) }),
  /** Issue 19 (invented): one order's invoice; another account's order is not found (40402). */
  orderInvoice: endpoint({ method: 'GET', path: payment('/web/orders/{order_id}'), auth: true, request: Schema.Struct({ order_id: Schema.String }), response: InvoiceRecord }),
  userIpQuery: endpoint({
    method: 'POST',
    path: account('/web/user_ip/query'),
    auth: true,
    request: Schema.Struct({ _span: Schema.Number }),
    response: Schema.Struct({ current_ip: Schema.String, bound_ip: Schema.NullOr(Schema.String), bound_at: Schema.NullOr(Millis) }),
  }),
  userIpBind: endpoint({
    method: 'POST',
    path: account('/web/user_ip/bind'),
    auth: true,
    request: Schema.Struct({ ip: Schema.String }),
    response: Schema.Struct({ bound_ip: Schema.String, bound_at: Millis }),
  }),
  userIpRemove: endpoint({ method: 'POST', path: account('/web/user_ip/remove'), auth: true, request: Empty, response: Ok }),
  deviceList: endpoint({
    method: 'GET',
    path: account('/web/device/list'),
    auth: true,
    request: Empty,
    response: Schema.Struct({
      limit: Schema.Number,
      devices: Schema.Array(
        Schema.Struct({ app_type: Schema.Number, user_id: Schema.String, name: Schema.String, platform: Schema.String, client: Schema.String, last_seen_at: Millis }),
      ),
    }),
  }),
  deviceUnbind: endpoint({
    method: 'POST',
    path: account('/web/device/unbind'),
    auth: true,
    request: Schema.Struct({ unbind_app_type: Schema.Number, unbind_user_id: Schema.String }),
    response: Ok,
  }),
  /**
   * Issue 19 (invented, RFC 8628 §3.1-3.2): a TV or console asks to be signed in; it shows `user_code` and polls
   * device_token with `device_code` every `interval` seconds until `expires_in` runs out.
   */
  deviceCode: endpoint({
    method: 'POST',
    path: account('/device_code'),
    auth: false,
    rateLimited: true,
    request: Schema.Struct({ device_name: withinLimits({ min: 1, max: 64 }), platform: withinLimits({ min: 1, max: 32 }) }),
    response: Schema.Struct({
      device_code: Schema.String,
      user_code: Schema.String,
      verification_uri: Schema.String,
      verification_uri_complete: Schema.String,
      expires_in: Schema.Number,
      interval: Schema.Number,
    }),
  }),
  /**
   * Issue 19 (invented, RFC 8628 §3.4-3.5): the device's poll; a session once the customer approved, exactly once.
   * Refusals are 400 with the codes docs/decisions.md lists: authorization_pending, slow_down, expired_token,
   * access_denied, and an unknown device_code.
   */
  deviceToken: endpoint({ method: 'POST', path: account('/device_token'), auth: false, request: Schema.Struct({ device_code: withinLimits({ min: 1, max: 128 }) }), response: Session }),
  /** Issue 19 (invented): which device a code on /activate belongs to, before the customer decides. */
  deviceActivationLookup: endpoint({
    method: 'POST',
    path: account('/web/device_activation/lookup'),
    auth: true,
    request: DeviceActivationRequest,
    response: Schema.Struct({ user_code: Schema.String, device_name: Schema.String, platform: Schema.String, requested_at: Millis, expires_at: Millis }),
  }),
  /** Issue 19 (invented): the customer lets the device in, as this account. */
  deviceActivationApprove: endpoint({ method: 'POST', path: account('/web/device_activation/approve'), auth: true, request: DeviceActivationRequest, response: Ok }),
  /** Issue 19 (invented): the customer turns the device away. */
  deviceActivationDeny: endpoint({ method: 'POST', path: account('/web/device_activation/deny'), auth: true, request: DeviceActivationRequest, response: Ok }),
  commonParams: endpoint({
    method: 'GET',
    path: payment('/providers/common/params'),
    auth: false,
    request: Empty,
    response: Schema.Struct({ country_code: Schema.String, currency: Schema.String, providers: Schema.Array(ProviderCode), x_from: Schema.NullOr(Schema.String) }),
  }),
  localizedPrices: endpoint({
    method: 'GET',
    path: '/l10n/prices',
    auth: false,
    bare: true,
    request: Schema.Struct({ product_ids: Schema.String.check(Schema.isMinLength(1)), customer_country: Schema.String }),
    response: Schema.Struct({
      products: Schema.Array(Schema.Struct({ product_id: Schema.String, subscription: Schema.Struct({ price: Schema.Struct({ gross: Schema.Number }) }), currency: Schema.String })),
    }),
  }),
  anonymousSignup: endpoint({
    method: 'POST',
    path: account('/web/anonymous_signup'),
    challenge: 'v3',
    auth: false,
    rateLimited: true,
    request: Schema.Struct({ recasign: Schema.String }),
    response: Session,
  }),
  s1CreateSubscription: endpoint({ method: 'POST', path: payment('/providers/s1/create_subscription'), challenge: 'v3', auth: true, request: ChallengedPurchaseRequest, response: PurchaseValue }),
  s1PurchaseResult: endpoint({ method: 'POST', path: payment('/providers/s1/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  pdPrepurchase: endpoint({
    method: 'POST',
    path: payment('/providers/common/pd/prepurchase'),
    auth: true,
    request: PurchaseRequest,
    response: Schema.Struct({ prepurchase_id: Schema.String }),
  }),
  pdPurchase: endpoint({
    method: 'POST',
    path: payment('/providers/pd/purchase'),
    auth: true,
    request: Schema.Struct({ ...PurchaseRequestFields, prepurchase_id: Schema.String }),
    response: PurchaseValue,
  }),
  pdPurchaseResult: endpoint({ method: 'POST', path: payment('/providers/pd/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  psPurchase: endpoint({ method: 'POST', path: payment('/providers/ps/purchase'), auth: true, request: PurchaseRequest, response: PurchaseValue }),
  psPurchaseResult: endpoint({ method: 'POST', path: payment('/providers/ps/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  rzPurchase: endpoint({ method: 'POST', path: payment('/providers/rz/purchase'), auth: true, request: PurchaseRequest, response: PurchaseValue }),
  rzPurchaseResult: endpoint({ method: 'POST', path: payment('/providers/rz/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  gapPurchase: endpoint({ method: 'POST', path: payment('/providers/gap/purchase'), auth: true, request: PurchaseRequest, response: PurchaseValue }),
  gapPurchaseResult: endpoint({ method: 'POST', path: payment('/providers/gap/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  tpaPurchase: endpoint({ method: 'POST', path: payment('/providers/tpa/purchase'), auth: true, request: PurchaseRequest, response: PurchaseValue }),
  tpaPurchaseResult: endpoint({ method: 'POST', path: payment('/providers/tpa/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  soPurchase: endpoint({ method: 'POST', path: payment('/providers/so/purchase'), auth: true, request: SoPurchaseRequest, response: PurchaseValue }),
  soPurchaseResult: endpoint({ method: 'POST', path: payment('/providers/so/purchase_result'), auth: true, request: PurchaseResultRequest, response: PurchaseValue }),
  analyticsEvents: endpoint({
    method: 'POST',
    path: '/api/mms/analytics/v1/events',
    auth: false,
    request: Schema.Struct({ user_id: Schema.String, events: Schema.Array(AnalyticsEvent).check(Schema.isMinLength(1), Schema.isMaxLength(20)) }),
    response: Schema.Struct({ accepted: Schema.Number }),
  }),
  promotionConfig: endpoint({
    method: 'GET',
    path: '/api/mms/promotion/v1/config',
    auth: false,
    request: Empty,
    response: Schema.Struct({ startTime: Millis, endTime: Millis, isFestival: Schema.Boolean }),
  }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
export type RequestOf<N extends EndpointName> = Schema.Schema.Type<(typeof ENDPOINTS)[N]['request']>;
export type ResponseOf<N extends EndpointName> = Schema.Schema.Type<(typeof ENDPOINTS)[N]['response']>;

/** The body of every API answer: `value` on success; `code` and `msg` on failure (SPEC §8). */
export const ErrorBody = Schema.Struct({ code: Schema.Number, msg: Schema.String });
export const successEnvelope = <S extends Schema.Top>(value: S) => Schema.Struct({ code: Schema.Literal(200), msg: Schema.String, value });

/** SPEC §8: codes that mean "logged out elsewhere": ask before clearing the session. */
export const LOGGED_OUT_ELSEWHERE_CODES: readonly number[] = [50008, 50012, 50014];

/** SPEC §7: the path a challenge-guarded call really goes to. */
export function challengedPath(path: string, challenge: Challenge | undefined): string {
  if (challenge === undefined) return path;
  return path.replace(/^\/api\/mms\//, challenge === 'v3' ? '/ws/mm/reca/r3/' : '/ws/mm/reca/r2/');
}

const PATH_PARAMETER = /\{(\w+)\}/g;

/** The request fields a path names as `{field}` segments (issue 19: `/web/orders/{order_id}`). */
export function pathParameters(path: string): readonly string[] {
  return [...path.matchAll(PATH_PARAMETER)].map((match) => match[1] ?? '');
}

/**
 * Where a call goes and what it sends besides: each `{field}` of the path filled with the request's field (encoded, so
 * a value never adds a segment), that field left out of the rest; then SPEC §7's challenge rewrite.
 */
export function requestTarget(spec: Pick<EndpointSpec, 'path' | 'challenge'>, request: Readonly<Record<string, unknown>>): { readonly path: string; readonly rest: Record<string, unknown> } {
  const names = pathParameters(spec.path);
  const path = spec.path.replace(PATH_PARAMETER, (_, name: string) => encodeURIComponent(String(request[name] ?? '')));
  const rest = Object.fromEntries(Object.entries(request).filter(([key]) => !names.includes(key)));
  return { path: challengedPath(path, spec.challenge), rest };
}
