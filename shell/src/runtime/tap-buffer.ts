import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT } from '@ama/platform';

/**
 * Controls that do nothing until their island's code runs. Links and summaries are left out: they work
 * as plain HTML (a link loads its page, a summary opens its details).
 */
const BUTTON_LIKE = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/**
 * A tap on an island's button before the island has hydrated would be lost (a button in a form would even
 * submit it natively). It is held and replayed once the island is live, so the shopper's first tap
 * counts however fast it came.
 */
export function bufferTapsUntilHydrated(doc: Document = document): void {
  const pending = new Map<Element, HTMLElement[]>();
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const islandElement = target?.closest?.(`[${ISLAND_ATTRIBUTE}]`);
      if (!islandElement || islandElement.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
      const control = target?.closest<HTMLElement>(BUTTON_LIKE);
      if (!control || !islandElement.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      pending.set(islandElement, [...(pending.get(islandElement) ?? []), control]);
    },
    true,
  );
  doc.addEventListener(ISLAND_HYDRATED_EVENT, (event) => {
    const islandElement = event.target as Element;
    const taps = pending.get(islandElement) ?? [];
    pending.delete(islandElement);
    taps.filter((control) => control.isConnected).forEach((control) => control.click());
  });
}
