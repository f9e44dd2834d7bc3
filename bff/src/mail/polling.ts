export interface Polling {
  /** Stops the timer and waits for a pass that is still running, so the database can close safely. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, never two at once: a slow pass (a sluggish SMTP server) makes the next
 * tick skip instead of piling up concurrent passes. The timer does not keep the process alive.
 */
export function startPolling(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): Polling {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
