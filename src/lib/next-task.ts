/**
 * Resolves in a new task of the browser's event loop, so that the work after it does not lengthen
 * the task running now (a long task delays the visitor's input).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
