import { VisuallyHidden } from '@ama/shared-ui';

interface StaffTableHeadProps {
  /** The table's name for screen readers; the page's heading says it to everyone else. */
  caption: string;
  /** The first column's name: its cells are the rows' headers. */
  rowHeader: string;
  /** The other columns' names, in order; the same names label the cells when rows become cards (staff.css). */
  columns: Record<string, string>;
}

/** A staff table's caption and header row, the same for every table of the back office. */
export function StaffTableHead({ caption, rowHeader, columns }: StaffTableHeadProps) {
  return (
    <>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {Object.values(columns).map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
