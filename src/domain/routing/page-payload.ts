/**
 * SPEC §7 page payloads: a prerendered page's router data as a file beside its HTML (`{page}/_payload.json`), which the
 * browser may fetch ahead (with the build id as the query, so a new build never reads an old payload) and use instead of
 * working the data out again when the visitor navigates there.
 */
export const PAYLOAD_FILE = '_payload.json';

/** SPEC §9: payloads are prefetched one second after the page starts. */
export const PAYLOAD_PREFETCH_DELAY_MS = 1000;

/** The payload's address for a page's path: `/` → `/_payload.json`, `/de/pricing` → `/de/pricing/_payload.json`. */
export function payloadPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return `${trimmed}/${PAYLOAD_FILE}`;
}

/** The page path a payload address belongs to, or undefined when the address is not a payload's. */
export function payloadPagePath(path: string): string | undefined {
  if (!path.endsWith(`/${PAYLOAD_FILE}`)) return undefined;
  const page = path.slice(0, -(PAYLOAD_FILE.length + 1));
  return page === '' ? '/' : page;
}

export type ConnectionHints = { readonly saveData?: boolean; readonly effectiveType?: string };

/** SPEC §7 "unless the connection is very slow": the visitor asked to save data, or the network is 2G or slower. */
export function isVerySlowConnection(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}
