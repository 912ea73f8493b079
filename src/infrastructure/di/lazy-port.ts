/**
 * A port whose adapter loads on first use: every method is async, so a stand-in can await the real
 * adapter and delegate. Keeps the HTTP stack (ky, Effect decoding) out of the first page load.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, method) {
      // Not a promise itself: anything probing for `then` (the container, await) must see a plain object.
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return async (...args: unknown[]) => {
        adapter ??= load();
        const resolved = await adapter;
        const implementation = (resolved as Record<PropertyKey, unknown>)[method];
        if (typeof implementation !== 'function') throw new Error(`The adapter has no method ${String(method)}.`);
        return (implementation as (...a: unknown[]) => unknown).apply(resolved, args);
      };
    },
  });
}
