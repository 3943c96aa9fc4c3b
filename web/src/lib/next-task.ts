/**
 * Resolves in a new task of the event loop. Start-up work split at these points lets the browser paint and answer
 * input in between: one long task would block both until it ends.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
