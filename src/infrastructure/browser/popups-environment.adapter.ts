import type { PopupsEnvironmentPort } from '../../application/popups/popups-environment.port.ts';
import { dismissalKey, isMobileDevice, type PopupName } from '../../domain/index.ts';

const POPUPS: readonly PopupName[] = ['weekend', 'workday', 'mobileDaily', 'festival'];

/** The browser side of the popups: user agent and viewport, localStorage stamps, the wall clock. */
export class BrowserPopupsEnvironment implements PopupsEnvironmentPort {
  isMobile(): boolean {
    return isMobileDevice(navigator.userAgent, window.innerWidth);
  }

  closedOn(): Partial<Record<PopupName, string>> {
    const stamps: Partial<Record<PopupName, string>> = {};
    try {
      for (const popup of POPUPS) {
        const stamp = localStorage.getItem(dismissalKey(popup));
        if (stamp !== null) stamps[popup] = stamp;
      }
    } catch {
      // Without storage every popup counts as not closed today.
    }
    return stamps;
  }

  now(): number {
    return Date.now();
  }

  /** SPEC §9: the close is kept under `<name>LastCloseDate`. */
  storeClosedOn(popup: PopupName, stamp: string): void {
    try {
      localStorage.setItem(dismissalKey(popup), stamp);
    } catch {
      // The popup may then show again on the next page load today.
    }
  }
}
