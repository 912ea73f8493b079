/**
 * The app's machines, each given its adapters when first asked for. `provide` builds a whole state chart
 * again, and a page starts only a few of the app's machines (issue 7: start-up was one long task).
 */
export function providedLazily<Factories extends Record<string, () => unknown>>(factories: Factories): { readonly [Name in keyof Factories]: ReturnType<Factories[Name]> } {
  const machines = {} as { [Name in keyof Factories]: ReturnType<Factories[Name]> };
  for (const [name, factory] of Object.entries(factories) as [keyof Factories, () => ReturnType<Factories[keyof Factories]>][]) {
    let machine: ReturnType<Factories[keyof Factories]> | undefined;
    Object.defineProperty(machines, name, { enumerable: true, get: () => (machine ??= factory()) });
  }
  return machines;
}
