import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps an element mounted for `exitMs` after `open` turns false, so its exit animation can play.
 * The owner learns about the dismissal at once; only the DOM removal is delayed.
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [state, setState] = useState<PresenceState>(open ? 'open' : 'closed');

  useEffect(() => {
    if (open) {
      setState('open');
      return undefined;
    }
    setState((current) => (current === 'closed' ? 'closed' : 'closing'));
    const timer = setTimeout(() => setState('closed'), exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);

  return state;
}
