/** Resolves in a new task: what follows runs after the browser has had a chance to paint and answer input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
