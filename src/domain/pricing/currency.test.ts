import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyForCountry, currencySymbol, formatPrice, minorUnitDigits, perMonthAmount, roundToMinorUnit } from './currency.ts';

describe('CURRENCIES (SPEC §3)', () => {
  it('lists the four site currencies with their symbols and countries', () => {
    expect(CURRENCIES).toEqual({
      USD: { code: 'USD', symbol: '$', country: 'US' },
      AUD: { code: 'AUD', symbol: 'A$', country: 'AU' },
      CAD: { code: 'CAD', symbol: 'CA$', country: 'CA' },
      GBP: { code: 'GBP', symbol: '£', country: 'GB' },
    });
  });
});

describe('currencyForCountry (SPEC §3)', () => {
  it.each([
    ['US', 'USD'],
    ['AU', 'AUD'],
    ['au', 'AUD'],
    ['Ca', 'CAD'],
    ['GB', 'GBP'],
    [' gb ', 'GBP'],
    ['DE', 'USD'],
    ['UK', 'USD'],
    ['GBR', 'USD'],
    ['', 'USD'],
    [undefined, 'USD'],
  ])('prices country %j in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['aud', 'A$'],
    ['CAD', 'CA$'],
    ['GBP', '£'],
    ['EUR', 'EUR'],
    ['toString', 'toString'],
    ['', ''],
  ])('shows %j as %j', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('minorUnitDigits', () => {
  it.each([
    ['USD', 2],
    ['usd', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['XYZ', 2],
    ['', 2],
    ['US', 2],
    ['EURO', 2],
    ['$', 2],
  ])('gives %j %i minor digits', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });
});

describe('roundToMinorUnit', () => {
  it.each([
    [1.005, 'USD', 1.01],
    [1.004, 'USD', 1],
    [1.015, 'USD', 1.02],
    [2.675, 'GBP', 2.68],
    [8.345, 'AUD', 8.35],
    [0.125, 'USD', 0.13],
    [-1.005, 'USD', -1.01],
    [-0.125, 'USD', -0.13],
    [0.1 + 0.2, 'USD', 0.3],
    [9.99, 'USD', 9.99],
    [1234.5, 'JPY', 1235],
    [1234.4999, 'JPY', 1234],
    [-2.5, 'JPY', -3],
    [1.0005, 'KWD', 1.001],
    [1.005, 'nonsense', 1.01],
    [0, 'USD', 0],
  ])('rounds %d %s to %d', (amount, currency, expected) => {
    expect(roundToMinorUnit(amount, currency)).toBe(expected);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundToMinorUnit(-0.001, 'USD'), 0)).toBe(true);
    expect(Object.is(roundToMinorUnit(-0, 'USD'), 0)).toBe(true);
  });

  it('passes non-finite amounts through', () => {
    expect(roundToMinorUnit(Number.NaN, 'USD')).toBeNaN();
    expect(roundToMinorUnit(Number.POSITIVE_INFINITY, 'USD')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatPrice', () => {
  it('keeps a price whole in right-to-left languages with a left-to-right isolate', () => {
    const price = formatPrice(12.99, 'USD', 'ar');
    expect(price.startsWith('\u2066') && price.endsWith('\u2069')).toBe(true);
    expect(price).toContain('US$');
    expect(formatPrice(12.99, 'USD', 'de')).not.toContain('\u2066');
  });

  it.each([
    [9.99, 'USD', 'en-US', '$9.99'],
    [5, 'AUD', 'en', 'A$5.00'],
    [5, 'CAD', 'en', 'CA$5.00'],
    [9.99, 'GBP', 'en-GB', '£9.99'],
    [1234.5, 'EUR', 'de-DE', '1.234,50\u00a0€'],
    [1.005, 'USD', 'en-US', '$1.01'],
    [1000, 'JPY', 'en-US', '¥1,000'],
    [-0.001, 'USD', 'en-US', '$0.00'],
  ])('writes %d %s in %s as %j', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected);
  });

  it('falls back to English for a malformed locale tag', () => {
    expect(formatPrice(9.99, 'USD', 'not a locale')).toBe('$9.99');
    expect(formatPrice(9.99, 'USD', '')).toBe('$9.99');
  });

  it('writes the amount and the raw label when the currency code is malformed', () => {
    expect(formatPrice(9.5, 'EURO', 'en-US')).toBe('9.50 EURO');
    expect(formatPrice(1234.5, ' $ ', 'de-DE')).toBe('1.234,50 $');
    expect(formatPrice(9.5, '', 'en-US')).toBe('9.50');
  });
});

describe('perMonthAmount', () => {
  it.each([
    [71.88, 12, 'USD', 5.99],
    [83.76, 24, 'USD', 3.49],
    [12.99, 1, 'USD', 12.99],
    [100, 3, 'USD', 33.33],
    [1000, 12, 'JPY', 83],
    [9.99, 0, 'GBP', 9.99],
  ])('%d for %d months in %s is %d a month', (total, months, currency, perMonth) => {
    expect(perMonthAmount(total, months, currency)).toBe(perMonth);
  });
});
