import { z } from 'zod';
import { configSlice, optionalVariable, rateLimitOf, rateLimitVariables } from '../config';

/**
 * Development values of the club's secrets: fixed, not random per process, so that two instances (and a
 * restart) accept the same member links. Public, hence refused for a deployed shop (see check below).
 */
export const CLUB_DEVELOPMENT_LINK_SECRET = 'development-only-club-link-secret-0123456789abcdef';
export const CLUB_DEVELOPMENT_ELITE_TOKEN = '0123456789abcdef0123456789abcdef';

const secret = () => optionalVariable(z.string().min(32, 'Expected at least 32 characters (random, e.g. openssl rand -hex 32)').max(512));

/** Club AMA's variables (docs/club.md, docs/security.md). */
export const clubSettings = configSlice({
  variables: {
    /** Club sign-ups per client IP and window, and (a budget of their own) the member page's writes; tests raise or lower it. */
    ...rateLimitVariables('CLUB', { limit: 10, windowSeconds: 600 }),
    /** HMAC-SHA256 key of the member page links (club/member-token.ts); every instance must share it. */
    CLUB_LINK_SECRET: secret(),
    /** Bearer token of the club's operator API (terminations, terms changes; docs/club.md); the API is off without it. */
    CLUB_OPERATOR_TOKEN: secret(),
    // The operator's own calls are a handful a day; the budget slows a leaked or guessed token's use.
    ...rateLimitVariables('CLUB_OPERATOR', { limit: 30, windowSeconds: 600 }),
    /** The ELITE page's path segment (/club/elite-<token>): at least 128 bits, e.g. 32 hex characters. */
    CLUB_ELITE_TOKEN: optionalVariable(z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Expected 32 to 128 characters of [A-Za-z0-9_-] (e.g. openssl rand -hex 16)')),
  },
  read: (env) => ({
    club: {
      /** Sign-ups per IP; the member page's writes have a budget of the same size of their own. */
      rateLimit: rateLimitOf(env, 'CLUB'),
      linkSecret: env.CLUB_LINK_SECRET ?? CLUB_DEVELOPMENT_LINK_SECRET,
      eliteToken: env.CLUB_ELITE_TOKEN ?? CLUB_DEVELOPMENT_ELITE_TOKEN,
      /** The operator API's bearer token; undefined = no operator API. */
      operatorToken: env.CLUB_OPERATOR_TOKEN,
      /** Operator calls per IP, counted before the token is checked (right or wrong). */
      operatorRateLimit: rateLimitOf(env, 'CLUB_OPERATOR'),
      /** True when a development value above is in use. */
      developmentSecrets: !env.CLUB_LINK_SECRET || !env.CLUB_ELITE_TOKEN,
    },
  }),
  // A deployed shop must not sign member links or open the ELITE page with the development values,
  // which are public in this repository.
  check: (env, { deployed }) =>
    Object.fromEntries(
      deployed
        ? (['CLUB_LINK_SECRET', 'CLUB_ELITE_TOKEN'] as const)
            .filter((name) => !env[name])
            .map((name) => [name, `Required in production (NODE_ENV=production with PUBLIC_URL): ${name}`])
        : [],
    ),
});

export type ClubSettings = ReturnType<typeof clubSettings.read>;
