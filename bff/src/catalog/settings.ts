import { z } from 'zod';
import { configSlice, optionalVariable, rateLimitOf, rateLimitVariables } from '../config';
import { CATALOGUE_SIZE } from '../seed';

const { min, max } = CATALOGUE_SIZE;
const productCount = z.coerce
  .number({ error: `Expected a whole number of products, ${min} to ${max}` })
  .int(`Expected a whole number of products, ${min} to ${max}`)
  .min(min, `Expected at least ${min}: the real catalogue always comes first`)
  .max(max, `Expected at most ${max}`);

/** The catalogue's variables (docs/security.md). */
export const catalogSettings = configSlice({
  variables: {
    /** Catalogue searches (GET /api/products?q=…) per client IP and window; the plain listing is not counted. Tests lower it. */
    ...rateLimitVariables('SEARCH', { limit: 300, windowSeconds: 60, maxLimit: 1_000_000 }),
    /**
     * The catalogue's size for measuring (docs/performance.md#catalogue-size): the 56 real products, then
     * generated ones up to this many, loaded at start. Unset: the 56.
     */
    CATALOG_PRODUCTS: optionalVariable(productCount),
  },
  read: (env) => ({
    /** Catalogue searches (requests with a `q`), http/search-rate-limit.ts. */
    searchRateLimit: rateLimitOf(env, 'SEARCH'),
    /** Products the seeding brings the catalogue to (ready-database.ts); undefined: the real 56. */
    catalogProducts: env.CATALOG_PRODUCTS,
  }),
});
