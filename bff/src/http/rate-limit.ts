import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type pg from 'pg';
import { sendError } from './errors';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/** Where the limiters of the app being built count: PostgreSQL (shared by instances) or memory. */
let sharedCounters: { pool: pg.Pool; next: number } | undefined;

/**
 * Runs `build` (createApp's synchronous body) with its limiters counting in PostgreSQL when a pool is
 * given, in process memory otherwise (PGlite: one process, one budget anyway). Limiter n of one app is
 * limiter n of every other instance of it (same code, same order), so its prefix names the same budget.
 */
export function withRateLimitCounters<T>(pool: pg.Pool | undefined, build: () => T): T {
  const previous = sharedCounters;
  sharedCounters = pool ? { pool, next: 0 } : undefined;
  try {
    return build();
  } finally {
    sharedCounters = previous;
  }
}

function counterStore({ limit, windowMs }: RateLimitOptions): Store | undefined {
  if (!sharedCounters) return undefined;
  sharedCounters.next += 1;
  return new PostgresRateLimitStore(sharedCounters.pool, `rl${sharedCounters.next}:${limit}/${windowMs}`);
}

/**
 * Per-IP limit for the endpoints that write (docs/security.md): the newsletter form, the cart and the
 * wishlist. draft-7 `RateLimit` headers, and past the limit a 429 in the shop's error shape with
 * `Retry-After`. Every request counts, valid or not, so probing (which addresses are registered) is
 * slowed down as much as flooding. On PostgreSQL the count is shared by every instance of the shop
 * (withRateLimitCounters); on PGlite it is in memory. Mount it before the route's body parser
 * (http/json-body.ts): a body the parser refuses ends the request, and would otherwise never be counted.
 * One limiter is one budget: routes that share it share the count. A counter the database cannot
 * reach fails the request with 503 (http/errors.ts) rather than letting it through unlimited.
 */
export const ipRateLimit = (options: RateLimitOptions): RequestHandler => {
  const store = counterStore(options);
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (_req, res) => sendError(res, 429, 'RATE_LIMITED', 'Too many requests, please try again later'),
  });
};
