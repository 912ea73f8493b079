import { describe, expect, it } from 'vitest';
import { isFestival, type FestivalConfig } from './festival-window.ts';

const start = Date.UTC(2025, 10, 28, 0, 0, 0);
const end = Date.UTC(2025, 11, 1, 23, 59, 59);
const config: FestivalConfig = { startTime: start, endTime: end, isFestival: true };

describe('isFestival (SPEC §4)', () => {
  it.each([
    ['one second before the start', start - 1000, false],
    ['one millisecond before the start', start - 1, false],
    ['exactly at the start', start, true],
    ['in the middle', start + (end - start) / 2, true],
    ['exactly at the end', end, true],
    ['one millisecond after the end', end + 1, false],
    ['one second after the end', end + 1000, false],
  ])('answers %s as festival: %s', (_label, time, expected) => {
    expect(isFestival(new Date(time), config)).toBe(expected);
  });

  it('is never a festival while the switch is off', () => {
    expect(isFestival(new Date(start), { ...config, isFestival: false })).toBe(false);
    expect(isFestival(new Date(end), { ...config, isFestival: false })).toBe(false);
  });

  it('is never a festival when the window is reversed or broken', () => {
    expect(isFestival(new Date(start), { startTime: end, endTime: start, isFestival: true })).toBe(false);
    expect(isFestival(new Date(start), { startTime: Number.NaN, endTime: end, isFestival: true })).toBe(false);
  });

  it('is never a festival for an invalid date', () => {
    expect(isFestival(new Date(Number.NaN), config)).toBe(false);
  });
});
