import { describe, expect, it } from 'vitest';
import { parsePercent } from './plan.ts';

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
