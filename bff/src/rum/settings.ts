import { z } from 'zod';
import { configSlice, optionalVariable, rateLimitOf, rateLimitVariables } from '../config';

/** The real-user signals' variables (docs/rum.md). */
export const rumSettings = configSlice({
  variables: {
    /**
     * The share of page views that send real-user signals (0..1): 1 = every page view, 0.1 = one in ten,
     * 0 = none (the page carries no rate and loads no beacon code).
     */
    RUM_SAMPLE_RATE: optionalVariable(z.coerce.number().min(0).max(1)).default(1),
    /** Beacons (POST /api/rum) per client IP and window: a page sends one or two per view; an office behind one address sends many. Tests lower it. */
    ...rateLimitVariables('RUM', { limit: 120, windowSeconds: 60, maxLimit: 1_000_000 }),
  },
  read: (env) => ({
    /** Handed to every page (BrowserSettings.rumSampleRate) when above 0. */
    rumSampleRate: env.RUM_SAMPLE_RATE,
    rumRateLimit: rateLimitOf(env, 'RUM'),
  }),
});
