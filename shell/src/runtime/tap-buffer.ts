/*
 * Installed by the shell's entry before the async boundary, so it imports nothing shared: these are the
 * island markup's names (platform/src/islands/island-markup.ts; tap-buffer.test.ts checks they match).
 */
export const ISLAND_ID_PREFIX_ATTRIBUTE = 'data-island-prefix';
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
export const ISLAND_HYDRATED_EVENT = 'ama:island-hydrated';

/**
 * Controls that do nothing until their island's code runs. Links and summaries are left out: they work
 * as plain HTML (a link loads its page, a summary opens its details); so are a popover's buttons
 * (`popovertarget`: the header's search and the phone's menu open by themselves), and checkboxes and
 * radios, which tick as HTML and are told to the code once it runs (see FIELD).
 */
const BUTTON_LIKE = 'button:not([popovertarget]), [role="button"]';
/** Fields the shopper can set before hydration (a ring's size picked at once, a filter ticked). */
const FIELD = 'select, textarea, input';

type Field = HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement;
type Noted = { kind: 'checked'; checked: boolean } | { kind: 'value'; value: string };

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * The server-rendered island `target` is in, while that island has not hydrated yet. Only the server's
 * islands carry their root's id prefix: in a page the browser rendered whole, an island is part of it.
 */
function dryIslandOf(target: EventTarget | null): Element | undefined {
  const islandElement = (target as Element | null)?.closest?.(`[${ISLAND_ID_PREFIX_ATTRIBUTE}]`);
  return islandElement && !islandElement.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) ? islandElement : undefined;
}

/**
 * Tells the island's code what the shopper chose before it ran. Hydration keeps the DOM's value, and
 * React's value tracking starts from it, so the change must be replayed as the shopper's own input
 * would come: a toggle is set back and clicked, a text is set through the element's own setter (which
 * the tracking watches) to something else and through the native setter to the shopper's value, then
 * the event React listens to for that kind of field is fired.
 */
function replay(field: Field, noted: Noted) {
  if (noted.kind === 'checked' && isToggle(field)) {
    field.checked = !noted.checked;
    field.click();
    return;
  }
  if (noted.kind !== 'value') return;
  if (!(field instanceof HTMLSelectElement)) {
    field.value = noted.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, noted.value);
  } else field.value = noted.value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The page region an island belongs to: the header, the footer, or an app's area. */
const regionOf = (islandElement: Element): Element => islandElement.closest('[data-remote], #ama-header, #ama-footer') ?? islandElement.ownerDocument.body;

/** Whether an island of the region has not hydrated yet. */
const hasDryIsland = (region: Element): boolean => region.querySelector(`[${ISLAND_ID_PREFIX_ATTRIBUTE}]:not([${ISLAND_HYDRATED_ATTRIBUTE}])`) !== null;

/** The server-rendered island `target` is in, when another island of its region has not hydrated yet. */
function serverIslandInDryRegionOf(target: EventTarget | null): Element | undefined {
  const islandElement = (target as Element | null)?.closest?.(`[${ISLAND_ID_PREFIX_ATTRIBUTE}]`);
  return islandElement && hasDryIsland(regionOf(islandElement)) ? islandElement : undefined;
}

/**
 * What the shopper does on an island before it has hydrated would be lost: a tap on a button does
 * nothing (a button in a form would even submit it natively), and hydration puts a field back to the
 * server's value. Taps are held and values noted, and both are replayed once the island is live, so the
 * shopper's first actions count however fast they came.
 */
export function bufferTapsUntilHydrated(doc: Document = document): void {
  const taps = new Map<Element, HTMLElement[]>();
  const values = new Map<Element, Map<Field, Noted>>();
  doc.addEventListener(
    'click',
    (event) => {
      // Held too: a tap on a live island while another island of its region is still dry. A tap that
      // changes state another island draws (the store's open menus, say) would have that island
      // hydrate over the server's markup and keep it (React does not patch attributes while it hydrates).
      const islandElement = dryIslandOf(event.target) ?? serverIslandInDryRegionOf(event.target);
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON_LIKE);
      if (!islandElement || !control || !islandElement.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      taps.set(islandElement, [...(taps.get(islandElement) ?? []), control]);
    },
    true,
  );
  const noteValue = (event: Event) => {
    const islandElement = dryIslandOf(event.target);
    const field = event.target as Field;
    if (!islandElement || !(field as Element).matches?.(FIELD)) return;
    const noted = values.get(islandElement) ?? new Map<Field, Noted>();
    noted.set(field, isToggle(field) ? { kind: 'checked', checked: field.checked } : { kind: 'value', value: field.value });
    values.set(islandElement, noted);
  };
  doc.addEventListener('input', noteValue, true);
  doc.addEventListener('change', noteValue, true);
  doc.addEventListener(ISLAND_HYDRATED_EVENT, (event) => {
    const islandElement = event.target as Element;
    const noted = values.get(islandElement);
    values.delete(islandElement);
    noted?.forEach((value, field) => field.isConnected && replay(field, value));
    // Taps wait until every island of the region is live: a tap may change shared state that another
    // island draws, and an island hydrating after that change would keep the server's markup (React
    // does not patch attributes while it hydrates).
    const region = regionOf(islandElement);
    if (hasDryIsland(region)) return;
    const held = [...taps]
      .filter(([element]) => region.contains(element))
      .flatMap(([element, controls]) => {
        taps.delete(element);
        return controls;
      });
    // After the code has taken the values in (React applies them in a microtask), so a button held
    // since (add to cart, say) acts on the shopper's choices.
    if (held.length) setTimeout(() => held.filter((control) => control.isConnected).forEach((control) => control.click()), 0);
  });
}
