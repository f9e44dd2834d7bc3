import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The order's hold on the visitor's cart (tables of migrations/003, owned by bff/src/cart).
 */

/**
 * Locks the visitor's row until the order's transaction ends, as every cart and wishlist write does
 * first (claimVisitor/touchVisitor): a cart change waits for the order, and a second order of the same
 * visitor (another key, another tab) waits and then finds the cart empty. A plain lock, no write: a
 * declined payment leaves nothing behind. false when the database does not know the visitor.
 */
export async function lockVisitor(trx: Kysely<Database>, visitorHash: string): Promise<boolean> {
  const row = await trx.selectFrom('visitors').select('token_hash').where('token_hash', '=', visitorHash).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** What was ordered leaves the cart, and so does its discount code (used now). */
export async function emptyCart(trx: Kysely<Database>, visitorHash: string): Promise<void> {
  await trx.deleteFrom('cart_lines').where('visitor_hash', '=', visitorHash).execute();
  await trx
    .updateTable('carts')
    .set({ discount_code: null, updated_at: sql<Date>`now()` })
    .where('visitor_hash', '=', visitorHash)
    .execute();
}
