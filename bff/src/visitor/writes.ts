import type { RequestHandler, Response } from 'express';
import { jsonBody, requireJsonContentType } from '../http/json-body';
import { ipRateLimit, type RateLimitOptions } from '../http/rate-limit';

/**
 * What stands in front of every cart and wishlist write, in this order: the per-IP limiter (first, so
 * every request counts, refused ones included), the JSON content type (the cross-site guard, see
 * requireJsonContentType), then the body parser. Built once per app, so the cart and the wishlist
 * share one budget per IP.
 */
export const visitorWriteGuard = (rateLimit: RateLimitOptions): RequestHandler[] => [ipRateLimit(rateLimit), requireJsonContentType, jsonBody()];

/** A visitor's cart or wishlist is theirs alone: no shared cache may keep it, nor the browser reuse it. */
export const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
