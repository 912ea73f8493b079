import { describe, expect, it } from 'vitest';
import { includedTaxMinor } from './included-tax.ts';

describe('the tax a gross price includes (issue 19)', () => {
  it.each([
    { gross: 7188, rate: 2000, tax: 1198, why: '71.88 at 20 % VAT: 11.98 of it is tax, 59.90 net' },
    { gross: 1299, rate: 1000, tax: 118, why: '12.99 at 10 % GST: 1.1809… rounds to 1.18' },
    { gross: 9576, rate: 1900, tax: 1529, why: '95.76 at 19 %: 15.289… rounds to 15.29' },
    { gross: 1299, rate: 810, tax: 97, why: 'a rate with a fraction (8.1 %)' },
    { gross: 0, rate: 2000, tax: 0, why: 'a free trial’s order: nothing charged, no tax' },
    { gross: 7188, rate: 0, tax: 0, why: 'no tax where the country has none' },
  ])('$why', ({ gross, rate, tax }) => {
    expect(includedTaxMinor(gross, rate)).toBe(tax);
  });
});
