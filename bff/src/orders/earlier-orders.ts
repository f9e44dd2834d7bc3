import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The orders of one e-mail, as a first-purchase discount code asks about them (the newsletter's 10 %
 * "off the first purchase", docs/discount-codes.md). E-mails are compared in any letter case, as the
 * club counts them (orders_email_idx is on lower(email)).
 */

/** Advisory-lock class of "the orders of one e-mail" (two-key form: this class, hashtext of the e-mail). */
const ORDER_EMAIL_LOCK_CLASS = 4_207_003;

/**
 * Whether `email` has an order other than `exceptNumber` (the order being placed, which its own
 * transaction has already written). Any order counts, whatever became of it: it was a purchase.
 */
export async function hasEarlierOrder(db: Kysely<Database>, email: string, exceptNumber: string | null): Promise<boolean> {
  let query = db
    .selectFrom('orders')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .limit(1);
  if (exceptNumber !== null) query = query.where('number', '<>', exceptNumber);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Makes the orders of one e-mail take turns until the transaction ends. Taken by every order before it
 * is written: a first-purchase code checked in one tab then sees the order another tab placed at the
 * same moment (READ COMMITTED reads it once it committed), with or without a code. Without it, an
 * order with no code would not wait for the code's row lock and both could count as "the first".
 */
export async function lockOrdersOfEmail(trx: Kysely<Database>, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ORDER_EMAIL_LOCK_CLASS}::int, hashtext(lower(${email})))`.execute(trx);
}
