import { useEffect, useRef, useState } from 'react';
import { TOAST_TICK_MS } from '../timing';

/**
 * Counts `totalMs` down in TOAST_TICK_MS steps while not paused, then calls onExpire once.
 * A tick-based count (not one long timeout) lets a pause keep the time already spent,
 * and gives the progress bar its steps. Returns the milliseconds left.
 */
export function useCountdown(totalMs: number, paused: boolean, onExpire: () => void): number {
  const [remainingMs, setRemainingMs] = useState(totalMs);
  // The latest callback without restarting the interval when the parent re-renders.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  const running = !paused && Number.isFinite(totalMs) && remainingMs > 0;

  useEffect(() => {
    if (!running) return undefined;
    const interval = setInterval(() => {
      setRemainingMs((left) => Math.max(0, left - TOAST_TICK_MS));
    }, TOAST_TICK_MS);
    return () => clearInterval(interval);
  }, [running]);

  useEffect(() => {
    if (Number.isFinite(totalMs) && remainingMs === 0) onExpireRef.current();
  }, [remainingMs, totalMs]);

  return remainingMs;
}
