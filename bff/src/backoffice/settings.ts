import { configSlice, optionalVariable, rateLimitOf, rateLimitVariables } from '../config';
import { z } from 'zod';

const minutes = (max: number, fallback: number) => optionalVariable(z.coerce.number().int().min(1).max(max)).default(fallback);

/** The back office's variables (docs/backoffice.md). */
export const backofficeSettings = configSlice({
  variables: {
    /** Sign-in attempts per client IP and window, right or wrong: slows guessing across accounts. */
    ...rateLimitVariables('STAFF_SIGN_IN', { limit: 20, windowSeconds: 15 * 60 }),
    /** Every other staff call per client IP and window: generous, a busy day has many clicks. */
    ...rateLimitVariables('STAFF_API', { limit: 600, windowSeconds: 60 }),
    /** Wrong passwords in a row that lock an account… */
    STAFF_LOCKOUT_ATTEMPTS: optionalVariable(z.coerce.number().int().min(1).max(100)).default(5),
    /** …for this many minutes (a right password does not open it meanwhile). */
    STAFF_LOCKOUT_MINUTES: minutes(24 * 60, 15),
    /** A session unused this long ends. */
    STAFF_SESSION_IDLE_MINUTES: minutes(24 * 60, 120),
    /** A session ends this long after its sign-in, however busy. */
    STAFF_SESSION_MAX_HOURS: optionalVariable(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 7),
    ).default(12),
  },
  read: (env) => ({
    backoffice: {
      signInRateLimit: rateLimitOf(env, 'STAFF_SIGN_IN'),
      apiRateLimit: rateLimitOf(env, 'STAFF_API'),
      lockout: { attempts: env.STAFF_LOCKOUT_ATTEMPTS, durationMs: env.STAFF_LOCKOUT_MINUTES * 60_000 },
      session: { idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000, maxAgeMs: env.STAFF_SESSION_MAX_HOURS * 3_600_000 },
    },
  }),
});

export type BackofficeSettings = ReturnType<(typeof backofficeSettings)['read']>;
