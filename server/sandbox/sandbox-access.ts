// Issue 16, finding 2: the sandbox holds reset codes, closes accounts and moves the clock, so it answers only where
// it is meant to run and only to the site's own pages. A browser tells where a request comes from (Origin,
// Sec-Fetch-Site); a caller without a browser (a test, curl) cannot carry a visitor's cookies or be tricked by a
// page, so the absence of both headers is no attack.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { ApiFailure, failureResponse } from './api-failure.ts';
import { API_PREFIXES } from './api-pipeline.ts';

export type SandboxAccessOptions = {
  /** Host names the sandbox never answers under (PRODUCTION_HOSTS). */
  readonly productionHosts: readonly string[];
  /** The site's own origins (SITE_ORIGINS): the only pages that may use the controls. */
  readonly siteOrigins: readonly string[];
};

/** GETs that show what the sandbox holds (codes, events, messages, faults, the clock, CSP reports). */
const REVEALING_PATHS: readonly string[] = [
  '/sandbox/outbox',
  '/sandbox/outbox.json',
  '/sandbox/analytics.json',
  '/sandbox/contact.json',
  '/sandbox/faults',
  '/sandbox/clock',
  '/sandbox/csp-reports.json',
];

/** The hosted checkout's decision buttons are plain HTML forms on the provider's own page (sandbox-routes.ts). */
const CHECKOUT_DECISION = /^\/sandbox\/checkout\/[^/]+\/[^/]+$/;
/** What browsers send CSP violation reports as (report-uri, then the Reporting API). */
export const CSP_REPORT_TYPES: readonly string[] = ['application/csp-report', 'application/reports+json'];
export const CSP_REPORTS_PATH = '/sandbox/csp-reports';

const hostName = (host: string) => host.toLowerCase().replace(/\.$/, '');
/** The request body's media type, lower case, without parameters ('' when none is given). */
export const mediaType = (c: Context) => (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** How a browser placed the caller: 'own' (the site's origin said so), 'foreign', or 'unknown' (no browser said anything). */
function callerOrigin(c: Context, siteOrigins: ReadonlySet<string>): 'own' | 'foreign' | 'unknown' {
  const fetchSite = c.req.header('Sec-Fetch-Site')?.trim().toLowerCase();
  const origin = c.req.header('Origin')?.trim();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'foreign';
  if (origin !== undefined && !siteOrigins.has(origin)) return 'foreign';
  return origin !== undefined || fetchSite === 'same-origin' ? 'own' : 'unknown';
}

function refuse(status: 403 | 404 | 415, message: string): Response {
  return failureResponse(new ApiFailure(status, status, message));
}

/** Answers before any sandbox route: nothing under a production host, and the controls only to the site's own pages. */
export function guardSandbox(app: Hono, { productionHosts, siteOrigins }: SandboxAccessOptions): void {
  const production = new Set(productionHosts.map(hostName));
  const own = new Set(siteOrigins.map((origin) => new URL(origin).origin));

  // The same answer as any unknown path of a real API: nothing says a sandbox exists.
  const onProductionHost: MiddlewareHandler = async (c, next) =>
    production.has(hostName(new URL(c.req.url).hostname)) ? refuse(404, 'Not found.') : next();
  for (const prefix of [...API_PREFIXES, '/sandbox']) {
    app.use(prefix, onProductionHost);
    app.use(`${prefix}/*`, onProductionHost);
  }

  const controls: MiddlewareHandler = async (c, next) => {
    const changes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (changes || REVEALING_PATHS.includes(c.req.path)) {
      const caller = callerOrigin(c, own);
      if (caller === 'foreign') return refuse(403, "The sandbox's controls answer only the site's own pages.");
      // The hosted checkout's decisions are the provider's own HTML forms posting to themselves, so they may be
      // form-encoded; a form posted from another site is 'foreign' above (browsers send Origin with every POST).
      if (changes && !CHECKOUT_DECISION.test(c.req.path)) {
        const type = mediaType(c);
        const accepted = c.req.path === CSP_REPORTS_PATH ? CSP_REPORT_TYPES : ['application/json'];
        if (!accepted.includes(type)) return refuse(415, `This sandbox control accepts only ${accepted.join(' or ')}.`);
      }
    }
    await next();
    // Finding 9: what the sandbox shows (codes above all) is never kept by a cache; its scripts and stylesheet may be.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
  app.use('/sandbox', controls);
  app.use('/sandbox/*', controls);
}
