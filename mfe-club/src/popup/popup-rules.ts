import { ROUTES, splitLocale } from '@ama/contracts';

/** How long a new visitor browses before the popup is offered (unless they make to leave first). */
export const POPUP_DELAY_MS = 12_000;
/** When the popup is due but may not show yet (a page it never covers, another dialog open): look again this much later. */
export const POPUP_RETRY_MS = 2_000;

/** The purchase path: the popup never interrupts a shopper who is buying (docs/requirements.md#newsletter). */
const NEVER_ON = [ROUTES.cart, ROUTES.checkout, ROUTES.orderConfirmation];

/** '/it/checkout', '/en/cart', '/de/order-confirmation?order=…' (path only) → true, in any locale. */
export function isPopupFreePath(pathname: string): boolean {
  const rest = splitLocale(pathname)?.rest ?? pathname;
  return NEVER_ON.some((route) => rest === route || rest.startsWith(`${route}/`));
}

/** Another dialog is open (a queued modal, a remote's own Modal, a native <dialog>): the popup never covers one. */
export function anotherDialogOpen(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** The mouse left the page through its top edge (towards the tabs or the address bar): an intent to leave. */
export const isExitIntent = (event: MouseEvent): boolean => event.relatedTarget === null && event.clientY <= 0;
