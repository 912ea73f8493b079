/**
 * Gives the browser a turn: resolves in a later task, so that work before and after it are two tasks and
 * neither, added to the other, holds up a tap (issue 7: Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once React has hydrated the page (src/ui/app/root-layout.tsx marks the root element). */
export function whenHydrated(root: HTMLElement = document.documentElement): Promise<void> {
  return new Promise((resolve) => {
    const hydrated = () => root.dataset['hydrated'] === 'true';
    if (hydrated()) return resolve();
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
