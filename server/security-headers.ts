import type { MiddlewareHandler } from 'hono';

export type PolicySources = {
  /** The API's origin when it is not this site (runtime API_BASE). */
  readonly apiOrigin?: string | undefined;
  /** Google's reCAPTCHA in production; the sandbox serves its stand-in from 'self'. */
  readonly googleChallenge?: boolean;
  /** CSP sources of the stylesheets a page may carry inline (server/page-assets.ts); HTML answers only. */
  readonly inlineStyles?: readonly string[];
};

/**
 * Issue 2 §8: no inline script may run (the router state travels as a JSON data block), the site
 * may not be framed, and browsers must not guess content types. Third parties appear only when the
 * configuration needs them.
 */
export function contentSecurityPolicy({ apiOrigin, googleChallenge = false, inlineStyles = [] }: PolicySources = {}): string {
  const google = googleChallenge ? ' https://www.google.com https://www.gstatic.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    ["style-src 'self'", ...inlineStyles].join(' '),
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

/** The same headers for answers that are not HTML documents: the inline stylesheets' hashes stay off them. */
export function nonDocumentHeaderEntries(sources: PolicySources = {}): readonly (readonly [string, string])[] {
  return securityHeaderEntries({ ...sources, inlineStyles: [] });
}

/**
 * Every answer's security headers. A page of the site sets its own policy naming only the stylesheets it
 * inlines (issue 7: the whole build's hashes made every page's headers ~2 KB, and the first round trip
 * carries ~14 KB); other documents get the build's list.
 */
export const securityHeaders = (sources: PolicySources = {}): MiddlewareHandler => {
  const documentEntries = securityHeaderEntries(sources);
  const otherEntries = nonDocumentHeaderEntries(sources);
  return async (c, next) => {
    await next();
    const isDocument = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false;
    const hasOwnPolicy = c.res.headers.has('Content-Security-Policy');
    for (const [name, value] of isDocument ? documentEntries : otherEntries) {
      if (!(hasOwnPolicy && name === 'Content-Security-Policy')) c.header(name, value);
    }
  };
};
