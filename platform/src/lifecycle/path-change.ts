/**
 * Calls `onChange` once the page's path differs from what it is now. single-spa fires its routing event
 * after every navigation has been applied (pushState, popstate, its own navigateToUrl), after the apps
 * that leave have been unmounted, so an app that stays sees the new path. Returns the unsubscribe.
 */
export function onPathChange(onChange: () => void): () => void {
  const initial = window.location.pathname;
  const listener = () => {
    if (window.location.pathname !== initial) onChange();
  };
  window.addEventListener('single-spa:routing-event', listener);
  return () => window.removeEventListener('single-spa:routing-event', listener);
}
