import type { IceGatheringResult } from '../../domain/index.ts';

/**
 * What the browser's WebRTC stack gathers (issue 6 WebRTC leak test): the raw candidate lines, against
 * the STUN servers of the runtime configuration. Nothing gathered leaves the browser.
 */
export type IceGathering = { readonly kind: 'gathered'; readonly lines: readonly string[]; readonly complete: boolean } | Extract<IceGatheringResult, { kind: 'unavailable' }>;

export interface IceGatheringPort {
  gather(signal?: AbortSignal): Promise<IceGathering>;
}

/** The system clipboard (the IP tool's copy button). */
export interface ClipboardPort {
  copy(text: string): Promise<boolean>;
}
