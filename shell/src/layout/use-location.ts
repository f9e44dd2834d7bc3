import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void) {
  EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query, re-read after every single-spa navigation (the layout has no router). */
export function useLocationHref(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
