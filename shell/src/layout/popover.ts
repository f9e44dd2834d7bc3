/** Whether this browser has popovers (every current one; a browser before 2024 shows them as plain markup). */
export const supportsPopover = (): boolean => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/** Open as a popover; false in a browser without popovers (`:popover-open` would not parse there). */
export const isPopoverOpen = (element: HTMLElement | null | undefined): boolean => Boolean(element) && supportsPopover() && element!.matches(':popover-open');

/** Listens to a popover opening or closing (`toggle` does not bubble: heard on its way down). */
export function onPopoverToggle(listener: (panel: HTMLElement) => void, doc: Document = document): () => void {
  const heard = (event: Event) => {
    if ((event.target as Element | null)?.hasAttribute?.('popover')) listener(event.target as HTMLElement);
  };
  doc.addEventListener('toggle', heard, true);
  return () => doc.removeEventListener('toggle', heard, true);
}
