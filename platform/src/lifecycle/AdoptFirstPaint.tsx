import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FIRST_PAINT_ID } from './first-paint';

/** The static first paint's content, if it was rendered for exactly this page (path and language). */
function staticContentFor(path: string): Element | null {
  const holder = document.getElementById(FIRST_PAINT_ID);
  return holder?.dataset.path === path ? holder.firstElementChild : null;
}

/**
 * Keeps the server's static first paint of this page's intro instead of rendering an identical copy:
 * the painted nodes move into the live page, so the browser sees no new content (the largest paint
 * stays the first one) and nothing is drawn twice. Used only where the live markup would be the same
 * (a page intro from the same messages); any later render (another page, another language) is live.
 */
export function AdoptFirstPaint({ path, children }: { path: string; children: ReactNode }) {
  const [adopted] = useState(() => staticContentFor(path));
  const slot = useRef<HTMLDivElement>(null);
  const [initialPath] = useState(path);

  useLayoutEffect(() => {
    if (adopted && slot.current && !slot.current.contains(adopted)) slot.current.appendChild(adopted);
  }, [adopted]);

  if (!adopted || path !== initialPath) return <>{children}</>;
  return <div ref={slot} className="ama-first-paint-slot" />;
}
