import { localeQuerySchema, saveWishlistItemSchema, skuParamsSchema, WISHLIST_PATHS, type MoveToCartResult } from '@ama/contracts';
import { Router, type RequestHandler } from 'express';
import { noStoreAnswers } from '../http/errors';
import { noStore, sendVisitorCookie, visitorFromRequest } from '../visitor';
import type { WishlistService } from './service';

export interface WishlistRouterOptions {
  wishlist: WishlistService;
  /** visitorWriteGuard(…), the same instance as the cart's: one budget per IP for both. */
  writes: RequestHandler[];
  secureCookie: boolean;
}

/**
 * The wishlist under /api, never cached, all with ?locale=xx: GET /wishlist; PUT /wishlist/items/:sku
 * (body optional: none means no options chosen yet); DELETE /wishlist/items/:sku (idempotent);
 * POST /wishlist/items/:sku/move-to-cart → { wishlist, cart }. Writes need
 * `Content-Type: application/json` (visitorWriteGuard) and (re)send the visitor cookie.
 */
export function wishlistRouter({ wishlist, writes, secureCookie }: WishlistRouterOptions): Router {
  const router = Router();
  // Every answer under /wishlist, errors included: a shopper's list is never stored.
  router.use(WISHLIST_PATHS.wishlist, noStoreAnswers);

  router.get(WISHLIST_PATHS.wishlist, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    noStore(res).json(await wishlist.get(visitorFromRequest(req), locale));
  });

  router.put(WISHLIST_PATHS.item, ...writes, async (req, res) => {
    const { sku } = skuParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    const { options } = saveWishlistItemSchema.parse(req.body ?? {});
    const result = await wishlist.save(visitorFromRequest(req), sku, options, locale);
    sendVisitorCookie(res, result.visitor, secureCookie);
    noStore(res).json(result.wishlist);
  });

  router.delete(WISHLIST_PATHS.item, ...writes, async (req, res) => {
    const { sku } = skuParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    const result = await wishlist.remove(visitorFromRequest(req), sku, locale);
    if (result.visitor) sendVisitorCookie(res, result.visitor, secureCookie);
    noStore(res).json(result.wishlist);
  });

  router.post(WISHLIST_PATHS.moveToCart, ...writes, async (req, res) => {
    const { sku } = skuParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    const { visitor, ...result } = await wishlist.moveToCart(visitorFromRequest(req), sku, locale);
    sendVisitorCookie(res, visitor, secureCookie);
    noStore(res).json(result satisfies MoveToCartResult);
  });

  return router;
}
