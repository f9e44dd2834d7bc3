import { configSlice, rateLimitOf, rateLimitVariables } from '../config';

/** The catalogue's variables (docs/security.md). */
export const catalogSettings = configSlice({
  variables: {
    /** Catalogue searches (GET /api/products?q=…) per client IP and window; the plain listing is not counted. Tests lower it. */
    ...rateLimitVariables('SEARCH', { limit: 300, windowSeconds: 60, maxLimit: 1_000_000 }),
  },
  read: (env) => ({
    /** Catalogue searches (requests with a `q`), http/search-rate-limit.ts. */
    searchRateLimit: rateLimitOf(env, 'SEARCH'),
  }),
});
