import { useState } from 'react';

/**
 * State that a parent may own (pass `value` + `onChange`) or leave to the component.
 * The header's menus need this: the shell keeps the map of open menus in its store so it can
 * close them all on navigation, while a standalone menu manages itself.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : ownValue;
  const setValue = (next: T) => {
    if (next === current) return;
    if (!controlled) setOwnValue(next);
    onChange?.(next);
  };
  return [current, setValue];
}
