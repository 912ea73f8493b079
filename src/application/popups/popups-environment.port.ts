import type { PopupName } from '../../domain/index.ts';

/** What the popups machine needs from the visitor's browser: the device, the closes stored today, the clock. */
export interface PopupsEnvironmentPort {
  isMobile(): boolean;
  /** The stored `<name>LastCloseDate` stamps (SPEC §9). */
  closedOn(): Partial<Record<PopupName, string>>;
  now(): number;
}
