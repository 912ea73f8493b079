const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;

/** SPEC §4/§9 Workday: Monday 06:01:00 to Friday 17:59:59, local time; weekends never are. */
export function isWorkday(at: Date): boolean {
  // An invalid Date reads NaN everywhere; without this it would fall through to "midweek".
  if (Number.isNaN(at.getTime())) return false;
  const day = at.getDay();
  if (day === SATURDAY || day === SUNDAY) return false;
  if (day === MONDAY) return at.getHours() > 6 || (at.getHours() === 6 && at.getMinutes() >= 1);
  if (day === FRIDAY) return at.getHours() < 18;
  return true;
}
