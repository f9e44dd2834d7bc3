import { configSlice, rateLimitOf, rateLimitVariables } from '../config';

/** The newsletter's variables (docs/security.md). */
export const newsletterSettings = configSlice({
  variables: {
    /** Newsletter sign-ups per client IP and window; tests lower it to reach the 429. */
    ...rateLimitVariables('NEWSLETTER', { limit: 10, windowSeconds: 600, maxLimit: 10_000 }),
  },
  read: (env) => ({ newsletterRateLimit: rateLimitOf(env, 'NEWSLETTER') }),
});
