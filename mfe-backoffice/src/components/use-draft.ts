import { useState } from 'react';

/** What a form holds before it is applied (a list's filters): some of its values changed at a time. */
export function useDraft<Draft>(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  return [draft, update] as const;
}
