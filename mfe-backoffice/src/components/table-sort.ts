/** A list's order: a key of the list and its direction, as aria-sort names it. */
export interface TableSort<K extends string = string> {
  key: K;
  direction: 'ascending' | 'descending';
}

/** `?sort=` as the API spells it (contracts' staff-sorting.ts): 'code' ascending, '-code' descending. */
export const sortParam = ({ key, direction }: TableSort) => (direction === 'descending' ? `-${key}` : key);

/** Reads `?sort=` against the list's keys; anything else is the list's own order (undefined). */
export function readSort<K extends string>(value: string | null, keys: readonly K[]): TableSort<K> | undefined {
  if (!value) return undefined;
  const descending = value.startsWith('-');
  const key = (descending ? value.slice(1) : value) as K;
  return keys.includes(key) ? { key, direction: descending ? 'descending' : 'ascending' } : undefined;
}

/** The order after a click on a column's header: the other way round on the sorted column, else ascending. */
export const nextSort = <K extends string>(current: TableSort<K> | undefined, key: K): TableSort<K> => ({
  key,
  direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
});
