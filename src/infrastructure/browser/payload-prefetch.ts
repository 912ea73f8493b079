import type { PagePayloadsPort } from '../../application/ports/page-payloads.port.ts';
import { PAYLOAD_PREFETCH_DELAY_MS, isVerySlowConnection, type ConnectionHints } from '../../domain/index.ts';

/** A page shows only so many links at once; more would be guesses, not prefetching. */
const MOST_PAYLOADS_PER_PAGE = 8;

/** The app's own links (React Router marks them) in view, to pages other than this one that `wanted` names. */
function pagesLinkedInView(wanted: (pathname: string) => boolean): string[] {
  const paths = new Set<string>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-discover][href^="/"]')) {
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.search !== '' || url.pathname === location.pathname || !wanted(url.pathname)) continue;
    const box = link.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
    paths.add(url.pathname);
    if (paths.size === MOST_PAYLOADS_PER_PAGE) break;
  }
  return [...paths];
}

/**
 * SPEC §7/§9: one second after a page starts (and after each navigation), the payloads of the pages it links to in
 * view are fetched ahead, unless the connection is very slow or the visitor saves data. Only the pages `wanted` names:
 * the app's own (issue 17: a document page is a page load, its HTML prefetched by the Speculation Rules instead).
 */
export function payloadPrefetcher(payloads: PagePayloadsPort, wanted: (pathname: string) => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (isVerySlowConnection(connection)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const path of pagesLinkedInView(wanted)) payloads.prefetch(path);
    }, PAYLOAD_PREFETCH_DELAY_MS);
  };
}
