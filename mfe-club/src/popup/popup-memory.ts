import { NEWSLETTER_POPUP_MEMORY_KEY } from '@ama/contracts';

/**
 * Whether this browser has had the newsletter popup (docs/newsletter.md, "The popup"): a value in
 * localStorage, not a cookie, because only browser code reads it: a cookie would travel with every
 * page, API and asset request for nothing, and shared caches skip responses to requests with cookies.
 * The footer's form counts too: whoever subscribed there is never offered the popup.
 */
export const POPUP_MEMORY_KEY = NEWSLETTER_POPUP_MEMORY_KEY;

/** 'shown' when it appears (shown once, even if the tab is closed), then how it ended. */
export type PopupOutcome = 'shown' | 'closed' | 'subscribed';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (a privacy setting) throws on access.
    return undefined;
  }
}

/**
 * True when the popup must not appear: it was had before, or the browser cannot remember (storage
 * blocked or full), since a popup that cannot be remembered would come back on every page.
 */
export function popupAlreadySeen(): boolean {
  const store = storage();
  if (!store) return true;
  try {
    return store.getItem(POPUP_MEMORY_KEY) !== null;
  } catch {
    return true;
  }
}

/** Remembers an outcome; 'subscribed' is never replaced by a later, weaker one. */
export function rememberPopup(outcome: PopupOutcome): void {
  const store = storage();
  try {
    if (store?.getItem(POPUP_MEMORY_KEY) === 'subscribed') return;
    store?.setItem(POPUP_MEMORY_KEY, outcome);
  } catch {
    // Full or blocked: popupAlreadySeen() then keeps the popup away anyway.
  }
}
