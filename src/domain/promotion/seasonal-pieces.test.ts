import { describe, expect, it } from 'vitest';
import { seasonalPieceAt } from './seasonal-pieces.ts';

const at = (iso: string) => new Date(iso);

describe('seasonalPieceAt (SPEC §2.2 seasonal home promotions)', () => {
  it.each([
    ['the second before Easter week', '2024-03-24T23:59:59Z', undefined],
    ['the first second of Easter week', '2024-03-25T00:00:00Z', 'easter-2024'],
    ['Easter Sunday', '2024-03-31T12:00:00Z', 'easter-2024'],
    ['the last second of the Easter window', '2024-04-07T23:59:59Z', 'easter-2024'],
    ['the second after the Easter window', '2024-04-08T00:00:00Z', undefined],
    ['the second before back to school', '2024-08-11T23:59:59Z', undefined],
    ['the first second of back to school', '2024-08-12T00:00:00Z', 'back-to-school-2024'],
    ['the last second of back to school', '2024-09-15T23:59:59Z', 'back-to-school-2024'],
    ['the second after back to school', '2024-09-16T00:00:00Z', undefined],
    ['the last second of September', '2024-09-30T23:59:59Z', undefined],
    ['the first second of the anniversary month', '2024-10-01T00:00:00Z', 'anniversary-2024'],
    ['the last second of the anniversary month', '2024-10-31T23:59:59Z', 'anniversary-2024'],
    ['the first second of November', '2024-11-01T00:00:00Z', undefined],
    ['Easter week a year later', '2025-03-30T12:00:00Z', undefined],
    ['today, in November 2026', '2026-11-25T10:00:00Z', undefined],
  ])('at %s shows %s', (_label, iso, expected) => {
    expect(seasonalPieceAt(at(iso))).toBe(expected);
  });

  it('shows nothing for an invalid date', () => {
    expect(seasonalPieceAt(new Date(Number.NaN))).toBeUndefined();
  });
});
