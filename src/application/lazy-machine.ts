/**
 * A machine whose state chart is built when it is first used. XState builds a machine's whole tree of
 * state nodes when it is defined, and evaluating every machine of the app when the app starts was most of
 * one long task on a phone, though a page starts only a few of them (issue 7: Total Blocking Time).
 * Everything the machine offers is reached through it unchanged; its methods run on the built machine.
 */
const builders = new WeakMap<object, () => unknown>();

export function lazyMachine<Machine extends object>(build: () => Machine): Machine {
  let machine: Machine | undefined;
  const built = () => (machine ??= build());
  const lazy = new Proxy({} as Machine, {
    get(_, key) {
      const target = built();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // The stand-in object has none of the machine's own properties; a proxy may only report configurable ones.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
  builders.set(lazy, built);
  return lazy;
}

/** Builds a lazy machine's chart now, in the caller's task, rather than at its first use; any other machine is left as it is. */
export function buildLazyMachine(machine: object): void {
  builders.get(machine)?.();
}
