import type { ReactNode } from 'react';

/**
 * A table wider than its place scrolls sideways inside this box, never the page. It is focusable so a
 * keyboard can scroll it, and named so a screen reader says what the box holds.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ama-staff-table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
