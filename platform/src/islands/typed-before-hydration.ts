/**
 * What a visitor typed, chose or ticked in an island's server markup before its code arrived (a form on
 * a slow phone). React adopts the server's nodes when it hydrates, but its state starts from the
 * server's values: the text stays on screen until React's next render of the field puts its own value
 * back, and the form then sends nothing of it. So each island's changed controls are read before it
 * hydrates and handed to its live code afterwards, as the input it would have seen.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { control: Control; value: string } | { control: HTMLInputElement; checked: boolean };

const TOGGLES = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function typedIn(control: Element): Typed | null {
  if (control instanceof HTMLInputElement) {
    if (TOGGLES.has(control.type)) return control.checked !== control.defaultChecked ? { control, checked: control.checked } : null;
    return !NOT_TYPED.has(control.type) && control.value !== control.defaultValue ? { control, value: control.value } : null;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue ? { control, value: control.value } : null;
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected) ? { control, value: control.value } : null;
  return null;
}

/** The controls of `island` whose value differs from the server's markup, with what they hold now. */
export function readTypedControls(island: Element): Typed[] {
  return [...island.querySelectorAll('input, textarea, select')].map(typedIn).filter((typed): typed is Typed => typed !== null);
}

/**
 * Gives the now-live island what was typed: each value set again and announced with the events React
 * listens to. React remembers the value it last saw on each field and ignores an event that does not
 * change it, and it saw the typed value when it adopted the node: so the field is first set to another
 * value through the element (which React notices), then to the typed one through the browser's own
 * setter (which it does not), and the event then reads as the change it was.
 */
export function replayTypedControls(typed: readonly Typed[]): void {
  for (const entry of typed) {
    const { control } = entry;
    if (!control.isConnected) continue;
    if ('checked' in entry) {
      // A click is what React listens to on a box: put the other state back, and let the click set it.
      (control as HTMLInputElement).checked = !entry.checked;
      if ((control as HTMLInputElement).checked !== entry.checked) (control as HTMLInputElement).click();
      continue;
    }
    control.value = entry.value === '' ? ' ' : '';
    const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    ownSetter?.call(control, entry.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
