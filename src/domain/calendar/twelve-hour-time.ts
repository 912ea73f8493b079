const two = (value: number) => String(value).padStart(2, '0');

/** SPEC §9 date display: local 'YYYY-MM-DD hh:mm AM|PM' on a 12-hour clock (midnight 12 AM, noon 12 PM); '' when invalid. */
export function formatTwelveHour(at: Date): string {
  if (Number.isNaN(at.getTime())) return '';
  const hours = at.getHours();
  const meridiem = hours < 12 ? 'AM' : 'PM';
  const clockHour = hours % 12 === 0 ? 12 : hours % 12;
  const date = `${String(at.getFullYear()).padStart(4, '0')}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${date} ${two(clockHour)}:${two(at.getMinutes())} ${meridiem}`;
}
