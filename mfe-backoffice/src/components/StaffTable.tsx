import type { ReactNode } from 'react';
import { StaffTableHead, type TableSorting } from './StaffTableHead';

interface StaffTableProps<K extends string> {
  /** The area's own class for the table ('ama-staff-orders'), beside the shared one. */
  className: string;
  caption: string;
  /** The columns' names by their ids, in order; the first column's cells are the rows' headers. */
  columns: Record<string, string>;
  sorting?: TableSorting<K>;
  /** The rows, each a `<tr>` whose first cell is its header. */
  children: ReactNode;
}

/** A staff table: on a wide screen a table, on a phone a card per row whose cells carry their column's name (staff.css). */
export function StaffTable<K extends string>({ className, children, ...head }: StaffTableProps<K>) {
  return (
    <table className={`ama-staff-table ${className}`}>
      <StaffTableHead {...head} />
      <tbody>{children}</tbody>
    </table>
  );
}
