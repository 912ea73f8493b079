import { describe, expect, it } from 'vitest';
import { countdown } from './countdown.ts';

const end = Date.UTC(2025, 11, 1, 0, 0, 0);
const before = (days: number, hours: number, minutes: number, seconds: number, ms = 0) =>
  end - (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 - ms;

describe('countdown (SPEC §9)', () => {
  it.each([
    ['one second left', before(0, 0, 0, 1), { days: '00', hours: '00', minutes: '00', seconds: '01' }],
    ['59 seconds left', before(0, 0, 0, 59), { days: '00', hours: '00', minutes: '00', seconds: '59' }],
    ['one minute left', before(0, 0, 1, 0), { days: '00', hours: '00', minutes: '01', seconds: '00' }],
    ['one hour less a second left', before(0, 0, 59, 59), { days: '00', hours: '00', minutes: '59', seconds: '59' }],
    ['one day less a second left', before(0, 23, 59, 59), { days: '00', hours: '23', minutes: '59', seconds: '59' }],
    ['exactly one day left', before(1, 0, 0, 0), { days: '01', hours: '00', minutes: '00', seconds: '00' }],
    ['12 days and a bit left', before(12, 3, 4, 5), { days: '12', hours: '03', minutes: '04', seconds: '05' }],
    ['123 days left', before(123, 0, 0, 0), { days: '123', hours: '00', minutes: '00', seconds: '00' }],
  ])('shows %s', (_label, now, expected) => {
    expect(countdown(now, end)).toEqual(expected);
  });

  it('rounds a part-second down, so it reads 00 only when the end has come', () => {
    expect(countdown(end - 999, end)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(countdown(before(0, 0, 0, 1, 999), end)).toMatchObject({ seconds: '01' });
  });

  it.each([
    ['at the end', end],
    ['one millisecond after the end', end + 1],
    ['a day after the end', end + 86_400_000],
  ])('shows all zeros %s', (_label, now) => {
    expect(countdown(now, end)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });

  it('accepts dates as well as epoch milliseconds', () => {
    expect(countdown(new Date(before(2, 1, 0, 30)), new Date(end))).toEqual({ days: '02', hours: '01', minutes: '00', seconds: '30' });
  });

  it('shows all zeros for an invalid time', () => {
    expect(countdown(new Date(Number.NaN), end)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(countdown(0, Number.POSITIVE_INFINITY)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });
});
