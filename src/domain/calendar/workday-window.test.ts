import { describe, expect, it } from 'vitest';
import { isWorkday } from './workday-window.ts';

// 13 January 2025 is a Monday; mid-January has no daylight-saving change in any zone that observes one.
const at = (day: number, hours: number, minutes = 0, seconds = 0, ms = 0) => new Date(2025, 0, day, hours, minutes, seconds, ms);

describe('isWorkday (SPEC §4, §9)', () => {
  it.each([
    ['Monday 00:00:00', at(13, 0), false],
    ['Monday 06:00:00', at(13, 6, 0, 0), false],
    ['Monday 06:00:59', at(13, 6, 0, 59), false],
    ['Monday 06:01:00', at(13, 6, 1, 0), true],
    ['Monday 06:59:59', at(13, 6, 59, 59), true],
    ['Monday 07:00:00', at(13, 7, 0, 0), true],
    ['Monday 23:59:59', at(13, 23, 59, 59), true],
    ['Tuesday 00:00:00', at(14, 0), true],
    ['Wednesday 03:00:00', at(15, 3), true],
    ['Thursday 23:59:59', at(16, 23, 59, 59), true],
    ['Friday 00:00:00', at(17, 0), true],
    ['Friday 17:59:59', at(17, 17, 59, 59), true],
    ['Friday 18:00:00', at(17, 18, 0, 0), false],
    ['Friday 23:59:59', at(17, 23, 59, 59), false],
    ['Saturday 00:00:00', at(18, 0), false],
    ['Saturday 12:00:00', at(18, 12), false],
    ['Sunday 23:59:59', at(19, 23, 59, 59), false],
    ['the next Monday 06:01:00', at(20, 6, 1, 0), true],
  ])('answers %s as workday: %s', (_label, date, expected) => {
    expect(isWorkday(date)).toBe(expected);
  });

  it('counts the last fraction of Friday 17:59:59 as the workday', () => {
    expect(isWorkday(at(17, 17, 59, 59, 999))).toBe(true);
  });

  it('answers false for an invalid date', () => {
    expect(isWorkday(new Date(Number.NaN))).toBe(false);
  });
});
