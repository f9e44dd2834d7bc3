import type { ReactNode } from 'react';

/** A term and its value, in a definition list (`ama-staff-facts`): an order's, an event's, a code's, a member's facts. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
