import type { CartOptions } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { StoredOptions } from '../cart';
import type { Database } from '../db/schema';

/** The wishlist_items table; one entry per visitor and piece. */

export interface StoredItem {
  sku: string;
  options: StoredOptions;
  addedAt: Date;
}

/** Newest first. */
export async function findItems(db: Kysely<Database>, visitorHash: string): Promise<StoredItem[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['sku', 'options', 'added_at'])
    .where('visitor_hash', '=', visitorHash)
    .orderBy('added_at', 'desc')
    .orderBy('sku')
    .execute();
  return rows.map((row) => ({ sku: row.sku, options: row.options, addedAt: row.added_at }));
}

/** The saved options of one piece, locking the entry until the transaction ends; undefined when absent. */
export async function findItemForUpdate(db: Kysely<Database>, visitorHash: string, sku: string): Promise<StoredOptions | undefined> {
  const row = await db.selectFrom('wishlist_items').select('options').where('visitor_hash', '=', visitorHash).where('sku', '=', sku).forUpdate().executeTakeFirst();
  return row?.options;
}

/** Entries other than `sku`: what the limit counts when `sku` is saved. */
export async function countOtherItems(db: Kysely<Database>, visitorHash: string, sku: string): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('visitor_hash', '=', visitorHash)
    .where('sku', '<>', sku)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Saves the piece; saving it again replaces its options and keeps when it was first added. */
export async function upsertItem(db: Kysely<Database>, visitorHash: string, sku: string, options: CartOptions): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({ visitor_hash: visitorHash, sku, options: JSON.stringify(options) })
    .onConflict((conflict) => conflict.columns(['visitor_hash', 'sku']).doUpdateSet((eb) => ({ options: eb.ref('excluded.options') })))
    .execute();
}

/** Removes the piece; false when it was not there. */
export async function deleteItem(db: Kysely<Database>, visitorHash: string, sku: string): Promise<boolean> {
  const row = await db.deleteFrom('wishlist_items').where('visitor_hash', '=', visitorHash).where('sku', '=', sku).returning('sku').executeTakeFirst();
  return row !== undefined;
}
