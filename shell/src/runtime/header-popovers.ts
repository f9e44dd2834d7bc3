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
      if (event.newState !== 'open' || !panel?.hasAttribute?.('popover')) return;
      const header = panel.closest('header');
      if (!header) return;
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
    },
    // `beforetoggle` does not bubble: the document hears it on its way down.
    true,
  );
}
