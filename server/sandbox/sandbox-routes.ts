import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Schema } from 'effect';
import type { Context, Hono } from 'hono';
import { formatPrice } from '../../src/domain/index.ts';
import type { Accounts } from './accounts.ts';
import { ApiFailure, ERROR_CODES, errorToResponse, failureResponse, notFound } from './api-failure.ts';
import { decodeOrFail, readJsonObject } from './api-pipeline.ts';
import { findPlan, toMajor } from './catalog.ts';
import type { ChallengeTokens } from './challenge.ts';
import { FaultRequest, type FaultQueue } from './faults.ts';
import { SANDBOX_COUNTRY_COOKIE, SANDBOX_COUNTRY_HEADER, SANDBOX_IP_HEADER } from './geo.ts';
import { escapeHtml, formatTime, limitParam, sandboxPage } from './html.ts';
import type { Outbox } from './outbox.ts';
import { assertPasswordRules, hashPassword } from './passwords.ts';
import type { Decision, OrderRow, Payments } from './payments.ts';
import { PromotionConfig, type Analytics, type ContactMessages, type Promotion } from './records.ts';
import type { Sessions } from './sessions.ts';

export type SandboxRouteDeps = {
  readonly now: () => number;
  readonly clock: { readonly offsetMs: () => number; readonly setOffsetMs: (offset: number) => void };
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  readonly payments: Payments;
  readonly analytics: Analytics;
  readonly contact: ContactMessages;
  readonly promotion: Promotion;
  readonly challenges: ChallengeTokens;
  readonly faults: FaultQueue;
  /** The site's own origins; the first (canonical) is where the hosted checkout sends a customer back. */
  readonly siteOrigins: readonly string[];
};

const asset = (name: string) => readFileSync(join(import.meta.dirname, 'assets', name), 'utf8');

/** Display names of the sandbox's stand-ins for the SPEC §7 providers. */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  so: 'SO Checkout',
  ps: 'PS Payments',
  rz: 'RZ Pay',
  tpa: 'TPA Wallet',
  gap: 'GAP Pay',
  s1: 'S1 Subscriptions',
  pd: 'PD Checkout',
};

const DECISIONS: readonly { decision: Decision; label: string }[] = [
  { decision: 'approve', label: 'Approve' },
  { decision: 'decline', label: 'Decline' },
  { decision: 'cancel', label: 'Cancel' },
  { decision: 'pending', label: 'Leave pending' },
];

const TokenRequest = Schema.Struct({ version: Schema.Literals(['v2', 'v3']), action: Schema.optional(Schema.String.check(Schema.isMaxLength(100))) });
const RevokeRequest = Schema.Struct({ token: Schema.String.check(Schema.isMinLength(1)) });
const CloseRequest = Schema.Struct({ email: Schema.optional(Schema.String), user_id: Schema.optional(Schema.String) });
const AccountRequest = Schema.Struct({ email: Schema.String, password: Schema.String, verified: Schema.optional(Schema.Boolean) });
const ClockRequest = Schema.Struct({ offset_ms: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10 * 365 * 24 * 60 * 60 * 1000 })) });

function wantsJson(c: Context): boolean {
  return c.req.header('Accept')?.includes('application/json') ?? false;
}

/** The order's return_url with order_id and provider added, as the browser goes back to it. */
export function returnLocation(order: OrderRow, origin: string): string {
  const url = new URL(order.return_url, origin);
  url.searchParams.set('order_id', order.id);
  url.searchParams.set('provider', order.provider);
  return url.href;
}

function orderSummary(order: OrderRow) {
  const plan = findPlan(order.plan_id);
  const amount = toMajor(order.amount_minor);
  return {
    order_id: order.id,
    provider: order.provider,
    provider_name: PROVIDER_NAMES[order.provider] ?? order.provider,
    plan_id: order.plan_id,
    plan_name: plan?.name ?? order.plan_id,
    months: plan?.months ?? 0,
    amount,
    currency: order.currency,
    amount_display: formatPrice(amount, order.currency, 'en'),
    trial_days: order.trial_days,
    status: order.status,
    success: order.status === 'active',
    // What the order recorded of the visitor's attribution (SPEC §7 _cps and X-From), for testers to check.
    cps: order.cps_type === null ? null : { type: order.cps_type, value: order.cps_value ?? '' },
    x_from: order.x_from,
  };
}

function checkoutPage(order: OrderRow, origin: string): string {
  const summary = orderSummary(order);
  const id = encodeURIComponent(order.id);
  const details = `<dl class="sandbox-details">
<dt>Plan</dt><dd>${escapeHtml(summary.plan_name)}</dd>
<dt>Price</dt><dd>${escapeHtml(summary.amount_display)}${order.trial_days > 0 ? ` today (${order.trial_days}-day free trial)` : ''}</dd>
<dt>Provider</dt><dd>${escapeHtml(summary.provider_name)} (${escapeHtml(order.provider)})</dd>
<dt>Order</dt><dd><code>${escapeHtml(order.id)}</code></dd>
<dt>Status</dt><dd class="sandbox-status sandbox-status--${escapeHtml(order.status)}">${escapeHtml(order.status)}</dd>
</dl>`;
  const actions =
    order.status === 'pending'
      ? `<div class="sandbox-actions">${DECISIONS.map(
          ({ decision, label }) =>
            `<form method="post" action="/sandbox/checkout/${id}/${decision}"><button type="submit" class="sandbox-button sandbox-button--${decision}">${label}</button></form>`,
        ).join('')}</div>`
      : `<p>This payment is ${escapeHtml(order.status)}.</p><p><a class="sandbox-button" href="${escapeHtml(returnLocation(order, origin))}">Return to the site</a></p>`;
  return sandboxPage(`Pay with ${summary.provider_name}`, `<h1>Pay with ${escapeHtml(summary.provider_name)}</h1>\n${details}\n${actions}`);
}

function outboxPage(messages: ReturnType<Outbox['list']>, to: string | undefined): string {
  const rows = messages
    .map(
      (message) => `<article class="sandbox-card">
<h2>${escapeHtml(message.subject)}</h2>
<p class="sandbox-meta">To <strong>${escapeHtml(message.to)}</strong> · ${formatTime(message.created_at)}${message.code === null ? '' : ` · code <code class="sandbox-code">${escapeHtml(message.code)}</code>`}</p>
<pre class="sandbox-body">${escapeHtml(message.body)}</pre>
</article>`,
    )
    .join('\n');
  const filter = `<form class="sandbox-filter" method="get" action="/sandbox/outbox"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit" class="sandbox-button">Filter</button></form>`;
  return sandboxPage('Outbox', `<h1>Outbox</h1>\n<p>Messages the sandbox would have emailed, latest first.</p>\n${filter}\n${rows === '' ? '<p class="sandbox-empty">No messages yet.</p>' : rows}`);
}

/** Issue 19: a TV that signs in with a code (RFC 8628), played in the browser by tv.js. English only, like a device's own screen. */
function tvPage(): string {
  return sandboxPage(
    'TV sign-in',
    `<h1>Sandbox TV</h1>
<p>This page plays a TV or console that signs in with a code: it shows a code, and a signed-in customer approves it on the site.</p>
<form id="tv-start" class="sandbox-filter">
<label>Device name <input name="device_name" value="Living room TV" maxlength="64" required></label>
<label>Platform <input name="platform" value="Android TV" maxlength="32" required></label>
<button type="submit" class="sandbox-button">Get a code</button>
</form>
<section id="tv-screen" class="sandbox-tv" hidden aria-labelledby="tv-screen-title">
<h2 id="tv-screen-title">On your phone or computer, go to</h2>
<p><a id="tv-address" class="sandbox-tv__address" href="/activate"></a></p>
<p>and enter the code</p>
<p id="tv-code" class="sandbox-tv__code"></p>
</section>
<p id="tv-status" class="sandbox-tv__status" role="status"></p>
<script src="/sandbox/assets/tv.js" defer></script>`,
  );
}

function indexPage(): string {
  const links: readonly [string, string][] = [
    ['/sandbox/outbox', 'Outbox: verification and password-reset codes'],
    ['/sandbox/outbox.json', 'Outbox as JSON (?to=email)'],
    ['/sandbox/analytics.json', 'Analytics events as JSON (?event_name=)'],
    ['/sandbox/contact.json', 'Contact-us messages as JSON'],
    ['/sandbox/faults', 'Queued faults as JSON'],
    ['/sandbox/clock', 'Sandbox clock as JSON'],
    ['/sandbox/csp-reports.json', 'Content-Security-Policy violation reports as JSON'],
    ['/sandbox/tv', 'A TV that signs in with a code (issue 19)'],
  ];
  const list = links.map(([href, label]) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`).join('\n');
  const notes = `<h2>Test controls</h2>
<ul>
<li>On a test server (<code>SANDBOX_TEST_CONTROLS=1</code>) only: be a visitor from another country with header <code>${SANDBOX_COUNTRY_HEADER}: AU</code> or cookie <code>${SANDBOX_COUNTRY_COOKIE}=AU</code>; another IP with <code>${SANDBOX_IP_HEADER}</code>; a rate-limit bucket of your own with <code>X-Sandbox-Client</code>.</li>
<li>The controls below take <code>application/json</code> and answer only this site's own pages (or callers that are not browsers).</li>
<li><code>POST /sandbox/faults</code> queues a fault for a path; <code>DELETE /sandbox/faults</code> clears them.</li>
<li><code>POST /sandbox/clock</code> moves the clock forward; <code>POST /sandbox/promotion</code> sets the promotion config.</li>
<li><code>POST /sandbox/accounts</code> creates an account; <code>/sandbox/accounts/close</code> closes one; <code>/sandbox/tokens/revoke</code> revokes a token.</li>
</ul>`;
  return sandboxPage('Sandbox', `<h1>Sandbox</h1>\n<p>This server implements the site's API over a local database.</p>\n<ul>\n${list}\n</ul>\n${notes}`);
}

function script(c: Context, source: string): Response {
  c.header('Content-Type', 'application/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  return c.body(source);
}

/** The sandbox's own routes: test controls, the stand-in scripts, the hosted checkout and the outbox. */
export function mountSandboxRoutes(app: Hono, deps: SandboxRouteDeps): void {
  const recaptchaScript = asset('recaptcha.js');
  const overlayScript = asset('pay-overlay.js');
  const stylesheet = asset('sandbox.css');
  const tvScript = asset('tv.js');
  // Configured, never the request's Host: a spoofed Host must not turn the way back into a link off the site.
  const canonicalOrigin = deps.siteOrigins[0] ?? '';

  const json = (handler: (c: Context) => unknown) => async (c: Context) => {
    try {
      const value = await handler(c);
      c.header('Cache-Control', 'no-store');
      return c.json(value as object);
    } catch (error) {
      return errorToResponse(error, `${c.req.method} ${c.req.path}`);
    }
  };

  app.get('/sandbox', (c) => c.html(indexPage()));
  app.get('/sandbox/assets/sandbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(stylesheet);
  });
  app.get('/sandbox/recaptcha/api.js', (c) => script(c, recaptchaScript));
  app.get('/sandbox/assets/tv.js', (c) => script(c, tvScript));
  app.get('/sandbox/tv', (c) => c.html(tvPage()));
  app.get('/sandbox/providers/:file', (c, next) => (c.req.param('file') === 'rz.js' || c.req.param('file') === 'pd.js' ? script(c, overlayScript) : next()));

  app.post(
    '/sandbox/recaptcha/token',
    json(async (c) => {
      const request = decodeOrFail<typeof TokenRequest.Type>(TokenRequest, await readJsonObject(c));
      return { token: deps.challenges.issue(request.version, request.action ?? '', deps.now()) };
    }),
  );

  app.get('/sandbox/outbox', (c) => {
    const to = c.req.query('to');
    return c.html(outboxPage(deps.outbox.list(to, limitParam(c)), to));
  });
  app.get(
    '/sandbox/outbox.json',
    json((c) => ({ messages: deps.outbox.list(c.req.query('to'), limitParam(c)) })),
  );
  app.get(
    '/sandbox/analytics.json',
    json((c) => ({ events: deps.analytics.list(c.req.query('event_name'), limitParam(c)) })),
  );
  app.get(
    '/sandbox/contact.json',
    json((c) => ({ messages: deps.contact.list(limitParam(c)) })),
  );
  app.post(
    '/sandbox/promotion',
    json(async (c) => {
      const config = decodeOrFail<typeof PromotionConfig.Type>(PromotionConfig, await readJsonObject(c));
      deps.promotion.set(config);
      return Schema.encodeSync(PromotionConfig)(deps.promotion.get());
    }),
  );

  app.get('/sandbox/checkout/:orderId', (c) => {
    const order = deps.payments.order(c.req.param('orderId'));
    if (wantsJson(c)) return order === undefined ? failureResponse(notFound('There is no such order.', ERROR_CODES.orderUnknown)) : c.json(orderSummary(order));
    if (order === undefined) return c.html(sandboxPage('Order not found', '<h1>Order not found</h1><p>There is no such order.</p>'), 404);
    c.header('Cache-Control', 'no-store');
    return c.html(checkoutPage(order, canonicalOrigin));
  });
  app.post('/sandbox/checkout/:orderId/:decision', (c, next) => {
    const orderId = c.req.param('orderId');
    const decision = DECISIONS.find((known) => known.decision === c.req.param('decision'))?.decision;
    if (decision === undefined) return next();
    try {
      const order = deps.payments.decide(orderId, decision, deps.now());
      if (order === undefined) throw notFound('There is no such order.', ERROR_CODES.orderUnknown);
      if (wantsJson(c)) return c.json(orderSummary(order));
      return c.redirect(returnLocation(order, canonicalOrigin), 303);
    } catch (error) {
      const order = deps.payments.order(orderId);
      // A form posted for an order decided meanwhile (another tab) goes back to the site, which shows the real status.
      if (!wantsJson(c) && order !== undefined && error instanceof ApiFailure && error.status === 409) return c.redirect(returnLocation(order, canonicalOrigin), 303);
      if (!wantsJson(c) && order === undefined) return c.html(sandboxPage('Order not found', '<h1>Order not found</h1><p>There is no such order.</p>'), 404);
      return errorToResponse(error, `POST ${c.req.path}`);
    }
  });

  app.get(
    '/sandbox/faults',
    json(() => ({ faults: deps.faults.list() })),
  );
  app.post(
    '/sandbox/faults',
    json(async (c) => {
      const request = decodeOrFail<typeof FaultRequest.Type>(FaultRequest, await readJsonObject(c));
      if (request.status === undefined && request.raw_body === undefined && request.delay_ms === undefined) {
        throw new ApiFailure(400, 400, 'Invalid request: a fault needs a status, a raw_body or a delay_ms.');
      }
      return { queued: deps.faults.add(request) };
    }),
  );
  app.delete(
    '/sandbox/faults',
    json(() => {
      deps.faults.clear();
      return { cleared: true };
    }),
  );

  app.post(
    '/sandbox/tokens/revoke',
    json(async (c) => {
      const request = decodeOrFail<typeof RevokeRequest.Type>(RevokeRequest, await readJsonObject(c));
      if (!deps.sessions.revokeToken(request.token, deps.now())) throw notFound('No live session has that token.');
      return { revoked: true };
    }),
  );
  app.post(
    '/sandbox/accounts',
    json(async (c) => {
      const request = decodeOrFail<typeof AccountRequest.Type>(AccountRequest, await readJsonObject(c));
      assertPasswordRules(request.password);
      const account = deps.accounts.createWithPassword(request.email, await hashPassword(request.password), request.verified ?? true, deps.now());
      return { user_id: account.id, email: account.email };
    }),
  );
  app.post(
    '/sandbox/accounts/close',
    json(async (c) => {
      const request = decodeOrFail<typeof CloseRequest.Type>(CloseRequest, await readJsonObject(c));
      const account =
        request.email !== undefined ? deps.accounts.byEmail(request.email) : request.user_id !== undefined ? deps.accounts.byId(request.user_id) : undefined;
      if (account === undefined) throw notFound('There is no such account (give its email or user_id).');
      deps.accounts.close(account.id, deps.now());
      return { closed: true, user_id: account.id };
    }),
  );

  const clockState = () => ({ offset_ms: deps.clock.offsetMs(), now: deps.now() });
  app.get('/sandbox/clock', json(clockState));
  app.post(
    '/sandbox/clock',
    json(async (c) => {
      const request = decodeOrFail<typeof ClockRequest.Type>(ClockRequest, await readJsonObject(c));
      deps.clock.setOffsetMs(request.offset_ms);
      return clockState();
    }),
  );

  app.all('/sandbox/*', (c) => failureResponse(new ApiFailure(404, 404, `There is no sandbox route at ${c.req.method} ${c.req.path}.`)));
}
