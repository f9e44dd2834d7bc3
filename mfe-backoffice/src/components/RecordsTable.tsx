import type { ReactNode } from 'react';
import { LocaleLink } from '@ama/platform';
import { StaffTable } from './StaffTable';

interface RecordsTableProps<Row extends { id: string }> {
  /** The area's own class for the table ('ama-staff-club-loans'), beside the shared one. */
  className: string;
  caption: string;
  /** The columns' names by their ids, in order (useColumnNames); the first names the rows' headers. */
  columns: Record<string, string>;
  /** The records, in the order shown (the API's: none is sorted here). */
  rows: readonly Row[];
  /** A record's header cell (RowTitle: a link to its page). */
  title: (row: Row) => ReactNode;
  /** A record's other cells, by their column's id, in the columns' order. */
  cells: (row: Row) => Record<string, ReactNode>;
}

/**
 * A StaffTable of records known by an id (the loans, the personalisations, the designs), a row each:
 * its header cell, then its cells, each carrying its column's name for the card a row becomes on a
 * phone (staff.css).
 */
export function RecordsTable<Row extends { id: string }>({ rows, title, cells, ...table }: RecordsTableProps<Row>) {
  return (
    <StaffTable {...table}>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">{title(row)}</th>
          {Object.entries(cells(row)).map(([id, cell]) => (
            <td key={id} data-label={table.columns[id]}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </StaffTable>
  );
}

interface RowTitleProps {
  /** The record's page. */
  to: string;
  /** The area's class for the link (a block, so that the second line goes under it). */
  className: string;
  /** Its second line, under the link: the e-mail of the person named. */
  secondary: string;
  children: ReactNode;
}

/** A row's header: the record's name (a member's, a customer's) as a link to its page, the e-mail under it. */
export const RowTitle = ({ to, className, secondary, children }: RowTitleProps) => (
  <>
    <LocaleLink to={to} className={className}>
      {children}
    </LocaleLink>
    <span className="ama-staff__secondary">{secondary}</span>
  </>
);
