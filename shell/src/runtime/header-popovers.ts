/*
 * Run by the shell's entry before the async boundary (plain code, no framework): the header's panels
 * that open by themselves (the search bar and the phone's menu are popovers their buttons open with
 * `popovertarget`) are placed before they show, with or without the shell's code.
 */

/** A popover's `beforetoggle` event (ToggleEvent is not in every DOM typing this repository builds with). */
type BeforeToggle = Event & { newState?: string };

/**
 * Puts a header's popover right under the header as it opens: a popover is drawn in the top layer,
 * at the page's top unless told where. CSS anchor positioning would say it without code, but the HTML
 * checker in npm test does not know it yet (the page's CSS is inline). In `beforetoggle`, so the panel
 * is drawn in its place from its first frame.
 */
export function placeHeaderPopovers(doc: Document = document): void {
  doc.addEventListener(
    'beforetoggle',
    (event: BeforeToggle) => {
      const panel = event.target as HTMLElement | null;
      if (event.newState !== 'open' || !panel?.hasAttribute?.('popover')) return;
      const header = panel.closest('header');
      if (!header) return;
      panel.style.top = `${header.getBoundingClientRect().bottom + (doc.defaultView?.scrollY ?? 0)}px`;
    },
    // `beforetoggle` does not bubble: the document hears it on its way down.
    true,
  );
}
