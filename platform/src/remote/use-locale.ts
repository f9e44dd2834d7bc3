import { useSyncExternalStore } from 'react';
import type { Locale } from '@ama/contracts';
import { getCurrentLocale } from '../locale/locale-path';

/** single-spa fires it after each navigation, including pushState-based ones that fire no popstate. */
const ROUTING_EVENT = 'single-spa:routing-event';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ROUTING_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ROUTING_EVENT, onChange);
  };
}

const snapshot = () => getCurrentLocale();

/** The locale of the URL prefix (or the default), re-rendering when navigation changes it. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
