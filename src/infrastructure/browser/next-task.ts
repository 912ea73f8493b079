/**
 * Gives the browser a turn: resolves in a later task, so that work before and after it are two tasks and
 * neither, added to the other, holds up a tap (issue 7: Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
