import type { ProductListQuery } from '@ama/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { cursorOf, orderColumns, seekCondition } from './listing-order';
import { countGroups, FACET_DIMENSIONS, type FacetGroup } from './facet-groups';
import { findProductRowsInOrder, type FacetDimension, type FacetRows, type ProductPage } from './repository';
import { searchQuery, searchTerms } from './search';

/**
 * A listing with a search text, in one statement over its matches (docs/search.md#speed): the matches
 * are read once from the page language's documents, which carry the product's filter and sort columns,
 * and kept (a materialised CTE); the page and the counts of every filter are computed from them.
 * A broad search at a brand-size catalogue matches tens of thousands of pieces, and reading them is
 * the whole cost: before, the count, the page and each of five filter counts read them again.
 */

/** Each filter of the query as a condition on a match (`p`); a dimension without a filter is true. */
function filterConditions(query: ProductListQuery): Record<FacetDimension, RawBuilder<SqlBool>> {
  const oneOf = (column: string, values: readonly string[] | undefined) => (values ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})` : sql<SqlBool>`true`);
  const prices = [
    ...(query.minPrice !== undefined ? [sql`p.list_price_cents >= ${query.minPrice}`] : []),
    ...(query.maxPrice !== undefined ? [sql`p.list_price_cents <= ${query.maxPrice}`] : []),
  ];
  return {
    category: oneOf('p.category_code', query.category),
    collection: oneOf('p.collection_code', query.collection),
    shape: oneOf('p.shape_code', query.shape),
    gold: query.gold ? sql<SqlBool>`p.golds && array[${sql.join(query.gold)}]::text[]` : sql<SqlBool>`true`,
    price: prices.length > 0 ? sql<SqlBool>`(${sql.join(prices, sql` and `)})` : sql<SqlBool>`true`,
  };
}

/** The page's order over the matches `p`, or its reverse (a page read backwards from a cursor). */
function pageOrder(query: ProductListQuery, backwards = false): RawBuilder<unknown> {
  // The best match first (a term in the name outweighs one in the collection); ties in the suggested order.
  if (query.sort === 'suggested') return sql`p.relevance desc, p.suggested_rank, p.sku`;
  return sql.join(orderColumns(query.sort).map(({ column, descending }) => sql`${sql.ref(column)} ${sql.raw(descending !== backwards ? 'desc' : 'asc')}`));
}

/**
 * One page of a search's results with its total and its filter counts. The database counts the matches
 * by combination of category, collection, shape, gold colours and price filter (a few dozen groups
 * however many matches), and the filter counts are sums of those groups (countGroups): one pass over the
 * matches for every count, where a count per choice was one more pass each.
 */
export async function findSearchListing(db: Kysely<Database>, query: ProductListQuery): Promise<{ page: ProductPage; facets: FacetRows }> {
  const terms = searchTerms(query.q);
  const tsquery = searchQuery(terms, query.locale);
  const conditions = filterConditions(query);
  const byRelevance = query.sort === 'suggested';
  // A search by relevance pages by number; in a price order a cursor starts the page (listing-order.ts).
  const cursor = byRelevance ? undefined : (query.after ?? query.before);
  const backwards = cursor !== undefined && query.before !== undefined;
  const seek = cursor ? sql`and ${seekCondition(orderColumns(query.sort), cursor, backwards)}` : sql``;
  const skipped = cursor ? 0 : (query.page - 1) * query.pageSize;
  const { rows: groups } = await sql<FacetGroup & { skus: string[] | null }>`
    with m as materialized (
      select p.sku, p.category_code, p.collection_code, p.shape_code, p.list_price_cents, p.suggested_rank, p.golds,
             ${byRelevance ? sql`ts_rank(p.ranking, ${tsquery})` : sql`0`} as relevance
        from product_search as p
       where p.locale = ${query.locale}
         and (p.document @@ ${tsquery} or p.sku = ${terms.join(' ').toUpperCase()})
         ${query.available !== undefined ? sql`and p.available = ${query.available}` : sql``}
    )
    select p.category_code, p.collection_code, p.shape_code, p.golds, ${conditions.price} as in_price, count(*)::int as count,
           min(p.list_price_cents) as price_min, max(p.list_price_cents) as price_max,
           -- The page, computed once and repeated on every group's row.
           (select array_agg(p.sku order by ${pageOrder(query)})
              from (select p.sku, p.relevance, p.suggested_rank, p.list_price_cents from m as p
                     where ${sql.join(
                       FACET_DIMENSIONS.map((dimension) => conditions[dimension]),
                       sql` and `,
                     )} ${seek}
                     order by ${pageOrder(query, backwards)} limit ${query.pageSize} offset ${skipped}) as p) as skus
      from m as p
     group by p.category_code, p.collection_code, p.shape_code, p.golds, in_price`.execute(db);
  const counted = countGroups(query, groups);
  return { page: await pageOf(db, query, counted.total, groups[0]?.skus ?? []), facets: counted.facets };
}

/** The page's products in its order, with the cursors of its neighbours in a price order. */
async function pageOf(db: Kysely<Database>, query: ProductListQuery, total: number, skus: readonly string[]): Promise<ProductPage> {
  const rows = await findProductRowsInOrder(db, skus, query.locale);
  if (query.sort === 'suggested') return { rows, total };
  const pageCount = Math.ceil(total / query.pageSize);
  const cursorAt = (row: (typeof rows)[number] | undefined) => row && cursorOf(query.sort, row);
  return {
    rows,
    total,
    cursors: { before: query.page > 1 ? cursorAt(rows[0]) : undefined, after: query.page < pageCount ? cursorAt(rows.at(-1)) : undefined },
  };
}
