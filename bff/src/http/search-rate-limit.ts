import type { RequestHandler } from 'express';
import { ipRateLimit, type RateLimitOptions } from './rate-limit';

/** A listing request that searches: a non-blank `q` (the plain listing, filters and pages stay unlimited). */
const isSearch = (query: unknown): boolean => {
  const q = (query as { q?: unknown } | undefined)?.q;
  const values = Array.isArray(q) ? q : [q];
  return values.some((value) => typeof value === 'string' && value.trim() !== '');
};

/**
 * Per-IP budget for catalogue searches (GET /api/products?q=…), mounted on /api/products before the
 * catalogue router. Only searches count: every unique search misses the catalogue's caches and costs
 * the database a full-text query, while the plain listing is cached and must stay free (browsing, SSR).
 * Past the budget: 429, Retry-After and the shop's JSON error (ipRateLimit). The work limiter in
 * catalog/work-limit.ts bounds the whole shop's concurrent searches; this bounds one client's share.
 */
export const searchRateLimit = (options: RateLimitOptions): RequestHandler => {
  const limiter = ipRateLimit(options);
  return (req, res, next) => {
    // Mounted on '/api/products': '/' is the listing itself; '/:sku', its image and price are not searches.
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path === '/' && isSearch(req.query)) return limiter(req, res, next);
    next();
  };
};
