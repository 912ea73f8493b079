import { hasUnsafeAddressCharacters } from '../routing/address-safety.ts';

function originOf(url: string, base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 16, finding 3: the browser is sent only to a payment page on the page's own origin or on one of the
 * configured payment providers' origins (`paymentOrigins`), compared as origins parsed by the URL parser, so an
 * order answer that names another site (a tampered API, a spoofed Host) is not followed.
 */
export function isKnownPaymentPage(url: string, pageOrigin: string, paymentOrigins: readonly string[]): boolean {
  if (url === '' || hasUnsafeAddressCharacters(url)) return false;
  const target = originOf(url, pageOrigin);
  if (target === undefined) return false;
  const page = originOf(pageOrigin);
  return target === page || paymentOrigins.some((origin) => originOf(origin) === target);
}
