import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. Anything that depends on the
 * visitor (session, stored consent) renders its server form until then, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
