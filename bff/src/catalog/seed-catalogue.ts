import { LOCALES } from '@ama/contracts';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { AppDatabase, Database } from '../db';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import { buildProductSeed, CATEGORY_SEED, COLLECTION_SEED, OPTION_TYPE_LABELS, OPTION_VALUE_LABELS, SHAPE_SEED, TYPE_LABEL_VALUE } from '../seed';

export interface SeedResult {
  seeded: boolean;
  products: number;
}

const CHUNK = 500;

async function insertAll<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Reference rows may already exist (products were emptied by hand): keep what is there.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Loads the catalogue in one transaction when the products table is empty; otherwise does nothing. */
export async function seedCatalogue(database: AppDatabase): Promise<SeedResult> {
  return database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    const existing = await trx
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (existing.count > 0) return { seeded: false, products: existing.count };

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

    const products = buildProductSeed();
    await insertAll(
      trx,
      'products',
      products.map((product) => ({
        sku: product.sku,
        category_code: product.category,
        collection_code: product.collection,
        shape_code: product.shape,
        list_price_cents: product.listPriceCents,
        default_gold: product.defaultGold,
        available: product.available,
        shipment_working_days: product.shipmentWorkingDays,
        suggested_rank: product.suggestedRank,
      })),
    );
    await insertAll(
      trx,
      'product_translations',
      products.flatMap((product) => LOCALES.map((locale) => ({ sku: product.sku, locale, ...product.texts[locale] }))),
    );
    await insertAll(
      trx,
      'product_options',
      products.flatMap((product) =>
        product.options.map((option) => ({
          sku: product.sku,
          option_type: option.type,
          value: option.value,
          price_delta_cents: option.priceDeltaCents,
          is_default: option.isDefault,
          max_length: option.maxLength,
          position: option.position,
        })),
      ),
    );
    await insertAll(
      trx,
      'product_suggestions',
      products.flatMap((product) => product.suggestions.map((suggested, position) => ({ sku: product.sku, suggested_sku: suggested, position }))),
    );
    return { seeded: true, products: products.length };
  });
}
