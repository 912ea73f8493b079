import { describe, expect, it } from 'vitest';
import { isKnownPaymentPage } from './payment-page-origin.ts';

const PAGE = 'https://harborvpn.com';
const PROVIDERS = ['https://pay.provider.example', 'https://checkout.other.example/'];

describe('isKnownPaymentPage (issue 16 finding 3: the client follows only known providers)', () => {
  it.each([
    ['a provider’s hosted page', 'https://pay.provider.example/session/abc?x=1'],
    ['a provider configured with a trailing slash', 'https://checkout.other.example/pay'],
    ['the site’s own page', 'https://harborvpn.com/sandbox/checkout/ord_1'],
    ['an address relative to the site', '/sandbox/checkout/ord_1'],
  ])('follows %s', (_, url) => {
    expect(isKnownPaymentPage(url, PAGE, PROVIDERS)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/pay'],
    ['a look-alike host', 'https://pay.provider.example.evil.example/pay'],
    ['the provider over plain http', 'http://pay.provider.example/pay'],
    ['a protocol-relative address', '//evil.example/pay'],
    ['a TAB that the URL parser would drop', '/\t/evil.example/pay'],
    ['a line feed', '/\n/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['credentials before a known host', 'https://pay.provider.example@evil.example/'],
    ['an empty address', ''],
    ['an address that does not parse', 'https://'],
  ])('refuses %s', (_, url) => {
    expect(isKnownPaymentPage(url, PAGE, PROVIDERS)).toBe(false);
  });

  it('refuses everything off the site when no provider origin is configured', () => {
    expect(isKnownPaymentPage('https://pay.provider.example/pay', PAGE, [])).toBe(false);
  });

  it('ignores a configured origin that does not parse', () => {
    expect(isKnownPaymentPage('https://pay.provider.example/pay', PAGE, ['not an origin'])).toBe(false);
  });
});
