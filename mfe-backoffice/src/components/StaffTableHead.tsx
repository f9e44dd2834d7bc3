import { VisuallyHidden } from '@ama/shared-ui';
import { SortButton } from './SortButton';
import { nextSort, type TableSort } from './table-sort';

/** The columns a list may be sorted by, and how it is sorted now. */
export interface TableSorting<K extends string = string> {
  /** The sort key of each sortable column, by the column's id in `columns`. */
  keys: Partial<Record<string, K>>;
  /** Undefined: the list's own order, which no column names (events: upcoming first, then past). */
  sort?: TableSort<K>;
  onSort: (next: TableSort<K>) => void;
}

interface StaffTableHeadProps<K extends string> {
  /** The table's name for screen readers; the page's heading says it to everyone else. */
  caption: string;
  /**
   * The columns' names by their ids, in order: the first column's cells are the rows' headers; the same
   * names label the other cells when rows become cards (staff.css).
   */
  columns: Record<string, string>;
  sorting?: TableSorting<K>;
}

/** A staff table's caption and header row, the same for every table of the back office; sortable columns get a button. */
export function StaffTableHead<K extends string>({ caption, columns, sorting }: StaffTableHeadProps<K>) {
  const header = (id: string, name: string) => {
    const key = sorting?.keys[id];
    if (!sorting || !key) {
      return (
        <th key={id} scope="col">
          {name}
        </th>
      );
    }
    const direction = sorting.sort?.key === key ? sorting.sort.direction : undefined;
    return (
      <th key={id} scope="col" aria-sort={direction ?? 'none'}>
        <SortButton label={name} direction={direction} onSort={() => sorting.onSort(nextSort(sorting.sort, key))} />
      </th>
    );
  };
  return (
    <>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>{Object.entries(columns).map(([id, name]) => header(id, name))}</tr>
      </thead>
    </>
  );
}
