import { addCartLineSchema, CART_PATHS, cartLineParamsSchema, localeQuerySchema, updateCartLineSchema } from '@ama/contracts';
import { Router, type RequestHandler, type Response } from 'express';
import { noStoreAnswers } from '../http/errors';
import { noStore, sendVisitorCookie, visitorFromRequest } from '../visitor';
import type { CartService, CartWrite } from './service';

export interface CartRouterOptions {
  cart: CartService;
  /** visitorWriteGuard(…): rate limit, JSON content type, body parser. */
  writes: RequestHandler[];
  /** Secure cookie (PUBLIC_URL is https). */
  secureCookie: boolean;
}

/**
 * The cart under /api, every answer the whole cart (contract cartSchema), never cached:
 * GET /cart, POST /cart/lines (201), PATCH and DELETE /cart/lines/:lineId, all with ?locale=xx.
 * Writes need `Content-Type: application/json`, even the DELETE without a body (visitorWriteGuard).
 * A successful write (re)sends the visitor cookie; a read never sets one.
 */
export function cartRouter({ cart, writes, secureCookie }: CartRouterOptions): Router {
  const router = Router();
  // Every answer under /cart (the discount's too), errors included: a shopper's cart is never stored.
  router.use(CART_PATHS.cart, noStoreAnswers);
  const answer = (res: Response, result: CartWrite, status = 200) => {
    sendVisitorCookie(res, result.visitor, secureCookie);
    noStore(res).status(status).json(result.cart);
  };

  router.get(CART_PATHS.cart, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    noStore(res).json(await cart.get(visitorFromRequest(req), locale));
  });

  router.post(CART_PATHS.lines, ...writes, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const input = addCartLineSchema.parse(req.body);
    answer(res, await cart.addLine(visitorFromRequest(req), input, locale), 201);
  });

  router.patch(CART_PATHS.line, ...writes, async (req, res) => {
    const { lineId } = cartLineParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    const { quantity } = updateCartLineSchema.parse(req.body);
    answer(res, await cart.updateLine(visitorFromRequest(req), lineId, quantity, locale));
  });

  router.delete(CART_PATHS.line, ...writes, async (req, res) => {
    const { lineId } = cartLineParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    answer(res, await cart.removeLine(visitorFromRequest(req), lineId, locale));
  });

  return router;
}
