import { describe, expect, it } from 'vitest';
import { dismissalKey, dismissalStamp, isDismissedToday, popupsDismissedOn } from './daily-dismissal.ts';

describe('dismissalKey (SPEC §9)', () => {
  it.each([
    ['weekend', 'weekendLastCloseDate'],
    ['workday', 'workdayLastCloseDate'],
    ['mobileDaily', 'mobileDailyLastCloseDate'],
    ['festival', 'festivalLastCloseDate'],
  ] as const)('stores %s under %s', (name, key) => {
    expect(dismissalKey(name)).toBe(key);
  });
});

describe('dismissalStamp', () => {
  it.each([
    [new Date(2025, 0, 5, 0, 0, 0), '2025-01-05'],
    [new Date(2025, 0, 5, 23, 59, 59), '2025-01-05'],
    [new Date(2025, 11, 31, 12, 0, 0), '2025-12-31'],
    [new Date(2024, 1, 29, 8, 0, 0), '2024-02-29'],
  ])('writes the local day of %s as %s', (at, stamp) => {
    expect(dismissalStamp(at)).toBe(stamp);
  });

  it('pads a year below 1000 to four digits', () => {
    const at = new Date(2025, 2, 3, 12, 0, 0);
    at.setFullYear(987);
    expect(dismissalStamp(at)).toBe('0987-03-03');
  });

  it('writes nothing for an invalid date', () => {
    expect(dismissalStamp(new Date(Number.NaN))).toBe('');
  });
});

describe('isDismissedToday (SPEC §4 Popups)', () => {
  const closedAt = new Date(2025, 0, 15, 9, 30, 0);
  const stamp = dismissalStamp(closedAt);

  it.each([
    ['later the same day', new Date(2025, 0, 15, 23, 59, 59), true],
    ['at the start of the same day', new Date(2025, 0, 15, 0, 0, 0), true],
    ['at midnight the next day', new Date(2025, 0, 16, 0, 0, 0), false],
    ['the day before', new Date(2025, 0, 14, 23, 59, 59), false],
    ['on the same date a year later', new Date(2026, 0, 15, 12, 0, 0), false],
  ])('keeps the popup closed %s: %s', (_label, now, expected) => {
    expect(isDismissedToday(stamp, now)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a date', '2025-1-15', ' 2025-01-15'])('treats a stored %j as not closed today', (stored) => {
    expect(isDismissedToday(stored, closedAt)).toBe(false);
  });

  it('treats any stamp as not closed today when the date is invalid', () => {
    expect(isDismissedToday('', new Date(Number.NaN))).toBe(false);
  });
});

describe('popupsDismissedOn (SPEC §4)', () => {
  it('lists the popups whose last close is today, not those closed on another day', () => {
    const at = new Date(2026, 10, 27, 18, 0);
    expect([...popupsDismissedOn({ weekend: '2026-11-27', workday: '2026-11-26', festival: '2026-11-27' }, at)].sort()).toEqual(['festival', 'weekend']);
  });
});
