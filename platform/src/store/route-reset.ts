import type { Dispatch } from '@reduxjs/toolkit';
import { uiActions } from './ui-slice';

/** single-spa fires this on window before every navigation it handles (pushState, popstate, links). */
export const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event';

/**
 * Closes the mobile menu and open submenus before each navigation (docs/requirements.md#navigation).
 * Returns the uninstall function.
 */
export function installRouteReset(store: { dispatch: Dispatch }): () => void {
  const reset = () => {
    store.dispatch(uiActions.routeChanged());
  };
  window.addEventListener(BEFORE_ROUTING_EVENT, reset);
  return () => window.removeEventListener(BEFORE_ROUTING_EVENT, reset);
}
