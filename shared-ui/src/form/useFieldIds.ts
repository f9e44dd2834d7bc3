import { useId } from 'react';

/** Stable ids for a control and the texts that describe it; a caller's `id` wins for the control. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}
