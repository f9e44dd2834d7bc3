import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableElements } from './focusable';

/**
 * While `active`: moves focus into `containerRef` (to `initialFocusRef` or the container itself),
 * and on deactivation returns it to the element that had it before. Returns the keydown handler
 * that keeps Tab and Shift+Tab cycling inside the container.
 */
export function useFocusTrap(active: boolean, containerRef: RefObject<HTMLElement | null>, initialFocusRef?: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  useEffect(() => {
    if (!active) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? containerRef.current)?.focus();
    return () => previouslyFocused?.focus();
  }, [active, containerRef, initialFocusRef]);

  return (event: KeyboardEvent) => {
    const container = containerRef.current;
    if (!active || event.key !== 'Tab' || !container) return;
    const focusables = focusableElements(container);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
