import { useEffect, useRef } from 'react';

/**
 * A record's page after one of its steps: what offered the step is gone once the record is read again
 * (`busy` back to false), so the focus goes to the heading of the section that held it. `stepTaken` is
 * what the step's form or button calls once it is done.
 */
export function useStepFocus(busy: boolean) {
  const title = useRef<HTMLHeadingElement>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (!taken.current || busy) return;
    taken.current = false;
    title.current?.focus();
  }, [busy]);
  return { title, stepTaken: () => void (taken.current = true) };
}
