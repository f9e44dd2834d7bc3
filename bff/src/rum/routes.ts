import { Router } from 'express';
import { RUM_API_PATH, rumBatchSchema, type RumSide } from '@ama/contracts/rum';
import type { RateLimitSetting } from '../config';
import { processRegistry } from '../http/metrics';
import { ipRateLimit } from '../http/rate-limit';
import { beaconBody } from './body';
import { RumLabels, type KnownRemotes } from './labels';
import { RumMetrics } from './metrics';
import { RumWindow, type RumWindowCounts } from './window';

let processMetrics: RumMetrics | undefined;
/** The process's real-user series, on the registry /metrics serves (http/metrics.ts): made once, whatever the number of apps. */
export const processRumMetrics = (): RumMetrics => (processMetrics ??= new RumMetrics(processRegistry));

/** The process's sliding window (window.ts), which an automatic canary decision reads with rumWindowCounts. */
export const rumWindow = new RumWindow();

/**
 * What `remote` did on `side` over the last minutes in this process (page views, errors, load failures,
 * fallbacks, p75 INP and LCP): the figures to compare a canary with live, e.g.
 * `rumWindowCounts('mfe_catalog', 'canary')` against `rumWindowCounts('mfe_catalog', 'live')`.
 */
export const rumWindowCounts = (remote: string, side: RumSide, release?: string, window: RumWindow = rumWindow): RumWindowCounts => window.counts(remote, side, { release });

export interface RumRouterOptions {
  /** Beacons per client IP and window (RUM_RATE_LIMIT, RUM_RATE_WINDOW_SECONDS). */
  rateLimit: RateLimitSetting;
  /** RUM_SAMPLE_RATE, shown as the rum_sample_rate gauge. */
  sampleRate?: number;
  /** The registry the BFF serves: the remote names and page types taken as labels (labels.ts); the contract's otherwise. */
  registry?: () => KnownRemotes;
  /** Where the series go: the process's (/metrics) by default; tests give their own registry's. */
  metrics?: RumMetrics;
  /** The sliding window fed: the process's by default. */
  window?: RumWindow;
}

/**
 * POST /api/rum → 204: a beacon of real-user signals (docs/rum.md), counted into the Prometheus series
 * and the sliding window. The rate limiter comes first, before the body is read, so every beacon counts;
 * then the small body (beaconBody: 413, 415, 400 MALFORMED_JSON) and the contract (400 VALIDATION_FAILED:
 * the whole beacon is refused, nothing of it counted). Nothing is stored but counts.
 */
export function rumRouter(options: RumRouterOptions): Router {
  const metrics = options.metrics ?? processRumMetrics();
  const window = options.window ?? rumWindow;
  const labels = new RumLabels({ registry: options.registry, onReleaseDropped: (remote, release) => metrics.dropRelease(remote, release) });
  if (options.sampleRate !== undefined) metrics.setSampleRate(options.sampleRate);
  const router = Router();
  router.post(RUM_API_PATH, ipRateLimit(options.rateLimit), beaconBody(), (req, res) => {
    const { events } = rumBatchSchema.parse(req.body);
    for (const event of events) {
      const values = labels.of(event);
      metrics.record(event, values);
      window.record(event, values.remote, values.side);
    }
    res.status(204).end();
  });
  return router;
}
