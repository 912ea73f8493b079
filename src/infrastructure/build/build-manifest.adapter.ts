import { Schema } from 'effect';
import ky from 'ky';
import type { ManifestOutcome } from '../../application/build/build-freshness.machine.ts';
import { BuildManifestSchema } from '../contract/runtime.schema.ts';

/**
 * SPEC §7: the build manifest, fetched with a cache-busting timestamp. A newer build is one whose id
 * differs from the id this page was built with.
 */
export class BuildManifestAdapter {
  readonly #currentBuildId: string;
  readonly #now: () => number;

  constructor(currentBuildId: string, now: () => number) {
    this.#currentBuildId = currentBuildId;
    this.#now = now;
  }

  async check(): Promise<ManifestOutcome> {
    try {
      const body = await ky.get('/builds/latest.json', { searchParams: { t: this.#now() }, timeout: 10_000, retry: 0 }).json();
      const latest = Schema.decodeUnknownSync(BuildManifestSchema)(body);
      return latest.id === this.#currentBuildId ? { kind: 'current' } : { kind: 'newer', buildId: latest.id };
    } catch {
      return { kind: 'unavailable' };
    }
  }
}
