import { BusyError } from '../domain/errors';

/**
 * Bounds expensive work (catalogue listings that miss the cache): at most `running` at once, at most
 * `queued` waiting in line; past that the call is refused at once with BusyError, which the HTTP layer
 * answers with 429 + Retry-After (http/errors.ts). A flood of unique searches then costs the database
 * a fixed amount of concurrent work, and /readyz, cached pages and product pages keep their latency.
 *
 * In-house rather than p-limit: p-limit has no bounded queue (it would queue the whole flood), it is
 * ESM-only (awkward in this CommonJS/Jest build), and the semaphore below is ~30 lines.
 */

export interface WorkLimitOptions {
  /** Tasks running at once. */
  running: number;
  /** Tasks waiting for a slot; one more is refused. */
  queued: number;
  /** Seconds a refused client is asked to wait (Retry-After). */
  retryAfterSeconds?: number;
}

export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and logs). */
  readonly stats: { running: number; queued: number };
}

export function createWorkLimiter({ running: maxRunning, queued: maxQueued, retryAfterSeconds = 1 }: WorkLimitOptions): WorkLimiter {
  if (!(maxRunning >= 1) || !(maxQueued >= 0)) throw new Error('A work limit needs running >= 1 and queued >= 0');
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= maxRunning) {
        if (waiting.length >= maxQueued) throw new BusyError(retryAfterSeconds);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get stats() {
      return { running, queued: waiting.length };
    },
  };
}
