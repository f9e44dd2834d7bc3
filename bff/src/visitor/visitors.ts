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
