/**
 * Calls `onChange` once the page's path differs from what it is now. single-spa fires its routing event
 * after every navigation has been applied (pushState, popstate, its own navigateToUrl), after the apps
 * that leave have been unmounted, so an app that stays sees the new path. Returns the unsubscribe.
 * `initial` is the path the caller's content is for (by default the current one).
 */
export function onPathChange(onChange: () => void, initial: string = window.location.pathname): () => void {
  const listener = () => {
    if (window.location.pathname !== initial) onChange();
  };
  window.addEventListener('single-spa:routing-event', listener);
  return () => window.removeEventListener('single-spa:routing-event', listener);
}

/**
 * The path of the document the server sent: its markup is for that page. Read from the navigation's
 * own entry, which stays the document's URL whatever the history did since; the current path where the
 * browser keeps no such entry.
 */
export function servedPath(): string {
  const entry = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  if (entry?.name) {
    try {
      return new URL(entry.name).pathname;
    } catch {
      // an entry without a URL: fall through
    }
  }
  return window.location.pathname;
}
