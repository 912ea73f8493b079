import { isFestival, type FestivalConfig } from './festival-window.ts';
import { isWorkday } from './workday-window.ts';

/** SPEC §2, §4 Popups: the four promotional popups. */
export type PopupName = 'weekend' | 'workday' | 'mobileDaily' | 'festival';

export type PopupEligibilityInput = {
  readonly at: Date;
  /** Undefined while the promotion config has not loaded (or failed): no festival then. */
  readonly festival: FestivalConfig | undefined;
  readonly isMobile: boolean;
  readonly isIndexPage: boolean;
  /** Popups closed earlier today (SPEC §4: not shown again on the same calendar day). */
  readonly dismissed: ReadonlySet<PopupName>;
};

function scheduledPopup({ at, festival, isMobile, isIndexPage }: PopupEligibilityInput): PopupName | undefined {
  if (festival !== undefined && isFestival(at, festival)) return 'festival';
  if (isMobile) return 'mobileDaily';
  if (isWorkday(at)) return 'workday';
  if (isIndexPage) return 'weekend';
  return undefined;
}

/** SPEC §4 Popups: festival, else mobileDaily on mobile, else workday on workdays, else weekend on index pages; none if that one was closed today. */
export function eligiblePopup(input: PopupEligibilityInput): PopupName | undefined {
  const popup = scheduledPopup(input);
  // Falling through to the next popup would show a visitor who just closed one a different one at once.
  return popup !== undefined && !input.dismissed.has(popup) ? popup : undefined;
}
