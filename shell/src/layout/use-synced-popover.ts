import { useEffect, useRef, type RefObject } from 'react';
import { isPopoverOpen, onPopoverToggle, supportsPopover } from './popover';

/**
 * Keeps a header popover and the store's word on it in step (the phone's menu, the desktop's menus).
 * The popover opens by its button before and without the shell's code, so the page is the first truth:
 * the store starts from what the shopper opened and follows every toggle. After that the store may
 * close it (a navigation closes every menu). A browser without popovers shows the panel from the store
 * alone, through `hidden`.
 */
export function useSyncedPopover(panel: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void): void {
  const live = useRef(false);
  const stored = useRef(setOpen);
  stored.current = setOpen;

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    if (isPopoverOpen(element)) stored.current(true);
    return onPopoverToggle((toggled) => {
      if (toggled === element) stored.current(isPopoverOpen(element));
    });
  }, [panel]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (!supportsPopover()) element.hidden = !open;
    // The store's word after the first render; the first is the page's.
    else if (live.current) showPopover(element, open);
    live.current = true;
  }, [panel, open]);
}

/** Opens or closes a popover, or leaves it as it is (showPopover on an open one throws). */
export function showPopover(element: HTMLElement, open: boolean): void {
  if (open === isPopoverOpen(element)) return;
  if (open) element.showPopover();
  else element.hidePopover();
}
