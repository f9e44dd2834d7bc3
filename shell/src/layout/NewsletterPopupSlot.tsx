import { useEffect, useState } from 'react';
import { RemoteFragment } from '@ama/platform';
import { POPUP_LOAD_AFTER_MS } from '../runtime/newsletter-popup-due';

/**
 * How long ago the page's load event ended (0 where the browser does not say). A page to read mounts
 * this only once its code is needed, maybe because the popup is due (runtime/newsletter-popup-due.ts):
 * the wait counts from the load event, not from the mount.
 */
function msSinceLoad(): number {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventEnd > 0 ? performance.now() - navigation.loadEventEnd : 0;
}
const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** True from the shopper's first move, key or scroll, or POPUP_LOAD_AFTER_MS after the load event. */
function useShopperActivity(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const activate = () => setActive(true);
    const startTimer = () => {
      timer = setTimeout(activate, Math.max(0, POPUP_LOAD_AFTER_MS - msSinceLoad()));
    };
    ACTIVITY.forEach((type) => window.addEventListener(type, activate, { once: true, passive: true }));
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', startTimer);
      ACTIVITY.forEach((type) => window.removeEventListener(type, activate));
    };
  }, []);
  return active;
}

/**
 * The newsletter popup (docs/newsletter.md), the club's fragment. The contract: 'mfe_club/NewsletterPopup'
 * takes no props and decides itself when to show (once per visitor, never on the purchase path or over
 * another dialog; docs/newsletter.md). Its code (the club's remote entry and a small trigger) loads at
 * the shopper's first move or some seconds after the load event, so it never adds to the work of the
 * first seconds in which the page becomes usable; the dialog's code loads only when it is about to
 * show. With the club's remote down there is nothing: no placeholder, no fallback.
 */
export function NewsletterPopupSlot() {
  const active = useShopperActivity();
  return active ? <RemoteFragment id="mfe_club/NewsletterPopup" load="now" /> : null;
}
