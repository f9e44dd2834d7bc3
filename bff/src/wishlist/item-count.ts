import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** Pieces in a visitor's wishlist: the header's badge. */
export const wishlistItemCount =
  (kysely: Kysely<Database>) =>
  async (visitorHash: string): Promise<number> => {
    const row = await kysely
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('visitor_hash', '=', visitorHash)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
