import { describe, expect, it } from 'vitest';
import type { FestivalConfig } from './festival-window.ts';
import { eligiblePopup, type PopupEligibilityInput, type PopupName } from './popup-eligibility.ts';

// 15 January 2025 is a Wednesday, 18 January a Saturday.
const wednesdayNoon = new Date(2025, 0, 15, 12, 0, 0);
const saturdayNoon = new Date(2025, 0, 18, 12, 0, 0);
const festivalAround = (at: Date): FestivalConfig => ({ startTime: at.getTime() - 1000, endTime: at.getTime() + 1000, isFestival: true });
const festivalOff = (at: Date): FestivalConfig => ({ ...festivalAround(at), isFestival: false });

function input(overrides: Partial<PopupEligibilityInput> & Pick<PopupEligibilityInput, 'at'>): PopupEligibilityInput {
  return { festival: undefined, isMobile: false, isIndexPage: true, dismissed: new Set<PopupName>(), ...overrides };
}

describe('eligiblePopup (SPEC §4 Popups)', () => {
  it.each([
    ['a festival on a desktop workday', input({ at: wednesdayNoon, festival: festivalAround(wednesdayNoon) }), 'festival'],
    ['a festival on mobile at the weekend', input({ at: saturdayNoon, festival: festivalAround(saturdayNoon), isMobile: true }), 'festival'],
    ['a festival away from the index page', input({ at: saturdayNoon, festival: festivalAround(saturdayNoon), isIndexPage: false }), 'festival'],
    ['mobile on a workday', input({ at: wednesdayNoon, isMobile: true }), 'mobileDaily'],
    ['mobile at the weekend on an inner page', input({ at: saturdayNoon, isMobile: true, isIndexPage: false }), 'mobileDaily'],
    ['mobile while the festival switch is off', input({ at: saturdayNoon, isMobile: true, festival: festivalOff(saturdayNoon) }), 'mobileDaily'],
    ['desktop on a workday index page', input({ at: wednesdayNoon }), 'workday'],
    ['desktop on a workday inner page', input({ at: wednesdayNoon, isIndexPage: false }), 'workday'],
    ['desktop at the weekend on the index page', input({ at: saturdayNoon }), 'weekend'],
    ['desktop at the weekend after the festival ended', input({ at: saturdayNoon, festival: festivalAround(new Date(2025, 0, 1)) }), 'weekend'],
    ['desktop at the weekend on an inner page', input({ at: saturdayNoon, isIndexPage: false }), undefined],
  ] as const)('offers for %s: %s', (_label, given, expected) => {
    expect(eligiblePopup(given)).toBe(expected);
  });

  it('switches from workday to weekend at Friday 18:00:00', () => {
    expect(eligiblePopup(input({ at: new Date(2025, 0, 17, 17, 59, 59) }))).toBe('workday');
    expect(eligiblePopup(input({ at: new Date(2025, 0, 17, 18, 0, 0) }))).toBe('weekend');
  });

  it.each([
    ['festival', input({ at: wednesdayNoon, festival: festivalAround(wednesdayNoon), dismissed: new Set<PopupName>(['festival']) })],
    ['mobileDaily', input({ at: wednesdayNoon, isMobile: true, dismissed: new Set<PopupName>(['mobileDaily']) })],
    ['workday', input({ at: wednesdayNoon, dismissed: new Set<PopupName>(['workday']) })],
    ['weekend', input({ at: saturdayNoon, dismissed: new Set<PopupName>(['weekend']) })],
  ])('offers nothing instead of another popup once %s was closed today', (_name, given) => {
    expect(eligiblePopup(given)).toBeUndefined();
  });

  it('still offers a popup when only a different one was closed', () => {
    expect(eligiblePopup(input({ at: wednesdayNoon, dismissed: new Set<PopupName>(['weekend', 'festival']) }))).toBe('workday');
  });
});
