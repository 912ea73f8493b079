import type { PagePayloadsPort } from '../../application/ports/page-payloads.port.ts';
import { payloadPath } from '../../domain/index.ts';
import { readBuildJson } from './build-json.ts';

/** Page payloads over HTTP (SPEC §7): `{page}/_payload.json?{build id}`, kept for the page's life. */
export class PagePayloadsAdapter implements PagePayloadsPort {
  readonly #buildId: string;
  readonly #origin: string;
  readonly #payloads = new Map<string, Promise<unknown>>();

  constructor(buildId: string, origin = location.origin) {
    this.#buildId = buildId;
    this.#origin = origin;
  }

  prefetch(pagePath: string): void {
    if (this.#payloads.has(pagePath)) return;
    this.#payloads.set(
      pagePath,
      readBuildJson(this.#origin, payloadPath(pagePath), this.#buildId).catch((error: unknown) => {
        // SPEC §8: a warning, and the page goes on without it.
        console.warn(`Could not load the payload of ${pagePath}.`, error instanceof Error ? error.message : error);
        return undefined;
      }),
    );
  }

  prefetched(pagePath: string): Promise<unknown> | undefined {
    return this.#payloads.get(pagePath);
  }
}
