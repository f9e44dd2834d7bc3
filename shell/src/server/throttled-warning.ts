/** How often the same warning may be written. */
const WARNING_INTERVAL_MS = 30_000;

/**
 * A warning written at most once per interval per key, with the number of times it happened since:
 * under load every request may run over its budget, and a line per request would cost more than the
 * render it reports.
 */
export function throttledWarning(now: () => number = Date.now) {
  const seen = new Map<string, { at: number; suppressed: number }>();
  return (key: string, message: string) => {
    const last = seen.get(key);
    if (last && now() - last.at < WARNING_INTERVAL_MS) {
      last.suppressed += 1;
      return;
    }
    const again = last?.suppressed ? ` (${last.suppressed} more since the last report)` : '';
    seen.set(key, { at: now(), suppressed: 0 });
    console.warn(`${message}${again}`);
  };
}
