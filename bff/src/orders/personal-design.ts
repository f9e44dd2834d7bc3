import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Marks the order `number` as made to the customer's own design (the club's custom design put into
 * production names it), in the caller's transaction: its pieces then refuse a return ('personal_design').
 * false when no order has that number.
 */
export async function markMadeToPersonalDesign(trx: Kysely<Database>, number: string): Promise<boolean> {
  const marked = await trx.updateTable('orders').set({ personal_design: true }).where('number', '=', number).returning('id').executeTakeFirst();
  return marked !== undefined;
}
