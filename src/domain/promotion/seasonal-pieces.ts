/** SPEC §2.2 shared text pieces: the seasonal home promotions of 2024. */
export type SeasonalPiece = 'easter-2024' | 'back-to-school-2024' | 'anniversary-2024';

/** An inclusive window in epoch milliseconds (UTC). */
export type SeasonalWindow = { readonly piece: SeasonalPiece; readonly start: number; readonly end: number };

const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date, 0, 0, 0);
const lastSecond = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date, 23, 59, 59);

/**
 * SPEC §2.2 seasonal pieces; the dates are ours (docs/decisions.md, issue 6): Easter 2024 from the week before
 * Easter Sunday (31 March) to the Sunday after, back to school across mid-August to mid-September, and the
 * anniversary for the whole of October (Harbor Privacy AG was founded in October 2022). UTC days, both ends included.
 */
export const SEASONAL_WINDOWS: readonly SeasonalWindow[] = [
  { piece: 'easter-2024', start: day(2024, 3, 25), end: lastSecond(2024, 4, 7) },
  { piece: 'back-to-school-2024', start: day(2024, 8, 12), end: lastSecond(2024, 9, 15) },
  { piece: 'anniversary-2024', start: day(2024, 10, 1), end: lastSecond(2024, 10, 31) },
];

/** SPEC §2.2: the seasonal piece whose window contains `now` (bounds inclusive), or none. */
export function seasonalPieceAt(now: Date, windows: readonly SeasonalWindow[] = SEASONAL_WINDOWS): SeasonalPiece | undefined {
  const time = now.getTime();
  if (Number.isNaN(time)) return undefined;
  return windows.find((window) => time >= window.start && time <= window.end)?.piece;
}
