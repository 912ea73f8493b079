import { Schema } from 'effect';
import type { ManifestOutcome } from '../../application/build/build-freshness.machine.ts';
import type { BuildManifestPort } from '../../application/build/build-manifest.port.ts';
import type { RouteRulesPort } from '../../application/ports/route-rules.port.ts';
import type { RouteRules } from '../../domain/index.ts';
import { BuildManifestSchema, BuildMetaSchema } from '../contract/runtime.schema.ts';
import { readBuildJson } from './build-json.ts';

/**
 * SPEC §7: the build manifests, each fetched with a cache-busting timestamp. `latest.json` names the newest build (a
 * newer build is one whose id differs from the id this page was built with); `meta/{id}.json` is this build's own,
 * with its route rules.
 */
export class BuildManifestAdapter implements BuildManifestPort, RouteRulesPort {
  readonly #currentBuildId: string;
  readonly #now: () => number;
  readonly #origin: string;
  #rules: Promise<RouteRules> | undefined;

  constructor(currentBuildId: string, now: () => number, origin = location.origin) {
    this.#currentBuildId = currentBuildId;
    this.#now = now;
    this.#origin = origin;
  }

  async check(): Promise<ManifestOutcome> {
    try {
      const latest = Schema.decodeUnknownSync(BuildManifestSchema)(await this.#get('builds/latest.json'));
      return latest.id === this.#currentBuildId ? { kind: 'current' } : { kind: 'newer', buildId: latest.id };
    } catch {
      return { kind: 'unavailable' };
    }
  }

  /** This build's route rules, read once per page; a failure is logged (SPEC §8) and asked again at the next use. */
  rules(): Promise<RouteRules> {
    this.#rules ??= this.#get(`builds/meta/${encodeURIComponent(this.#currentBuildId)}.json`)
      .then((body) => Schema.decodeUnknownSync(BuildMetaSchema)(body).routeRules as RouteRules)
      .catch((error: unknown) => {
        console.error('Could not read the route rules of this build.', error instanceof Error ? error.message : error);
        this.#rules = undefined;
        return {};
      });
    return this.#rules;
  }

  #get(path: string): Promise<unknown> {
    return readBuildJson(this.#origin, `/${path}`, `t=${this.#now()}`);
  }
}
