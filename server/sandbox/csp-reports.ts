// Issue 16, finding 9: the site's CSP names this endpoint (report-uri, report-to), so a policy that blocks something
// the app needs shows up here (/sandbox/csp-reports.json) instead of failing silently. Kept in memory: reports
// are for the developer looking now, and a flood must not grow the database.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiFailure, badRequest, errorToResponse, failureResponse } from './api-failure.ts';
import type { Visitor } from './geo.ts';
import { limitParam } from './html.ts';
import { CSP_REPORTS_PATH, mediaType } from './sandbox-access.ts';
import { enforceLimit, type SlidingWindowLimiter } from './rate-limit.ts';

/** A browser's report is a few hundred bytes; one with a long sample or many reports batched stays far below. */
const MAX_REPORT_BYTES = 16 * 1024;
const MAX_REPORTS = 500;
/** Reports per client a minute: one page load with a broken policy sends a handful. */
const REPORT_RATE_LIMIT = 30;

export type StoredCspReport = { readonly received_at: number; readonly content_type: string; readonly report: unknown };

export type CspReportDeps = {
  readonly now: () => number;
  readonly visitor: (c: Context) => Visitor;
  readonly limiter: SlidingWindowLimiter;
  readonly rateLimitScale: number;
  /** The client's own bucket on a test server (X-Sandbox-Client), as for the API's limits. */
  readonly clientOf: (c: Context) => string;
};

export function mountCspReports(app: Hono, deps: CspReportDeps): void {
  const reports: StoredCspReport[] = [];

  app.post(
    CSP_REPORTS_PATH,
    bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: () => failureResponse(new ApiFailure(413, 413, 'The report is too large.')) }),
    async (c) => {
      try {
        const now = deps.now();
        enforceLimit(deps.limiter, `csp|${deps.visitor(c).ip}|${deps.clientOf(c)}`, REPORT_RATE_LIMIT * deps.rateLimitScale, now, 'reports');
        let report: unknown;
        try {
          report = JSON.parse(await c.req.text());
        } catch {
          throw badRequest('The report is not valid JSON.');
        }
        reports.unshift({ received_at: now, content_type: mediaType(c), report });
        reports.length = Math.min(reports.length, MAX_REPORTS);
        return c.body(null, 204);
      } catch (error) {
        return errorToResponse(error, `POST ${CSP_REPORTS_PATH}`);
      }
    },
  );

  app.get(`${CSP_REPORTS_PATH}.json`, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ reports: reports.slice(0, limitParam(c, MAX_REPORTS)) });
  });
}
