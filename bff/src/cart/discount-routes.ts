import { applyDiscountSchema, CART_PATHS, localeQuerySchema } from '@ama/contracts';
import { Router, type RequestHandler, type Response } from 'express';
import { noStoreAnswers } from '../http/errors';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';
import { noStore, sendVisitorCookie, visitorFromRequest } from '../visitor';
import type { DiscountService, DiscountWrite } from './discount-service';

export interface CartDiscountRouterOptions {
  discounts: DiscountService;
  /** visitorWriteGuard(…): the cart's rate limit, JSON content type, body parser. */
  writes: RequestHandler[];
  /** Code attempts per IP (DISCOUNT_RATE_LIMIT per DISCOUNT_RATE_WINDOW_SECONDS), for PUT only. */
  attempts: RateLimitOptions;
  /** Secure cookie (PUBLIC_URL is https). */
  secureCookie: boolean;
}

/**
 * The cart's discount code under /api, every answer the whole cart (contract cartSchema), never cached:
 * PUT /cart/discount {code} → 200 with the code applied, or 400 INVALID_DISCOUNT_CODE with
 * `fields.code` one of DISCOUNT_PROBLEMS (the cart keeps its previous code); 400 VALIDATION_FAILED
 * `fields.lines: 'empty'` when the cart has no lines. DELETE /cart/discount → 200 without a code.
 * PUT passes its own, much stricter per-IP limit first: every attempt counts, accepted or refused,
 * so guessing codes costs as much as trying them (a shop code is a word, unlike the newsletter's 80
 * random bits). It comes before the body parser, so a malformed attempt counts too.
 */
export function cartDiscountRouter({ discounts, writes, attempts, secureCookie }: CartDiscountRouterOptions): Router {
  const router = Router();
  // Every answer, errors and 429s included (cartRouter marks the same path; this router may be mounted alone).
  router.use(CART_PATHS.discount, noStoreAnswers);
  const answer = (res: Response, result: DiscountWrite) => {
    if (result.visitor) sendVisitorCookie(res, result.visitor, secureCookie);
    noStore(res).json(result.cart);
  };

  router.put(CART_PATHS.discount, ipRateLimit(attempts), ...writes, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    const input = applyDiscountSchema.parse(req.body);
    answer(res, await discounts.apply(visitorFromRequest(req), input, locale));
  });

  router.delete(CART_PATHS.discount, ...writes, async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    answer(res, await discounts.remove(visitorFromRequest(req), locale));
  });

  return router;
}
