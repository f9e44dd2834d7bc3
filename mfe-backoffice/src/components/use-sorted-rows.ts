import { useState } from 'react';
import type { TableSort } from './table-sort';

/** How two rows compare by one column: negative when `a` comes first in ascending order. */
export type RowCompare<T> = (a: T, b: T) => number;

/**
 * A list the page holds whole (a day's appointments, the events), sorted in the browser by the column
 * the staff member chose, for as long as the page is open; until then, in the order the API gave.
 * Equal rows keep that order (Array.prototype.sort is stable). Sorted on each render: these lists are
 * a few dozen rows.
 */
export function useSortedRows<T, K extends string>(rows: readonly T[], compare: Record<K, RowCompare<T>>) {
  const [sort, setSort] = useState<TableSort<K>>();
  const sign = sort?.direction === 'descending' ? -1 : 1;
  const sorted = sort ? [...rows].sort((a, b) => sign * compare[sort.key](a, b)) : rows;
  return { rows: sorted, sort, onSort: setSort };
}

/** Text as the page's language sorts it (accents, case, numbers in names), for a column of names. */
export const textCompare = (locale: string) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare;
