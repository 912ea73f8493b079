import { nextTask } from '../browser/next-task.ts';

/**
 * A port whose adapter loads on first use: every method is async, so a stand-in can await the real
 * adapter and delegate. Keeps the HTTP stack (ky, Effect decoding) out of the first page load.
 *
 * Calls made while the adapter loads each continue in a task of their own once it has loaded: a page
 * asks for its visitor, prices and analytics at once, and running all three requests' setup in the
 * task that loaded the adapter made one long task on a phone (issue 7: Total Blocking Time).
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  let loaded: T | undefined;
  const resolve = async (): Promise<T> => {
    if (loaded !== undefined) return loaded;
    adapter ??= load();
    const resolved = await adapter;
    await nextTask();
    loaded = resolved;
    return resolved;
  };
  return new Proxy({} as T, {
    get(_target, method) {
      // Not a promise itself: anything probing for `then` (the container, await) must see a plain object.
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return async (...args: unknown[]) => {
        const resolved = await resolve();
        const implementation = (resolved as Record<PropertyKey, unknown>)[method];
        if (typeof implementation !== 'function') throw new Error(`The adapter has no method ${String(method)}.`);
        return (implementation as (...a: unknown[]) => unknown).apply(resolved, args);
      };
    },
  });
}
