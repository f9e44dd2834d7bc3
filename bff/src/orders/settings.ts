import { configSlice, rateLimitOf, rateLimitVariables } from '../config';

/** The orders' variables (docs/security.md). */
export const ordersSettings = configSlice({
  variables: {
    /** Order attempts (POST /api/orders) per client IP and window: a shopper retries a few times, a card tester many. */
    ...rateLimitVariables('ORDER', { limit: 10, windowSeconds: 600 }),
  },
  read: (env) => ({
    /** POST /api/orders only: its own budget, apart from the cart's. */
    orderRateLimit: rateLimitOf(env, 'ORDER'),
  }),
});
