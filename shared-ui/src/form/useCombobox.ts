import { useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { exactOption, matchOptions, type ComboboxOption } from './combobox-filter';

interface ComboboxStateOptions {
  options: readonly ComboboxOption[];
  /** The chosen option's value ('' for none). */
  value: string;
  setValue: (value: string) => void;
  maxShown: number;
  disabled?: boolean;
}

/**
 * The WAI-ARIA 1.2 combobox's behaviour (list autocomplete, manual selection): typing filters and
 * opens the list, the arrows move the active option, Enter or a tap chooses it, Escape closes the
 * list (and, closed, empties the field). What the field shows is always what the form holds: typed
 * text that names no option leaves nothing chosen, and goes when the focus leaves.
 */
export function useCombobox({ options, value, setValue, maxShown, disabled }: ComboboxStateOptions) {
  const [open, setOpen] = useState(false);
  /** What the shopper typed since the last choice; null: the field shows the chosen option. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => matchOptions(options, typed ?? '', maxShown), [options, typed, maxShown]);
  const { shown } = matches;
  const chosen = options.find((option) => option.value === value);
  // Before its options arrive (a server render of a saved value), the value itself is shown.
  const text = typed ?? chosen?.label ?? value;
  const activeIndex = open && active < shown.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    if (option.value !== value) setValue(option.value);
    setTyped(null);
    close();
  };
  const openAt = (index: number) => {
    if (disabled) return;
    setOpen(true);
    setActive(index);
  };
  const move = (step: 1 | -1) => {
    if (shown.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : shown.length) : activeIndex;
    setActive((from + step + shown.length) % shown.length);
  };

  const onInput = (next: string, focused: boolean) => {
    setTyped(next);
    // An autofill while the focus is elsewhere fills the field without opening its list.
    if (focused) openAt(-1);
    const named = exactOption(options, next)?.value ?? '';
    if (named !== value) setValue(named);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          const chosenIndex = shown.findIndex((option) => option.value === value);
          openAt(event.altKey ? -1 : Math.max(chosenIndex, 0));
        } else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(shown.length - 1);
        else move(-1);
        break;
      case 'Enter':
        // Without an active option Enter does what it does in any field: it submits the form.
        if (activeIndex !== -1) {
          event.preventDefault();
          choose(shown[activeIndex]!);
        }
        break;
      case 'Escape':
        if (open) close();
        else if (text !== '') {
          setTyped(null);
          if (value !== '') setValue('');
        } else break;
        // Handled here: a dialog around the field must not close as well.
        event.preventDefault();
        event.stopPropagation();
        break;
      case 'Home':
      case 'End':
        // Back to editing: the caret moves in the text, as in any field.
        setActive(-1);
        break;
      default:
    }
  };

  /** On the element around the field and its list: the focus left both. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // A touch browser may move the focus to the list for a moment when an option is tapped.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setTyped(null);
    close();
  };

  return { open, text, matches, activeIndex, choose, onInput, onKeyDown, onBlur, openList: () => !open && openAt(-1) };
}
