import { describe, expect, it } from 'vitest';
import { DISCOUNT_FLOOR_PERCENT, displayedDiscountPercent } from './displayed-discount.ts';

const plans = (...percents: string[]) => percents.map((discount_percent) => ({ discount_percent }));

describe('displayedDiscountPercent (SPEC §5, §9)', () => {
  it('has a floor of 59 percent', () => {
    expect(DISCOUNT_FLOOR_PERCENT).toBe(59);
  });

  it.each([
    ['no plans', plans(), 59],
    ['smaller discounts only', plans('20%', '40%', '58%'), 59],
    ['a discount equal to the floor', plans('59%'), 59],
    ['one discount above the floor', plans('30%', '60%'), 60],
    ['the largest of several', plans('70%', '82%', '65%'), 82],
    ['the largest wherever it sits', plans('82%', '70%'), 82],
    ['a fractional discount', plans('59.5%'), 59.5],
    ['unparseable discounts ignored', plans('abc', '', '75%', '-90%', '150%'), 75],
    ['only unparseable discounts', plans('abc', '-90%'), 59],
  ])('shows %s as %d', (_label, given, expected) => {
    expect(displayedDiscountPercent(given)).toBe(expected);
  });
});
