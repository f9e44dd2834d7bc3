import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways: its frame is a named region that takes the focus,
 * so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="ama-club__table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
