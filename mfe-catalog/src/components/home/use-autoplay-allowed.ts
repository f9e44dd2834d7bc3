import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Navigator.connection is not in TypeScript's DOM types (Chromium only). */
type WithConnection = Navigator & { connection?: { saveData?: boolean } };

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isAllowed(): boolean {
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
  const saveData = (navigator as WithConnection).connection?.saveData === true;
  return !reducedMotion && !saveData;
}

/** The server cannot know the shopper's settings: it assumes the calm choice, the browser decides after hydrating. */
const whileServerRendered = () => false;

/**
 * Whether moving pictures may start on their own: not for a shopper who asked for reduced motion (WCAG
 * 2.2.2, 2.3.3), nor for one who asked to save data (a video is the heaviest thing on the page).
 */
export function useAutoplayAllowed(): boolean {
  return useSyncExternalStore(subscribe, isAllowed, whileServerRendered);
}
