import { describe, expect, it } from 'vitest';
import { formatTwelveHour } from './twelve-hour-time.ts';

const at = (hours: number, minutes: number, seconds = 0) => new Date(2025, 2, 7, hours, minutes, seconds);

describe('formatTwelveHour (SPEC §9)', () => {
  it.each([
    [at(0, 0), '2025-03-07 12:00 AM'],
    [at(0, 59, 59), '2025-03-07 12:59 AM'],
    [at(1, 5), '2025-03-07 01:05 AM'],
    [at(11, 59, 59), '2025-03-07 11:59 AM'],
    [at(12, 0), '2025-03-07 12:00 PM'],
    [at(12, 30), '2025-03-07 12:30 PM'],
    [at(13, 0), '2025-03-07 01:00 PM'],
    [at(23, 59, 59), '2025-03-07 11:59 PM'],
    [new Date(2025, 11, 31, 9, 9), '2025-12-31 09:09 AM'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatTwelveHour(date)).toBe(expected);
  });

  it('writes nothing for an invalid date', () => {
    expect(formatTwelveHour(new Date(Number.NaN))).toBe('');
  });
});
