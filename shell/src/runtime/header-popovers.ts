/*
 * Run by the shell's entry before the async boundary (plain code, no framework): the header's panels
 * that open by themselves (the search bar and the phone's menu are popovers their buttons open with
 * `popovertarget`) are placed before they show, with or without the shell's code.
 */

/** A popover's `beforetoggle` event (ToggleEvent is not in every DOM typing this repository builds with). */
type BeforeToggle = Event & { newState?: string };

/** A panel marked so opens under its own button, its right edge on the button's (the language list). */
export const PLACE_UNDER_BUTTON = 'under-button';
/** Under its own button, its left edge on the button's (the desktop header's groups). */
export const PLACE_UNDER_BUTTON_START = 'under-button-start';

/**
 * Puts a header's popover right under the header as it opens (a panel across the page: the search bar,
 * the phone's menu), or under its own button when it says so (`data-place`, right- or left-aligned with
 * it: the language list, the desktop header's groups): a popover
 * is drawn in the top layer, at the page's top unless told where. CSS anchor positioning would say it
 * without code, but the HTML checker in npm test does not know it yet (the page's CSS is inline). In
 * `beforetoggle`, so the panel is drawn in its place from its first frame.
 */
export function placeHeaderPopovers(doc: Document = document): void {
  doc.addEventListener(
    'beforetoggle',
    (event: BeforeToggle) => {
      const panel = event.target as HTMLElement | null;
      if (!panel?.hasAttribute?.('popover') || !panel.closest('header')) return;
      if (event.newState !== 'open') {
        openPanels.delete(panel);
        return;
      }
      openPanels.add(panel);
      placeUnderHeader(panel, doc);
    },
    // `beforetoggle` does not bubble: the document hears it on its way down.
    true,
  );
  // A font that loads when text needs it, or a window resized, moves the header's buttons too.
  doc.fonts?.addEventListener?.('loadingdone', () => placeHeaderPopoversAgain(doc));
  doc.defaultView?.addEventListener('resize', () => placeHeaderPopoversAgain(doc));
}

/**
 * The open header panels, placed again when the header's layout moves under them: the brand fonts
 * arriving change the width of the header's words, and with it where a button stands. The first script
 * calls it in the task that adds each face, before that face is drawn (they load before they are added,
 * so no font event says so).
 */
const openPanels = new Set<HTMLElement>();

export function placeHeaderPopoversAgain(doc: Document = document): void {
  openPanels.forEach((panel) => {
    // A panel taken out of the page closes without a word: forgotten then.
    if (panel.isConnected) placeUnderHeader(panel, doc);
    else openPanels.delete(panel);
  });
}

/** Under the header, or under its own button when the panel says so, in the page's coordinates. */
function placeUnderHeader(panel: HTMLElement, doc: Document): void {
  const header = panel.closest('header')!;
  const scrollY = doc.defaultView?.scrollY ?? 0;
  const place = panel.dataset.place;
  const button = place === PLACE_UNDER_BUTTON || place === PLACE_UNDER_BUTTON_START ? doc.querySelector(`[popovertarget="${panel.id}"]`) : null;
  if (!button) {
    panel.style.top = `${header.getBoundingClientRect().bottom + scrollY}px`;
    return;
  }
  const box = button.getBoundingClientRect();
  panel.style.top = `${box.bottom + scrollY}px`;
  if (place === PLACE_UNDER_BUTTON_START) panel.style.left = `${box.left + (doc.defaultView?.scrollX ?? 0)}px`;
  else panel.style.right = `${doc.documentElement.clientWidth - box.right}px`;
}
