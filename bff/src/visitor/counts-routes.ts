import { VISITOR_PATHS, type VisitorCounts } from '@ama/contracts';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { noStoreAnswers } from '../http/errors';
import { visitorFromRequest } from './cookie';
import { noStore } from './writes';

/** The two numbers, straight from the rows: no prices, no catalogue, so it stays a small, fast read. */
async function countsOf(db: Kysely<Database>, visitorHash: string): Promise<VisitorCounts> {
  const [cart, wishlist] = await Promise.all([
    db
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
      .where('visitor_hash', '=', visitorHash)
      .executeTakeFirst(),
    db
      .selectFrom('wishlist_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('visitor_hash', '=', visitorHash)
      .executeTakeFirst(),
  ]);
  return { cartItems: Number(cart?.n ?? 0), wishlistItems: Number(wishlist?.n ?? 0) };
}

/**
 * GET /api/visitor/counts → { cartItems, wishlistItems }: what the header's badges show on every page,
 * without the cart's and the catalogue's code and without pricing a whole cart. Never cached: it is
 * the visitor's own. No cookie (or an unknown one) is an empty cart and wishlist.
 */
export function visitorCountsRouter(db: Kysely<Database>): Router {
  const router = Router();
  router.use(VISITOR_PATHS.counts, noStoreAnswers);
  router.get(VISITOR_PATHS.counts, async (req, res) => {
    const visitor = visitorFromRequest(req);
    noStore(res).json(visitor ? await countsOf(db, visitor.hash) : { cartItems: 0, wishlistItems: 0 });
  });
  return router;
}
