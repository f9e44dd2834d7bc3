import { DISCOUNT_LIMITS } from '@ama/contracts';
import { booleanFlag, configSlice, optionalVariable, rateLimitOf, rateLimitVariables } from '../config';

/** The cart's, the wishlist's and the discount codes' variables (docs/security.md, docs/discount-codes.md). */
export const cartSettings = configSlice({
  variables: {
    /** Cart and wishlist writes per client IP and window, one budget for both; generous (a shopper clicks a lot), tests lower it. */
    ...rateLimitVariables('CART', { limit: 120, windowSeconds: 60 }),
    /** Discount code attempts (PUT /api/cart/discount) per client IP and window, on top of the cart's limit; tests lower it. */
    ...rateLimitVariables('DISCOUNT', { limit: DISCOUNT_LIMITS.attemptsPerWindow, windowSeconds: DISCOUNT_LIMITS.attemptWindowSeconds }),
    /** Loads the development and e2e discount codes (AMA10, GIFT50, …; docs/discount-codes.md); on by default outside production. */
    SEED_DISCOUNT_CODES: optionalVariable(booleanFlag),
  },
  read: (env, { isProduction }) => ({
    /** Shared by the cart's and the wishlist's writes. */
    cartRateLimit: rateLimitOf(env, 'CART'),
    /** Discount code attempts, PUT /api/cart/discount only. */
    discountRateLimit: rateLimitOf(env, 'DISCOUNT'),
    // Off in production unless asked for: AMA10 is public and unlimited, a shop must not inherit it.
    seedDiscountCodes: env.SEED_DISCOUNT_CODES ?? !isProduction,
  }),
});
