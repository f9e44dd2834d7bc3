import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

const isLoaded = () => document.readyState === 'complete';
/** The server, and the browser while it hydrates the server's markup, render as "still loading". */
const whileServerRendered = () => false;

/**
 * Whether the page has finished loading (the window's load event). Until then its code, fonts and pictures
 * are still arriving: what can wait (the banner's video) waits for this, so it never competes with them.
 * It is false on the server and while hydrating, so the hydrated markup is the server's.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, whileServerRendered);
}
