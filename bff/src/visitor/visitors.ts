import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newVisitor, type Visitor } from './token';

/**
 * The visitors table, used inside a write's transaction: the visitor and what it writes are stored
 * together or not at all, so the reload after a first "add to cart" finds the line.
 */

/** Marks a known visitor as seen; false when the database does not know it (no row is created). */
export async function touchVisitor(db: Kysely<Database>, visitor: Visitor | null): Promise<boolean> {
  if (!visitor) return false;
  const row = await db
    .updateTable('visitors')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('token_hash', '=', visitor.hash)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The visitor a write is made for: the presented one when the database knows it, otherwise a new one.
 * A well-formed but unknown token is never adopted: whoever managed to plant a cookie in the
 * shopper's browser must not know the token of the cart that follows.
 */
export async function claimVisitor(db: Kysely<Database>, presented: Visitor | null): Promise<Visitor> {
  if (presented && (await touchVisitor(db, presented))) return presented;
  const visitor = newVisitor();
  await db.insertInto('visitors').values({ token_hash: visitor.hash }).execute();
  return visitor;
}

/**
 * Locks the visitor's row until the order's transaction ends, as every cart and wishlist write does
 * first (claimVisitor/touchVisitor); the order's placement calls it in its transaction: a cart change waits for the order, and a second order of the same
 * visitor (another key, another tab) waits and then finds the cart empty. A plain lock, no write: a
 * declined payment leaves nothing behind. false when the database does not know the visitor.
 */
export async function lockVisitor(trx: Kysely<Database>, visitorHash: string): Promise<boolean> {
  const row = await trx.selectFrom('visitors').select('token_hash').where('token_hash', '=', visitorHash).forUpdate().executeTakeFirst();
  return row !== undefined;
}
