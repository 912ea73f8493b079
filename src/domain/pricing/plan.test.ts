import { describe, expect, it } from 'vitest';
import { defaultPlanId, parsePercent } from './plan.ts';

describe('parsePercent (SPEC §3 Plan)', () => {
  it.each([
    ['59%', 59],
    [' 70 % ', 70],
    ['70', 70],
    ['0%', 0],
    ['100%', 100],
    ['12.5%', 12.5],
    ['007%', 7],
  ])('reads %j as %d', (value, expected) => {
    expect(parsePercent(value)).toBe(expected);
  });

  it.each(['', '   ', '%', 'abc', '-5%', '+5%', '5%%', '%5', '5 0%', '1e2%', '.5%', '5.%', '100.5%', '101%', 'NaN', 'Infinity', '５９%'])(
    'rejects %j',
    (value) => {
      expect(parsePercent(value)).toBeUndefined();
    },
  );
});

describe('defaultPlanId', () => {
  it('is the longest plan, whatever the order, and none without plans', () => {
    expect(defaultPlanId([{ id: '1m', months: 1 }, { id: '2y', months: 24 }, { id: '1y', months: 12 }])).toBe('2y');
    expect(defaultPlanId([])).toBeUndefined();
  });
});
