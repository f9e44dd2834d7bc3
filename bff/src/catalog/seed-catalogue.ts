import { LOCALES } from '@ama/contracts';
import { sql, type Transaction } from 'kysely';
import type { AppDatabase, Database } from '../db';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import { buildProductSeed, CATEGORY_SEED, COLLECTION_SEED, OPTION_TYPE_LABELS, OPTION_VALUE_LABELS, SHAPE_SEED, TYPE_LABEL_VALUE } from '../seed';
import { insertAll, insertGeneratedProducts, insertProducts } from './seed-products';

export interface SeedResult {
  seeded: boolean;
  products: number;
}

export interface SeedOptions {
  /**
   * CATALOG_PRODUCTS (docs/performance.md#catalogue-size): this many products, the 56 real ones, then
   * generated ones. Unset: the real 56.
   */
  products?: number;
}

/**
 * Loads the catalogue in one transaction when the products table is empty. On a catalogue already
 * there it changes nothing, except that a `products` above its size adds the generated products it
 * lacks (a data folder first started with the 56 grows to N on the next start with CATALOG_PRODUCTS=N);
 * nothing is ever removed or overwritten.
 */
export async function seedCatalogue(database: AppDatabase, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await loadCatalogue(database, options);
  // The planner learns of the new rows now rather than at autovacuum's next round, which never comes for
  // the small tables of names (under its 50 changed rows): without their figures it joins a brand-size
  // catalogue in the wrong order and sorts every product for a page (docs/search.md#pages).
  if (result.seeded) await sql`analyze ${sql.join(CATALOGUE_TABLES.map((table) => sql.table(table)))}`.execute(database.kysely);
  return result;
}

const CATALOGUE_TABLES = [
  'collections',
  'collection_translations',
  'categories',
  'category_translations',
  'shapes',
  'shape_translations',
  'option_labels',
  'products',
  'product_translations',
  'product_options',
  'product_search',
  'catalog_search_lexemes',
] as const;

async function loadCatalogue(database: AppDatabase, options: SeedOptions): Promise<SeedResult> {
  return database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    // The filter counts' cells are rebuilt once, at the end, not after each of the load's statements.
    await sql`select set_config('ama.bulk_load', 'on', true)`.execute(trx);
    const existing = await trx
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (existing.count === 0) {
      const real = buildProductSeed();
      await insertReferenceData(trx);
      await insertProducts(trx, real);
      const generated = await insertGeneratedProducts(trx, real, options.products ?? real.length, new Set(real.map((product) => product.sku)));
      await refreshFacetCells(trx);
      return { seeded: true, products: real.length + generated };
    }
    if (options.products === undefined || existing.count >= options.products) return { seeded: false, products: existing.count };
    const known = new Set((await trx.selectFrom('products').select('sku').execute()).map((row) => row.sku));
    const generated = await insertGeneratedProducts(trx, buildProductSeed(), options.products, known);
    await refreshFacetCells(trx);
    return { seeded: generated > 0, products: existing.count + generated };
  });
}

/** The listing's filter counts by cell (migration 202611302330), once the load's rows are in. */
const refreshFacetCells = (trx: Transaction<Database>) => sql`select catalog_refresh_facet_cells()`.execute(trx);

/** Collections, categories, shapes and option labels, in every language. */
async function insertReferenceData(trx: Transaction<Database>) {
  await insertAll(
    trx,
    'collections',
    COLLECTION_SEED.map((collection, position) => ({ code: collection.code, position })),
  );
  await insertAll(
    trx,
    'collection_translations',
    COLLECTION_SEED.flatMap((collection) => LOCALES.map((locale) => ({ collection_code: collection.code, locale, ...collection.texts[locale] }))),
  );
  await insertAll(
    trx,
    'categories',
    CATEGORY_SEED.map((category, position) => ({ code: category.code, position })),
  );
  await insertAll(
    trx,
    'category_translations',
    CATEGORY_SEED.flatMap((category) => LOCALES.map((locale) => ({ category_code: category.code, locale, name: category.name[locale] }))),
  );
  await insertAll(
    trx,
    'shapes',
    SHAPE_SEED.map((shape, position) => ({ code: shape.code, position })),
  );
  await insertAll(
    trx,
    'shape_translations',
    SHAPE_SEED.flatMap((shape) => LOCALES.map((locale) => ({ shape_code: shape.code, locale, name: shape.name[locale], description: shape.description[locale] }))),
  );
  await insertAll(trx, 'option_labels', [
    ...Object.entries(OPTION_TYPE_LABELS).flatMap(([type, label]) => LOCALES.map((locale) => ({ option_type: type, value: TYPE_LABEL_VALUE, locale, label: label[locale] }))),
    ...OPTION_VALUE_LABELS.flatMap(({ type, value, label }) => LOCALES.map((locale) => ({ option_type: type, value, locale, label: label[locale] }))),
  ]);
}
