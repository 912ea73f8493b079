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

/**
 * `<html data-hydrated="true">`: every part of the shell has hydrated. QA and the browser tests read it, and
 * the app runtime waits for it (src/main.tsx) so that its work never lengthens hydration's tasks (issue 7).
 */
const PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markPageHydrated(root: HTMLElement = document.documentElement): void {
  root.setAttribute(PAGE_HYDRATED_ATTRIBUTE, 'true');
}

/** Resolves once the page is marked hydrated (see markPageHydrated). */
export function whenPageHydrated(root: HTMLElement = document.documentElement): Promise<void> {
  return new Promise((resolve) => {
    const hydrated = () => root.getAttribute(PAGE_HYDRATED_ATTRIBUTE) === 'true';
    if (hydrated()) return resolve();
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [PAGE_HYDRATED_ATTRIBUTE] });
  });
}
