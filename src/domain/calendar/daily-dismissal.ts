import type { PopupName } from './popup-eligibility.ts';

/** SPEC §9 daily popup reset key: what follows the popup's name. */
export const DISMISSAL_KEY_SUFFIX = 'LastCloseDate';

/** SPEC §9 daily popup reset key: `<name>LastCloseDate`. */
export function dismissalKey(name: PopupName): string {
  return `${name}${DISMISSAL_KEY_SUFFIX}`;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** SPEC §4 Popups: the local calendar day of `at` as 'YYYY-MM-DD'; '' for an invalid date. */
export function dismissalStamp(at: Date): string {
  if (Number.isNaN(at.getTime())) return '';
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1, 2)}-${pad(at.getDate(), 2)}`;
}

/** SPEC §4 Popups: a popup closed on the local calendar day of `at` stays closed for the rest of that day. */
export function isDismissedToday(stamp: string | null | undefined, at: Date): boolean {
  const today = dismissalStamp(at);
  return today !== '' && stamp === today;
}

/** The popups closed on the local calendar day of `at`, from each popup's last close stamp. */
export function popupsDismissedOn(closedOn: Readonly<Partial<Record<PopupName, string>>>, at: Date): ReadonlySet<PopupName> {
  return new Set((Object.keys(closedOn) as PopupName[]).filter((name) => isDismissedToday(closedOn[name], at)));
}
