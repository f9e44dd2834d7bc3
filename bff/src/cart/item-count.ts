import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** Pieces in a visitor's cart, straight from its lines (no prices): the header's badge. */
export const cartItemCount =
  (kysely: Kysely<Database>) =>
  async (visitorHash: string): Promise<number> => {
    const row = await kysely
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
      .where('visitor_hash', '=', visitorHash)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
