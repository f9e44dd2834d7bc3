import { VISITOR_PATHS, type VisitorCounts } from '@ama/contracts';
import { Router } from 'express';
import { noStoreAnswers } from '../http/errors';
import { visitorFromRequest } from './cookie';
import { noStore } from './writes';

/** A count of the visitor's, by the hash of their cookie token. */
export type VisitorCount = (visitorHash: string) => Promise<number>;

export interface VisitorCountsOptions {
  /** Pieces in the cart (the cart's module: cartItemCount). */
  cartItems: VisitorCount;
  /** Pieces in the wishlist (the wishlist's module: wishlistItemCount). */
  wishlistItems: VisitorCount;
}

/**
 * GET /api/visitor/counts → { cartItems, wishlistItems }: what the header's badges show on every page,
 * two small reads of the rows (no prices, no catalogue), each from its own module, handed over where
 * the app is assembled (visitor is below the cart and the wishlist, so it cannot import them). Never cached: it is
 * the visitor's own. No cookie (or an unknown one) is an empty cart and wishlist.
 */
export function visitorCountsRouter({ cartItems, wishlistItems }: VisitorCountsOptions): Router {
  const router = Router();
  router.use(VISITOR_PATHS.counts, noStoreAnswers);
  router.get(VISITOR_PATHS.counts, async (req, res) => {
    const visitor = visitorFromRequest(req);
    if (!visitor) return void noStore(res).json({ cartItems: 0, wishlistItems: 0 } satisfies VisitorCounts);
    // The two reads at once, as before they moved to their modules: every page's header asks.
    const [cart, wishlist] = await Promise.all([cartItems(visitor.hash), wishlistItems(visitor.hash)]);
    noStore(res).json({ cartItems: cart, wishlistItems: wishlist } satisfies VisitorCounts);
  });
  return router;
}
