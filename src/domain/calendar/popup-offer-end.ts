import { isFestival, type FestivalConfig } from './festival-window.ts';
import { isWorkday } from './workday-window.ts';
import type { PopupName } from './popup-eligibility.ts';

const FRIDAY = 5;

/**
 * When the offer a popup advertises ends, for its countdown (SPEC §9), in local time: the festival at its
 * configured end; the workday offer when the workday window closes (Friday 17:59:59); the weekend offer when
 * the next one opens (Monday 06:00:59); the mobile daily offer at the end of the day (23:59:59).
 */
export function popupOfferEnd(popup: PopupName, at: Date, festival: FestivalConfig | undefined): number {
  const end = new Date(at.getTime());
  switch (popup) {
    case 'festival':
      return festival?.endTime ?? at.getTime();
    case 'workday':
      end.setDate(end.getDate() + ((FRIDAY - end.getDay() + 7) % 7));
      end.setHours(17, 59, 59, 0);
      return end.getTime();
    case 'weekend':
      // Saturday → 2 days, Sunday → 1, Monday before 06:01 → 0, Friday evening → 3.
      end.setDate(end.getDate() + ((1 - end.getDay() + 7) % 7));
      end.setHours(6, 0, 59, 0);
      return end.getTime();
    case 'mobileDaily':
      end.setHours(23, 59, 59, 0);
      return end.getTime();
  }
}

export type SiteOffer = { readonly name: 'festival' | 'workday' | 'weekend'; readonly endsAt: number };

/**
 * The offer the pricing page counts down to (SPEC §2.2 promotion countdown): the festival while one runs,
 * else the workday offer on workdays, else the weekend offer — the same windows as the popups.
 */
export function currentSiteOffer(at: Date, festival: FestivalConfig | undefined): SiteOffer {
  const name = festival !== undefined && isFestival(at, festival) ? 'festival' : isWorkday(at) ? 'workday' : 'weekend';
  return { name, endsAt: popupOfferEnd(name, at, festival) };
}
