/**
 * Issue 16 (finding 6): the pages still rendered on demand (blog listings with a query) are rendered on the server's
 * only thread, so a flood of them must not hold every other visitor up. At most `concurrency` renders run, at most
 * `queue` wait for a turn, and anything beyond is refused at once (the caller answers 503 with Retry-After). What was
 * rendered is kept in a least-recently-used cache bounded in entries and in characters, and requests for an address
 * already being rendered share that render.
 */
export type RenderLimits = {
  readonly concurrency: number;
  readonly queue: number;
  readonly cacheEntries: number;
  /** The cache's bound in characters of HTML (about bytes: the pages are mostly ASCII). */
  readonly cacheSize: number;
};

export const DEFAULT_RENDER_LIMITS: RenderLimits = { concurrency: 2, queue: 16, cacheEntries: 500, cacheSize: 16_000_000 };

/** Returned instead of a render when the queue is full. */
export const BUSY = Symbol('busy');

export type BoundedRenders<T> = {
  /** The cached answer for `key`, or `work`'s once it has a turn, or BUSY when the queue is full. */
  readonly run: (key: string, work: () => Promise<T>) => Promise<T | typeof BUSY>;
  /** What the bounds hold now (tests, the bench). */
  readonly stats: () => { readonly running: number; readonly waiting: number; readonly cached: number; readonly cachedSize: number };
};

/**
 * `sizeOf` measures an answer for the cache; `cacheable` says whether it may be kept (an error answer is asked again).
 */
export function boundedRenders<T>(limits: RenderLimits, sizeOf: (value: T) => number, cacheable: (value: T) => boolean): BoundedRenders<T> {
  const cache = new Map<string, { value: T; size: number }>();
  let cachedSize = 0;
  const inFlight = new Map<string, Promise<T>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const remember = (key: string, value: T) => {
    const size = sizeOf(value);
    if (!cacheable(value) || size > limits.cacheSize) return;
    cache.set(key, { value, size });
    cachedSize += size;
    // A Map iterates in insertion order, and a hit re-inserts its entry: the first key is the least recently used.
    for (const [oldest, entry] of cache) {
      if (cache.size <= limits.cacheEntries && cachedSize <= limits.cacheSize) break;
      cache.delete(oldest);
      cachedSize -= entry.size;
    }
  };

  const render = async (key: string, work: () => Promise<T>): Promise<T> => {
    // A finished render hands its turn straight to the first in the queue, so no newcomer slips in between.
    if (running >= limits.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      const value = await work();
      remember(key, value);
      return value;
    } finally {
      const next = waiting.shift();
      if (next === undefined) running -= 1;
      else next();
    }
  };

  return {
    run: async (key, work) => {
      const hit = cache.get(key);
      if (hit !== undefined) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.value;
      }
      const shared = inFlight.get(key);
      if (shared !== undefined) return shared;
      if (running >= limits.concurrency && waiting.length >= limits.queue) return BUSY;
      const pending = render(key, work).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      return pending;
    },
    stats: () => ({ running, waiting: waiting.length, cached: cache.size, cachedSize }),
  };
}
