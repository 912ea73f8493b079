/** SPEC §3 promotion config: a switch and an inclusive window in epoch milliseconds. */
export type FestivalConfig = { startTime: number; endTime: number; isFestival: boolean };

/** SPEC §4 Festival: true when the switch is on and `at` lies between startTime and endTime inclusive. */
export function isFestival(at: Date, config: FestivalConfig): boolean {
  if (!config.isFestival) return false;
  // NaN (an invalid Date or a broken config) fails both comparisons, so it never opens the window.
  const time = at.getTime();
  return config.startTime <= time && time <= config.endTime;
}
