import { z } from 'zod';
import { configSlice, optionalVariable } from '../config';
import { CANARY_CHECK_MS } from './canary-guard';
import { PREVIEW_DEVELOPMENT_SECRET } from './preview-token';
import { RELEASE_RETENTION_HOURS } from './release-collection';
import { DEFAULT_CANARY_THRESHOLDS, type CanaryThresholds } from './canary-verdict';

const number = (min: number, max: number, fallback: number) => optionalVariable(z.coerce.number().min(min).max(max)).default(fallback);

/** The automatic rollback of canaries (docs/delivery.md#automatic-rollback): how often, and how much worse than live is too much. */
export const releaseSettings = configSlice({
  variables: {
    /** HMAC key of release preview links (docs/delivery.md#previews); a deployed shop without it has no previews. */
    PREVIEW_SECRET: optionalVariable(z.string().min(32, 'Expected at least 32 characters (random, e.g. openssl rand -hex 32)').max(512)),
    /** How long a replaced release stays in the store (and served) before housekeeping may remove it, in hours. */
    RELEASE_RETENTION_HOURS: number(1, 24 * 365, RELEASE_RETENTION_HOURS),
    /** How often each instance judges the canaries running, in seconds. */
    CANARY_CHECK_SECONDS: number(1, 3600, CANARY_CHECK_MS / 1000),
    /** Page views each side needs in the window (the last 10 minutes) before a canary is judged. */
    CANARY_MIN_PAGE_VIEWS: number(1, 1_000_000, DEFAULT_CANARY_THRESHOLDS.minPageViews),
    /** Errors per page view the canary may have above live's (0.02 = two more per hundred page views). */
    CANARY_ERROR_RATE_MARGIN: number(0, 1, DEFAULT_CANARY_THRESHOLDS.errorRateMargin),
    /** Load failures and fallbacks per page view the canary may have above live's. */
    CANARY_LOAD_FAILURE_RATE_MARGIN: number(0, 1, DEFAULT_CANARY_THRESHOLDS.loadFailureRateMargin),
    /** 5xx per page the canary may have above live's. */
    CANARY_SERVER_ERROR_RATE_MARGIN: number(0, 1, DEFAULT_CANARY_THRESHOLDS.serverErrorRateMargin),
    /** How much slower (p75 INP and LCP) the canary may be, as a factor (1.25 = 25 % slower). */
    CANARY_SLOWDOWN_FACTOR: number(1, 10, DEFAULT_CANARY_THRESHOLDS.slowdownFactor),
  },
  read: (env, { deployed }) => ({
    /** The key preview links are signed with; undefined = no previews (a deployed shop without PREVIEW_SECRET). */
    releaseRetentionMs: env.RELEASE_RETENTION_HOURS * 3600 * 1000,
    previewSecret: env.PREVIEW_SECRET ?? (deployed ? undefined : PREVIEW_DEVELOPMENT_SECRET),
    canary: {
      checkMs: env.CANARY_CHECK_SECONDS * 1000,
      thresholds: {
        ...DEFAULT_CANARY_THRESHOLDS,
        minPageViews: env.CANARY_MIN_PAGE_VIEWS,
        errorRateMargin: env.CANARY_ERROR_RATE_MARGIN,
        loadFailureRateMargin: env.CANARY_LOAD_FAILURE_RATE_MARGIN,
        serverErrorRateMargin: env.CANARY_SERVER_ERROR_RATE_MARGIN,
        slowdownFactor: env.CANARY_SLOWDOWN_FACTOR,
      } satisfies CanaryThresholds,
    },
  }),
});
