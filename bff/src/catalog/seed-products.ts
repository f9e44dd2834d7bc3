import { LOCALES } from '@ama/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db';
import { generatedProducts, type ProductSeed } from '../seed';

/** Rows per INSERT: one statement of a few thousand parameters, well below PostgreSQL's 65,535. */
const CHUNK = 500;

/** Generated products built and inserted together: the memory a load needs stays the same at any N. */
const GENERATED_BATCH = 500;

export async function insertAll<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Reference rows may already exist (products were emptied by hand): keep what is there.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/**
 * The products with their options, texts and suggestions, in multi-row INSERTs. The options go in
 * before the texts: the search triggers (migrations/202611290720_catalog_search.sql) rebuild a
 * product's search documents on each insert into either table, and this way the options' insert finds
 * no texts yet (next to no work) and the texts' insert builds every document once, gold colours in.
 */
export async function insertProducts(trx: Transaction<Database>, products: readonly ProductSeed[]) {
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
    'product_translations',
    products.flatMap((product) => LOCALES.map((locale) => ({ sku: product.sku, locale, ...product.texts[locale] }))),
  );
  await insertAll(
    trx,
    'product_suggestions',
    products.flatMap((product) => product.suggestions.map((suggested, position) => ({ sku: product.sku, suggested_sku: suggested, position }))),
  );
}

/**
 * The generated products at positions `real.length` to `count` that `known` (the SKUs in the table)
 * lacks, a batch at a time; returns how many went in. Their suggestions name real products, and one
 * that is not in the table (removed by hand) is left out rather than break the foreign key.
 */
export async function insertGeneratedProducts(trx: Transaction<Database>, real: readonly ProductSeed[], count: number, known: ReadonlySet<string>): Promise<number> {
  let added = 0;
  for (let from = real.length; from < count; from += GENERATED_BATCH) {
    const batch = generatedProducts(from, Math.min(count, from + GENERATED_BATCH), real).filter((product) => !known.has(product.sku));
    for (const product of batch) product.suggestions = product.suggestions.filter((sku) => known.has(sku));
    await insertProducts(trx, batch);
    added += batch.length;
  }
  return added;
}
