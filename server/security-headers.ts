import type { MiddlewareHandler } from 'hono';

export type PolicySources = {
  /** The API's origin when it is not this site (runtime API_BASE). */
  readonly apiOrigin?: string | undefined;
  /** Google's reCAPTCHA in production; the sandbox serves its stand-in from 'self'. */
  readonly googleChallenge?: boolean;
};

/**
 * Issue 2 §8: no inline script may run (the router state travels as a JSON data block), the site
 * may not be framed, and browsers must not guess content types. Third parties appear only when the
 * configuration needs them.
 */
export function contentSecurityPolicy({ apiOrigin, googleChallenge = false }: PolicySources = {}): string {
  const google = googleChallenge ? ' https://www.google.com https://www.gstatic.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `frame-src ${googleChallenge ? 'https://www.google.com' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries, as name–value pairs (the fast file path writes them directly). */
export function securityHeaderEntries(sources: PolicySources = {}): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(sources)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

export const securityHeaders = (sources: PolicySources = {}): MiddlewareHandler => {
  const entries = securityHeaderEntries(sources);
  return async (c, next) => {
    await next();
    for (const [name, value] of entries) c.header(name, value);
  };
};
