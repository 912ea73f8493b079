import { refundEligibility, type PaymentProvider, type RefundEligibility, type RefundRefusal } from '../../src/domain/index.ts';
import type { Cps, PurchaseValue } from '../../src/infrastructure/contract/api.contract.ts';
import { newId } from './accounts.ts';
import { ERROR_CODES, conflict, notFound } from './api-failure.ts';
import { findPlan, type PlanQuote } from './catalog.ts';
import type { SandboxDatabase } from './database.ts';
import type { Devices } from './devices.ts';
import type { TaxRate } from './tax.ts';

/** `refunded`: paid, then returned under the money-back guarantee (issue 19). */
export type OrderStatus = 'pending' | 'active' | 'declined' | 'cancelled' | 'refunded';
export type Decision = 'approve' | 'decline' | 'cancel' | 'pending';

export const DECISION_STATUS: Readonly<Record<Decision, OrderStatus>> = {
  approve: 'active',
  decline: 'declined',
  cancel: 'cancelled',
  pending: 'pending',
};

export type OrderRow = {
  readonly id: string;
  readonly account_id: string;
  readonly provider: PaymentProvider;
  readonly plan_id: string;
  readonly idempotency_key: string;
  readonly status: OrderStatus;
  readonly amount_minor: number;
  readonly currency: string;
  readonly country_code: string;
  readonly request_country_code: string;
  readonly language: string;
  readonly front_id: string;
  readonly return_url: string;
  readonly cps_type: string | null;
  readonly cps_value: string | null;
  readonly x_from: string | null;
  readonly prepurchase_id: string | null;
  readonly trial_days: number;
  readonly trial_fingerprint: string | null;
  /** Issue 19: the tax the buyer's country charged at order time (server/sandbox/tax.ts); null where none applies. */
  readonly tax_name: string | null;
  readonly tax_rate_bp: number | null;
  readonly created_at: number;
  readonly updated_at: number;
};

export type SubscriptionRow = {
  readonly id: string;
  readonly account_id: string;
  readonly order_id: string;
  readonly plan_id: string;
  readonly provider: PaymentProvider;
  readonly started_at: number;
  readonly expires_at: number;
  readonly auto_renew: number;
  readonly amount_minor: number;
  readonly currency: string;
  readonly cancelled_at: number | null;
  readonly trial: number;
};

export type PurchaseRequestFields = {
  readonly plan_id: string;
  readonly return_url: string;
  readonly language: string;
  readonly country_code: string;
  readonly front_id: string;
  readonly idempotency_key: string;
  readonly trial?: boolean | undefined;
  readonly _cps?: typeof Cps.Type | undefined;
};

export type NewOrder = {
  readonly accountId: string;
  readonly provider: PaymentProvider;
  readonly request: PurchaseRequestFields;
  readonly quote: PlanQuote;
  /** Where the caller is, by geo (prices follow it); the request's own country_code is recorded beside it. */
  readonly countryCode: string;
  readonly cps: typeof Cps.Type | undefined;
  readonly xFrom: string | undefined;
  readonly prepurchaseId: string | undefined;
  /** Days of free trial (nothing charged today), or 0. */
  readonly trialDays: number;
  /** A trial's visitor digest (address and browser): one trial per visitor, whatever the account. */
  readonly trialFingerprint?: string | undefined;
  /** Issue 19: the tax the amount includes, by the buyer's country at order time. */
  readonly tax?: TaxRate | undefined;
};

const DAY_MS = 86_400_000;

/** Calendar months in UTC, clamped to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export function subscriptionStatus(row: SubscriptionRow, now: number): 'active' | 'expired' | 'cancelled' {
  if (row.cancelled_at !== null) return 'cancelled';
  return row.expires_at > now ? 'active' : 'expired';
}

/** Why the guarantee does not cover an order, as the API says it (the site shows its own translated text per code). */
const REFUND_REFUSALS: Readonly<Record<RefundRefusal, string>> = {
  alreadyRefunded: 'The money-back guarantee has already been used on this account.',
  notPaid: 'Nothing was paid for this order, so there is nothing to refund.',
  notFirst: 'The money-back guarantee covers the first payment only, not renewals or later plans.',
  windowClosed: 'The 30 days of the money-back guarantee have passed for this payment.',
};

/** Orders and the subscriptions approved orders start. */
export class Payments {
  readonly #db: SandboxDatabase;
  readonly #devices: Devices;

  constructor(db: SandboxDatabase, devices: Devices) {
    this.#db = db;
    this.#devices = devices;
  }

  prepurchase(accountId: string, planId: string, now: number): string {
    const id = newId('pre');
    this.#db.run('INSERT INTO prepurchases (id, account_id, plan_id, created_at) VALUES (?, ?, ?, ?)', id, accountId, planId, now);
    return id;
  }

  hasPrepurchase(accountId: string, id: string, planId: string): boolean {
    return this.#db.get('SELECT 1 AS found FROM prepurchases WHERE id = ? AND account_id = ? AND plan_id = ?', id, accountId, planId) !== undefined;
  }

  /**
   * A pending order, or the one this account already placed with the same idempotency key: the UNIQUE
   * index decides, so two concurrent submissions still make one order. The same key for another
   * provider, plan, or trial-or-paid is a client bug and answers 409 (what is bought must match; where the
   * customer returns and in which language need not: a retry after switching language gets the first order).
   */
  purchase(order: NewOrder, now: number): OrderRow {
    const { request } = order;
    this.#db.run(
      `INSERT INTO orders (id, account_id, provider, plan_id, idempotency_key, status, amount_minor, currency, country_code,
         request_country_code, language, front_id, return_url, cps_type, cps_value, x_from, prepurchase_id, trial_days, trial_fingerprint, tax_name, tax_rate_bp, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, idempotency_key) DO NOTHING`,
      newId('ord'),
      order.accountId,
      order.provider,
      request.plan_id,
      request.idempotency_key,
      order.trialDays > 0 ? 0 : order.quote.payMinor,
      order.quote.currency,
      order.countryCode,
      request.country_code,
      request.language,
      request.front_id,
      request.return_url,
      order.cps?.type ?? null,
      order.cps?.value ?? null,
      order.xFrom ?? null,
      order.prepurchaseId ?? null,
      order.trialDays,
      order.trialFingerprint ?? null,
      order.tax?.name ?? null,
      order.tax?.basisPoints ?? null,
      now,
      now,
    );
    const placed = this.#db.get<OrderRow>('SELECT * FROM orders WHERE account_id = ? AND idempotency_key = ?', order.accountId, request.idempotency_key);
    if (placed === undefined) throw new Error('The order was neither inserted nor found');
    if (placed.provider !== order.provider || placed.plan_id !== request.plan_id || placed.trial_days > 0 !== order.trialDays > 0) {
      throw conflict('That idempotency_key was already used for a different purchase.', ERROR_CODES.idempotencyMismatch);
    }
    return placed;
  }

  /**
   * Issue 16: another account's started trial from this visitor. A pending one is not counted: the provider has not
   * accepted a payment method yet, and a visitor who abandons a checkout (or a tester who leaves one open) must not
   * lose the trial; a declined or cancelled one is no trial at all.
   */
  trialTakenByAnother(fingerprint: string, accountId: string): boolean {
    return (
      this.#db.get(
        "SELECT 1 AS found FROM orders WHERE trial_fingerprint = ? AND account_id <> ? AND trial_days > 0 AND status = 'active' LIMIT 1",
        fingerprint,
        accountId,
      ) !== undefined
    );
  }

  /** A free trial is for new customers: an account that never had a subscription. */
  hadSubscription(accountId: string): boolean {
    return this.#db.get('SELECT 1 AS found FROM subscriptions WHERE account_id = ?', accountId) !== undefined;
  }

  order(id: string): OrderRow | undefined {
    return this.#db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', id);
  }

  /** Issue 19: every order of the account, newest first, whatever became of it. */
  accountOrders(accountId: string): OrderRow[] {
    return this.#db.all<OrderRow>('SELECT * FROM orders WHERE account_id = ? ORDER BY created_at DESC, rowid DESC', accountId);
  }

  /** Issue 19: one of the account's orders; another account's is not found, exactly as an unknown one. */
  accountOrder(accountId: string, id: string): OrderRow {
    const order = this.order(id);
    if (order === undefined || order.account_id !== accountId) throw notFound('There is no such order on this account.', ERROR_CODES.orderUnknown);
    return order;
  }

  /**
   * The hosted page's or overlay's decision. Only a pending order changes; repeating the decision it
   * already has is harmless (a double click), a different one on a decided order answers 409.
   * Approving starts a subscription after any active one and, on an account's first, seeds its devices.
   */
  decide(id: string, decision: Decision, now: number): OrderRow | undefined {
    return this.#db.transaction(() => {
      const order = this.order(id);
      if (order === undefined) return undefined;
      const status = DECISION_STATUS[decision];
      if (order.status === status) return order;
      if (order.status !== 'pending') throw conflict(`This order is already ${order.status}.`, ERROR_CODES.orderFinal);
      this.#db.run('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?', status, now, id);
      if (decision === 'approve') this.#activate(order, now);
      return this.order(id);
    });
  }

  subscriptions(accountId: string): SubscriptionRow[] {
    return this.#db.all<SubscriptionRow>('SELECT * FROM subscriptions WHERE account_id = ? ORDER BY started_at DESC, rowid DESC', accountId);
  }

  /** One of the account's subscriptions; another account's is not found. */
  subscription(accountId: string, id: string): SubscriptionRow | undefined {
    return this.#db.get<SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ? AND account_id = ?', id, accountId);
  }

  /**
   * Issue 19: turns the subscription's renewal off or on while its term runs; the term itself is unchanged. Refused for
   * a subscription that has ended or was cancelled (refunded).
   */
  setAutoRenew(accountId: string, id: string, autoRenew: boolean, now: number): SubscriptionRow {
    const row = this.subscription(accountId, id);
    if (row === undefined) throw notFound('No such subscription in this account.', ERROR_CODES.subscriptionUnknown);
    if (subscriptionStatus(row, now) !== 'active') throw conflict('This subscription has ended: there is no renewal to change.', ERROR_CODES.subscriptionEnded);
    this.#db.run('UPDATE subscriptions SET auto_renew = ? WHERE id = ?', autoRenew ? 1 : 0, id);
    return { ...row, auto_renew: autoRenew ? 1 : 0 };
  }

  /**
   * Issue 19, the money-back guarantee (src/domain/account/money-back.ts): the order is marked refunded and the
   * subscription it started ends now, its renewal off. Refused with the rule it breaks; another account's order is
   * not found.
   */
  refund(accountId: string, orderId: string, now: number): { order: OrderRow; subscription: SubscriptionRow | undefined } {
    return this.#db.transaction(() => {
      const order = this.order(orderId);
      if (order === undefined || order.account_id !== accountId) throw notFound('There is no such order on this account.', ERROR_CODES.orderUnknown);
      const eligibility = this.refundEligibility(order, now);
      if (eligibility.kind === 'refused') throw conflict(REFUND_REFUSALS[eligibility.reason], ERROR_CODES.refundRefused[eligibility.reason]);
      this.#db.run("UPDATE orders SET status = 'refunded', updated_at = ? WHERE id = ?", now, order.id);
      this.#db.run('UPDATE subscriptions SET cancelled_at = ?, auto_renew = 0 WHERE order_id = ?', now, order.id);
      return { order: { ...order, status: 'refunded', updated_at: now }, subscription: this.#db.get<SubscriptionRow>('SELECT * FROM subscriptions WHERE order_id = ?', order.id) };
    });
  }

  /** Whether the money-back guarantee covers the order now, and until when (src/domain/account/money-back.ts). */
  refundEligibility(order: OrderRow, now: number): RefundEligibility {
    const paid = this.#db.all<{ id: string }>("SELECT id FROM orders WHERE account_id = ? AND status IN ('active', 'refunded') AND trial_days = 0 ORDER BY updated_at, rowid", order.account_id);
    return refundEligibility({
      paidAt: order.updated_at,
      paid: (order.status === 'active' || order.status === 'refunded') && order.trial_days === 0,
      first: paid[0]?.id === order.id,
      refundedBefore: this.#db.get("SELECT 1 AS found FROM orders WHERE account_id = ? AND status = 'refunded'", order.account_id) !== undefined,
      now,
    });
  }

  /** The active subscription that ends last (its end is the account's vip time), if any. */
  latestActive(accountId: string, now: number): SubscriptionRow | undefined {
    return this.#db.get<SubscriptionRow>(
      'SELECT * FROM subscriptions WHERE account_id = ? AND cancelled_at IS NULL AND expires_at > ? ORDER BY expires_at DESC LIMIT 1',
      accountId,
      now,
    );
  }

  #activate(order: OrderRow, now: number): void {
    const plan = findPlan(order.plan_id);
    if (plan === undefined) throw new Error(`Order ${order.id} names unknown plan ${order.plan_id}`);
    const firstPurchase = this.#db.get('SELECT 1 AS found FROM subscriptions WHERE account_id = ?', order.account_id) === undefined;
    // A renewal bought early extends the time: it starts when the current subscription ends.
    const startsAt = Math.max(now, this.latestActive(order.account_id, now)?.expires_at ?? now);
    this.#db.run(
      `INSERT INTO subscriptions (id, account_id, order_id, plan_id, provider, started_at, expires_at, auto_renew, amount_minor, currency, trial)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
      newId('sub'),
      order.account_id,
      order.id,
      order.plan_id,
      order.provider,
      startsAt,
      // A trial runs its days, then renews into the plan at its price.
      order.trial_days > 0 ? startsAt + order.trial_days * DAY_MS : addMonths(startsAt, plan.months),
      order.amount_minor,
      order.currency,
      order.trial_days > 0 ? 1 : 0,
    );
    if (firstPurchase) this.#devices.seed(order.account_id, now);
  }
}

export type PurchaseValueFields = typeof PurchaseValue.Type;

/** SPEC §3 purchase result: status and success of the order, and how the browser completes it. */
export function purchaseValue(order: OrderRow, handoff: { webUrl?: string; overlayScript?: string }): PurchaseValueFields {
  const value: PurchaseValueFields = {
    order_id: order.id,
    provider: order.provider,
    plan_id: order.plan_id,
    // The purchase flow's statuses: a refunded order is one that no longer stands.
    status: order.status === 'refunded' ? 'cancelled' : order.status,
    success: order.status === 'active',
    ...(handoff.webUrl === undefined ? {} : { web_url: handoff.webUrl }),
    // SPEC §4: for so the web_url is also the redirect_url.
    ...(handoff.webUrl !== undefined && order.provider === 'so' ? { redirect_url: handoff.webUrl } : {}),
    ...(handoff.overlayScript === undefined ? {} : { overlay_script: handoff.overlayScript }),
    ...(order.trial_days > 0 ? { trial_days: order.trial_days } : {}),
  };
  return value;
}
