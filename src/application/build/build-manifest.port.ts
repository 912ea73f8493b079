import type { ManifestOutcome } from './build-freshness.machine.ts';

/** SPEC §7: whether a newer build than this page's has been published. */
export interface BuildManifestPort {
  check(): Promise<ManifestOutcome>;
}
