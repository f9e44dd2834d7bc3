import { readStaffSort, STAFF_LIMITS, type Locale, type StaffProduct, type StaffProductList, type StaffProductsQuery } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** LIKE's own characters in a search, taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const productsIn = (db: Kysely<Database>, locale: Locale) =>
  db
    .selectFrom('products as p')
    .innerJoin('product_translations as t', (join) => join.onRef('t.sku', '=', 'p.sku').on('t.locale', '=', locale))
    .innerJoin('collection_translations as c', (join) => join.onRef('c.collection_code', '=', 'p.collection_code').on('c.locale', '=', locale));

/**
 * The list's orders (contracts' STAFF_PRODUCT_SORT_KEYS) as expressions, the names as the page's
 * language reads them; the SKU breaks ties, so a page is a slice of one order.
 */
const SORT_EXPRESSIONS = {
  sku: sql`p.sku`,
  name: sql`lower(t.name)`,
  collection: sql`lower(c.name)`,
  price: sql`p.list_price_cents`,
  // Ascending: on sale first (false sorts before true), as the filter names them.
  available: sql`not p.available`,
} as const;

const toStaffProduct = (row: { sku: string; name: string; collection: string; list_price_cents: number; available: boolean }): StaffProduct => ({
  sku: row.sku,
  name: row.name,
  collection: row.collection,
  listPriceCents: row.list_price_cents,
  available: row.available,
});

/**
 * The catalogue for the back office (docs/backoffice.md): every product, available or not, by SKU
 * unless sorted otherwise, a page at a time.
 */
export async function listStaffProducts(db: Kysely<Database>, query: StaffProductsQuery, locale: Locale): Promise<StaffProductList> {
  const pageSize = STAFF_LIMITS.productsPageSize;
  const { key, descending } = readStaffSort(query.sort ?? 'sku');
  let filtered = productsIn(db, locale);
  if (query.available) filtered = filtered.where('p.available', '=', query.available === 'true');
  if (query.q) {
    const pattern = `%${likeLiteral(query.q.toLowerCase())}%`;
    filtered = filtered.where((eb) => eb.or([eb(eb.fn('lower', ['p.sku']), 'like', pattern), eb(eb.fn('lower', ['t.name']), 'like', pattern)]));
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<string>`count(*)::bigint`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .select(['p.sku', 't.name', 'c.name as collection', 'p.list_price_cents', 'p.available'])
      .orderBy(SORT_EXPRESSIONS[key], descending ? 'desc' : 'asc')
      .orderBy('p.sku')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
  ]);
  return { products: rows.map(toStaffProduct), page: query.page, pageSize, total: Number(total) };
}

/**
 * Takes a product off sale or puts it back (docs/backoffice.md). Unavailable, it leaves the listings and
 * a cart that holds it says "The product is no longer available" and refuses the checkout (the cart and
 * the orders read `available` on every call). The caller clears the catalogue's caches. null: no such SKU.
 */
export async function setProductAvailability(db: Kysely<Database>, sku: string, available: boolean, locale: Locale): Promise<StaffProduct | null> {
  const updated = await db.updateTable('products').set({ available }).where('sku', '=', sku).returning('sku').executeTakeFirst();
  if (!updated) return null;
  const row = await productsIn(db, locale)
    .select(['p.sku', 't.name', 'c.name as collection', 'p.list_price_cents', 'p.available'])
    .where('p.sku', '=', sku)
    .executeTakeFirstOrThrow();
  return toStaffProduct(row);
}
