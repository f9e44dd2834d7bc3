import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/** The element the server fills with a page's static first paint (see bff/src/web, rspack.base.js). */
export const FIRST_PAINT_ID = 'ama-first-paint';

/** Removes the static first paint once live content stands in its place. */
export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Renders its children in a transition after the first commit, so React builds a big tree in small
 * slices instead of one long task that blocks input. `onCommit` runs in the frame the content commits:
 * the place to remove the server's static first paint, so nothing flashes or moves.
 */
export function DeferredRender({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  useLayoutEffect(() => {
    if (ready) onCommit?.();
  }, [ready, onCommit]);
  return ready ? children : null;
}
