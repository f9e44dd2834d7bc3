import { useEffect, useRef, useState } from 'react';
import { selectCurrentModal, selectMobileMenuOpen, useAppSelector } from '@ama/platform';
import { popupAlreadySeen } from './popup-memory';
import { anotherDialogOpen, isExitIntent, isPopupFreePath, POPUP_DELAY_MS, POPUP_RETRY_MS } from './popup-rules';

/** Pointer devices that have a mouse leaving the window (not touch screens). */
const hasFinePointer = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;

/**
 * When the newsletter popup opens: once, for a visitor who has not had it, POPUP_DELAY_MS after the
 * page started or at the first intent to leave (desktop), whichever comes first. Never on the purchase path,
 * never over another dialog or the mobile menu: when the delay is up but one of those is in the way,
 * it looks again every POPUP_RETRY_MS; an intent to leave at such a moment is let go.
 */
export function usePopupTrigger(): boolean {
  const [open, setOpen] = useState(false);
  const modal = useAppSelector(selectCurrentModal);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const busy = useRef(false);
  busy.current = Boolean(modal) || menuOpen;

  useEffect(() => {
    if (popupAlreadySeen()) return undefined;
    let done = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      done = true;
      clearTimeout(delay);
      clearTimeout(retry);
      document.removeEventListener('mouseout', onMouseOut);
    };
    const attempt = (due: boolean) => {
      if (done) return;
      // Subscribed in the footer meanwhile, or had it in another tab.
      if (popupAlreadySeen()) return stop();
      if (isPopupFreePath(window.location.pathname) || busy.current || anotherDialogOpen()) {
        if (due) {
          clearTimeout(retry);
          retry = setTimeout(() => attempt(true), POPUP_RETRY_MS);
        }
        return;
      }
      stop();
      setOpen(true);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (isExitIntent(event)) attempt(false);
    };
    // Counted from the page's start, not from this mount: the shell loads this only once the page is
    // settled or the shopper moves (shell's NewsletterPopupSlot).
    const delay = setTimeout(() => attempt(true), Math.max(0, POPUP_DELAY_MS - performance.now()));
    if (hasFinePointer()) document.addEventListener('mouseout', onMouseOut);
    return stop;
  }, []);

  return open;
}
