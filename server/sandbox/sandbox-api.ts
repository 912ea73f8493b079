// The sandbox API (issue 4): every endpoint of the contract implemented for real over an embedded SQLite
// database, plus the sandbox's own test controls, hosted checkout, outbox and stand-in scripts. Mounted by
// the embedded server only when no API_BASE points the site at another API.
import { Hono, type Context } from 'hono';
import { trustedProxies } from '../client-address.ts';
import { AccountThrottle } from './account-throttle.ts';
import { Accounts } from './accounts.ts';
import { createHandlers } from './api-handlers.ts';
import { errorToResponse } from './api-failure.ts';
import { clientBucket, mountEndpoints } from './api-pipeline.ts';
import { ChallengeTokens } from './challenge.ts';
import { mountCspReports } from './csp-reports.ts';
import { openDatabase } from './database.ts';
import { DeviceAuthorizations } from './device-authorizations.ts';
import { AllowedIps, Devices } from './devices.ts';
import { FaultQueue } from './faults.ts';
import { resolveVisitor } from './geo.ts';
import { Outbox } from './outbox.ts';
import { Payments } from './payments.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { Analytics, ContactMessages, Promotion, Settings } from './records.ts';
import { guardSandbox } from './sandbox-access.ts';
import { mountSandboxRoutes } from './sandbox-routes.ts';
import { Sessions } from './sessions.ts';
import { VerificationCodes } from './verification-codes.ts';

export type SandboxApiOptions = {
  /** Where sandbox.sqlite lives (created when missing). */
  readonly dataDir: string;
  /** The real clock; the sandbox clock is this plus the offset set through POST /sandbox/clock. */
  readonly now?: () => number;
  /** Signs challenge tokens; by default a random secret kept in the data directory. */
  readonly secret?: string;
  /** Country of callers without an override (SANDBOX_DEFAULT_COUNTRY); 'US' by default. */
  readonly defaultCountry?: string;
  /** Multiplies the rate limits (SANDBOX_RATE_LIMIT_SCALE); 1 is the real limit. */
  readonly rateLimitScale?: number;
  /**
   * Addresses of the proxies in front of this server (TRUSTED_PROXIES): only a connection from one of them may name
   * the client's address (X-Forwarded-For) or scheme (X-Forwarded-Proto). Empty by default: the socket's address counts.
   */
  readonly trustedProxies?: readonly string[];
  /**
   * The site's own origins (SITE_ORIGINS; the first is canonical): where a hosted checkout may send a customer back,
   * and the only origins whose pages may post to the sandbox's controls. Never taken from the request's Host.
   */
  readonly siteOrigins?: readonly string[];
  /** Host names of the production site (PRODUCTION_HOSTS): the sandbox never answers under them. */
  readonly productionHosts?: readonly string[];
  /**
   * Test-only switches (SANDBOX_TEST_CONTROLS=1, set by the test servers only): X-Sandbox-IP, X-Sandbox-Country,
   * the sandbox_country cookie and X-Sandbox-Client are ignored without it.
   */
  readonly testControls?: boolean;
  /** Analytics events kept before the oldest are dropped (issue 16); 100 000 by default. */
  readonly maxAnalyticsEvents?: number;
};

export type SandboxApi = { readonly app: Hono; close(): void };

export function createSandboxApi(options: SandboxApiOptions): SandboxApi {
  const realNow = options.now ?? Date.now;
  let offsetMs = 0;
  const now = () => realNow() + offsetMs;
  const siteOrigins = (options.siteOrigins ?? []).map((origin) => new URL(origin).origin);
  const siteOrigin = siteOrigins[0];
  if (siteOrigin === undefined) throw new Error('The sandbox needs siteOrigins (SITE_ORIGINS): the site origin its checkout links back to.');
  const testControls = options.testControls === true;
  const geo = { defaultCountry: (options.defaultCountry ?? 'US').toUpperCase(), trustedProxies: trustedProxies(options.trustedProxies), testControls };

  const db = openDatabase(options.dataDir, now());
  const settings = new Settings(db);
  const accounts = new Accounts(db);
  const sessions = new Sessions(db, accounts);
  const devices = new Devices(db);
  const payments = new Payments(db, devices);
  const challenges = new ChallengeTokens(db, options.secret ?? settings.secret());
  const faults = new FaultQueue();
  const services = {
    accounts,
    sessions,
    codes: new VerificationCodes(db),
    outbox: new Outbox(db),
    payments,
    devices,
    allowedIps: new AllowedIps(db),
    analytics: new Analytics(db, options.maxAnalyticsEvents),
    contact: new ContactMessages(db),
    promotion: new Promotion(settings),
    throttle: new AccountThrottle(db),
    analyticsLimiter: new SlidingWindowLimiter(),
    rateLimitScale: options.rateLimitScale ?? 1,
    siteOrigins,
    deviceAuthorizations: new DeviceAuthorizations(db),
    activationLimiter: new SlidingWindowLimiter(),
    clientOf: ({ c }: { readonly c: Context }) => clientBucket(c, testControls),
  };

  const app = new Hono();
  app.onError((error, c) => errorToResponse(error, `${c.req.method} ${c.req.path}`));
  guardSandbox(app, { productionHosts: options.productionHosts ?? [], siteOrigins });
  const visitor = (c: Context) => resolveVisitor(c, geo);
  const limiter = new SlidingWindowLimiter();
  const rateLimitScale = services.rateLimitScale;
  mountEndpoints(app, { now, visitor, sessions, limiter, rateLimitScale, testControls, challenges, faults, siteOrigin }, createHandlers(services));
  mountCspReports(app, { now, visitor, limiter, rateLimitScale, clientOf: (c) => clientBucket(c, testControls) });
  mountSandboxRoutes(app, {
    now,
    clock: { offsetMs: () => offsetMs, setOffsetMs: (offset) => (offsetMs = offset) },
    ...services,
    challenges,
    faults,
  });

  return {
    app,
    close: () => {
      faults.clear();
      db.close();
    },
  };
}
