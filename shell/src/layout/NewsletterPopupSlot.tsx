import { useEffect, useState } from 'react';
import { RemoteFragment } from '@ama/platform';

/** Without any activity, the popup's trigger loads this long after the page's load event. */
export const POPUP_LOAD_AFTER_MS = 10_000;
const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** True from the shopper's first move, key or scroll, or POPUP_LOAD_AFTER_MS after the load event. */
function useShopperActivity(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const activate = () => setActive(true);
    const startTimer = () => {
      timer = setTimeout(activate, POPUP_LOAD_AFTER_MS);
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
