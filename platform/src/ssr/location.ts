import { useSyncExternalStore } from 'react';
import { useServerRequest } from './request-context';

/** single-spa fires it after each navigation, including pushState-based ones that fire no popstate. */
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void) {
  EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}

const browserHref = () => window.location.pathname + window.location.search;

/**
 * The current path and query: the request's on the server, the window's in the browser (also while
 * hydrating, so both renders read the same URL), re-read after every navigation.
 */
export function useLocationHref(): string {
  const request = useServerRequest();
  return useSyncExternalStore(subscribe, browserHref, () => request?.url ?? browserHref());
}
