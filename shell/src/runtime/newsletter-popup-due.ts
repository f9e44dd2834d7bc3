import { afterLoad, CODE_NEEDED_EVENT } from './first-page';

/*
 * Run by the shell's entry before the async boundary, so it imports nothing shared: contracts'
 * NEWSLETTER_POPUP_MEMORY_KEY (newsletter-popup-due.test.ts checks they match).
 */
export const POPUP_MEMORY_KEY = 'ama_newsletter_popup';

/** Without any activity, the popup's trigger loads this long after the page's load event (the shell's NewsletterPopupSlot too). */
export const POPUP_LOAD_AFTER_MS = 10_000;

/** Whether this browser had the popup, or cannot remember it (storage blocked): either way it never shows. */
function popupHad(win: Window): boolean {
  try {
    return win.localStorage.getItem(POPUP_MEMORY_KEY) !== null;
  } catch {
    return true;
  }
}

/** The mouse left the page through its top edge (the club's popup-rules.ts reads the same). */
const isExitIntent = (event: MouseEvent): boolean => event.relatedTarget === null && event.clientY <= 0;

/**
 * On a page to read, which loads no code until it is needed (docs/adr-012-load-on-need.md): a new
 * visitor's newsletter popup is what needs it, some seconds after the load event or at a first intent
 * to leave, so this asks for the code then (the club's trigger then decides, as on any page). A visitor
 * who had the popup loads nothing for it.
 */
export function requestCodeWhenPopupDue(win: Window = window): void {
  if (popupHad(win)) return;
  let timer: number | undefined;
  let asked = false;
  const ask = () => {
    asked = true;
    win.clearTimeout(timer);
    win.document.removeEventListener('mouseout', onMouseOut);
    win.dispatchEvent(new Event(CODE_NEEDED_EVENT));
  };
  const onMouseOut = (event: MouseEvent) => {
    if (isExitIntent(event)) ask();
  };
  win.document.addEventListener('mouseout', onMouseOut);
  afterLoad(() => {
    if (!asked) timer = win.setTimeout(ask, POPUP_LOAD_AFTER_MS);
  }, win);
}
