import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ipVersion } from '../../src/domain/index.ts';
import { clientAddress, connectionOfEnv, type TrustedProxies } from '../client-address.ts';
import { badRequest } from './api-failure.ts';

/** Sandbox-only overrides (issue 4: tests can be a visitor from AU, GB, CN...); the real API has none. */
export const SANDBOX_COUNTRY_HEADER = 'X-Sandbox-Country';
export const SANDBOX_COUNTRY_COOKIE = 'sandbox_country';
export const SANDBOX_IP_HEADER = 'X-Sandbox-IP';

/** English country names the sandbox knows by heart; others come from Intl, then the code itself. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  AU: 'Australia',
  CA: 'Canada',
  GB: 'United Kingdom',
  CN: 'China',
  DE: 'Germany',
  FR: 'France',
  JP: 'Japan',
  BR: 'Brazil',
  IN: 'India',
  RU: 'Russia',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  PL: 'Poland',
  SA: 'Saudi Arabia',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The English name of a two-letter country code: our table, else Intl's, else the code. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  const known = COUNTRY_NAMES[upper];
  if (known !== undefined) return known;
  try {
    return regionNames.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

export type Visitor = { readonly ip: string; readonly countryCode: string; readonly country: string };

export type GeoOptions = {
  /** Country of every address the sandbox cannot place (it has no geolocation database). */
  readonly defaultCountry: string;
  /** The proxies whose X-Forwarded-For is believed (server/client-address.ts). */
  readonly trustedProxies: TrustedProxies;
  /** Issue 16: the test-only overrides count only on a test server; elsewhere they are ignored, as a real API would. */
  readonly testControls: boolean;
};

/** Who is asking: the caller's IP and country, with the sandbox's test overrides applied when it is a test server. */
export function resolveVisitor(c: Context, options: GeoOptions): Visitor {
  const connection = clientAddress(connectionOfEnv(c.env), c.req.header('X-Forwarded-For'), options.trustedProxies);
  if (!options.testControls) return visitorAt(connection, options.defaultCountry);

  const ipOverride = c.req.header(SANDBOX_IP_HEADER);
  if (ipOverride !== undefined && ipVersion(ipOverride.trim()) === undefined) {
    throw badRequest(`${SANDBOX_IP_HEADER} must be an IPv4 or IPv6 address.`);
  }
  const headerCountry = c.req.header(SANDBOX_COUNTRY_HEADER);
  if (headerCountry !== undefined && !COUNTRY_CODE.test(headerCountry.trim())) {
    throw badRequest(`${SANDBOX_COUNTRY_HEADER} must be a two-letter country code.`);
  }
  const cookieCountry = getCookie(c, SANDBOX_COUNTRY_COOKIE);
  // A stale or mistyped cookie from a tester's browser is ignored rather than breaking every call.
  const fromCookie = cookieCountry !== undefined && COUNTRY_CODE.test(cookieCountry) ? cookieCountry : undefined;
  return visitorAt(ipOverride?.trim() ?? connection, headerCountry?.trim() ?? fromCookie ?? options.defaultCountry);
}

function visitorAt(ip: string, country: string): Visitor {
  const countryCode = country.toUpperCase();
  return { ip, countryCode, country: countryName(countryCode) };
}
