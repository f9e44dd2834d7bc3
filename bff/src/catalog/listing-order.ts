import type { ListingCursor, SortOption } from '@ama/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The listing's orders as columns, and the seek (keyset) condition that starts a page after or before a
 * product: with the indexes of migration 202611301000 the database reads only the page's rows, however
 * deep the page (docs/search.md#pages). The SKU ends every order, so the order is total and a cursor
 * names one place.
 */

export type OrderColumnName = 'p.suggested_rank' | 'p.list_price_cents' | 'p.sku';

export interface OrderColumn {
  column: OrderColumnName;
  descending: boolean;
}

const ascending = (column: OrderColumnName): OrderColumn => ({ column, descending: false });

const ORDERS: Record<SortOption, OrderColumn[]> = {
  suggested: [ascending('p.suggested_rank'), ascending('p.sku')],
  price: [ascending('p.list_price_cents'), ascending('p.suggested_rank'), ascending('p.sku')],
  // The dearest first; pieces of one price still in the shop's suggested order.
  price_desc: [{ column: 'p.list_price_cents', descending: true }, ascending('p.suggested_rank'), ascending('p.sku')],
};

export const orderColumns = (sort: SortOption): OrderColumn[] => ORDERS[sort];

/** The sort keys of a row, as its cursor carries them (the SKU apart). */
export function cursorOf(sort: SortOption, row: { sku: string; suggestedRank: number; listPriceCents: number }): ListingCursor {
  return { keys: sort === 'suggested' ? [row.suggestedRank] : [row.listPriceCents, row.suggestedRank], sku: row.sku };
}

/**
 * Rows strictly after the cursor in the order (or strictly before it, `backwards`). One row comparison
 * when every column runs the same way, which PostgreSQL answers from the index as a range; otherwise
 * the comparison spelled out, with the first column's bound repeated so the index still starts there.
 */
export function seekCondition(order: OrderColumn[], cursor: ListingCursor, backwards: boolean): RawBuilder<SqlBool> {
  const values: Array<number | string> = [...cursor.keys, cursor.sku];
  const beyond = (column: OrderColumn) => (column.descending !== backwards ? '<' : '>');
  const refs = order.map((column) => sql.ref(column.column));
  if (order.every((column) => column.descending === order[0]!.descending)) {
    return sql<SqlBool>`(${sql.join(refs)}) ${sql.raw(beyond(order[0]!))} (${sql.join(values)})`;
  }
  const branches = order.map((column, index) => {
    const equalBefore = order.slice(0, index).map((_, before) => sql`${refs[before]} = ${values[before]}`);
    return sql`(${sql.join([...equalBefore, sql`${refs[index]} ${sql.raw(beyond(column))} ${values[index]}`], sql` and `)})`;
  });
  return sql<SqlBool>`(${refs[0]} ${sql.raw(beyond(order[0]!))}= ${values[0]} and (${sql.join(branches, sql` or `)}))`;
}
