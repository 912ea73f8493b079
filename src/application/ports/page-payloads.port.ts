/**
 * SPEC §7 page payloads: prerendered pages' router data, fetched ahead of a navigation. A payload that cannot be read
 * is logged as a warning and the page works its data out as usual.
 */
export interface PagePayloadsPort {
  /** Starts fetching a page's payload, once per path. */
  prefetch(pagePath: string): void;
  /** The payload fetched ahead for a path (undefined while none was asked for, or when it could not be read). */
  prefetched(pagePath: string): Promise<unknown> | undefined;
}
