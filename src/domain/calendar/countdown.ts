/** SPEC §9: the countdown's parts as strings of at least two digits. */
export type Countdown = { days: string; hours: string; minutes: string; seconds: string };

const SECOND_MS = 1000;
const two = (value: number) => String(value).padStart(2, '0');

/** SPEC §9 countdown: days, hours, minutes and seconds left until `end`, two digits each; all '00' once it has passed. */
export function countdown(now: Date | number, end: Date | number): Countdown {
  const remainingMs = Number(end) - Number(now);
  // Whole seconds left, rounded down, so '00' shows only when the end has really arrived.
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.floor(remainingMs / SECOND_MS) : 0;
  return {
    days: two(Math.floor(total / 86_400)),
    hours: two(Math.floor((total % 86_400) / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}
