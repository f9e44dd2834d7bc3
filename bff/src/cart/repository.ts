import type { CartOptions } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredOptions } from './tables';

/**
 * The cart's tables. snake_case stays in this file; options travel as jsonb, compared with jsonb
 * equality (key order does not matter), so one piece in one configuration is one line.
 */

/** Options as a jsonb value, for comparing with a stored configuration. */
const asJsonb = (options: CartOptions) => sql<StoredOptions>`${JSON.stringify(options)}::jsonb`;

export interface StoredLine {
  id: string;
  sku: string;
  options: StoredOptions;
  quantity: number;
}

/** The visitor's lines in the order they were first added. */
export async function findLines(db: Kysely<Database>, visitorHash: string): Promise<StoredLine[]> {
  return db.selectFrom('cart_lines').select(['id', 'sku', 'options', 'quantity']).where('visitor_hash', '=', visitorHash).orderBy('created_at').orderBy('id').execute();
}

/** Creates the visitor's cart when it has none, and marks it changed. */
export async function openCart(db: Kysely<Database>, visitorHash: string): Promise<void> {
  await db
    .insertInto('carts')
    .values({ visitor_hash: visitorHash })
    .onConflict((conflict) => conflict.column('visitor_hash').doUpdateSet({ updated_at: sql<Date>`now()` }))
    .execute();
}

export async function touchCart(db: Kysely<Database>, visitorHash: string): Promise<void> {
  await db
    .updateTable('carts')
    .set({ updated_at: sql<Date>`now()` })
    .where('visitor_hash', '=', visitorHash)
    .execute();
}

/** The line holding this piece in this configuration, if any. */
export async function findLineFor(db: Kysely<Database>, visitorHash: string, sku: string, options: CartOptions) {
  return db
    .selectFrom('cart_lines')
    .select(['id', 'quantity'])
    .where('visitor_hash', '=', visitorHash)
    .where('sku', '=', sku)
    .where('options', '=', asJsonb(options))
    .executeTakeFirst();
}

export async function countLines(db: Kysely<Database>, visitorHash: string): Promise<number> {
  const row = await db
    .selectFrom('cart_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('visitor_hash', '=', visitorHash)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertLine(db: Kysely<Database>, visitorHash: string, sku: string, options: CartOptions, quantity: number): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values({ visitor_hash: visitorHash, sku, options: JSON.stringify(options), quantity })
    .execute();
}

/** Sets a line's quantity; false when the visitor has no such line. */
export async function setQuantity(db: Kysely<Database>, visitorHash: string, lineId: string, quantity: number): Promise<boolean> {
  const row = await db.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).where('visitor_hash', '=', visitorHash).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Removes a line; false when the visitor has no such line. */
export async function deleteLine(db: Kysely<Database>, visitorHash: string, lineId: string): Promise<boolean> {
  const row = await db.deleteFrom('cart_lines').where('id', '=', lineId).where('visitor_hash', '=', visitorHash).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** What was ordered leaves the cart, and so does its discount code (used now): in the order's transaction. */
export async function emptyCart(trx: Kysely<Database>, visitorHash: string): Promise<void> {
  await trx.deleteFrom('cart_lines').where('visitor_hash', '=', visitorHash).execute();
  await trx
    .updateTable('carts')
    .set({ discount_code: null, updated_at: sql<Date>`now()` })
    .where('visitor_hash', '=', visitorHash)
    .execute();
}
