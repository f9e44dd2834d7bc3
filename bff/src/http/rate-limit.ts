import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sendError } from './errors';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/**
 * Per-IP limit for the endpoints that write (DESIGN §7): the newsletter form, the cart and the
 * wishlist. draft-7 `RateLimit` headers, and past the limit a 429 in the shop's error shape with
 * `Retry-After`. Every request counts, valid or not, so probing (which addresses are registered) is
 * slowed down as much as flooding. The store is in memory: per instance. Mount it before the route's
 * body parser (http/json-body.ts): a body the parser refuses ends the request, and would otherwise
 * never be counted. One instance is one budget: routes that share it share the count.
 */
export const ipRateLimit = ({ limit, windowMs }: RateLimitOptions): RequestHandler =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, 'RATE_LIMITED', 'Too many requests, please try again later'),
  });
