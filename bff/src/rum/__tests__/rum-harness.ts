import express from 'express';
import client from 'prom-client';
import { RUM_API_PATH, type RumEvent } from '@ama/contracts/rum';
import { apiNotFound, errorHandler } from '../../http/errors';
import { createLogger } from '../../logger';
import type { KnownRemotes } from '../labels';
import { RumMetrics } from '../metrics';
import { rumRouter } from '../routes';
import { RumWindow } from '../window';

/** A registry as the BFF serves it, reduced to what the labels read. */
export const KNOWN: KnownRemotes = {
  remotes: [
    { name: 'mfe_catalog', routes: ['/', '/results', '/product/:sku', '/collections/:collection'] },
    { name: 'mfe_club', routes: ['/club', '/club/sign-up', '/club/elite-:token'] },
  ],
};

/** One valid event of each kind, on the product page of mfe_catalog 1.4.0 (live). */
export const owner = { remote: 'mfe_catalog', release: '1.4.0-3f9a2c1b7e0d', pageType: '/product/:sku', side: 'live' } as const;
export const EVERY_KIND: RumEvent[] = [
  { kind: 'LCP', value: 1840, ...owner },
  { kind: 'INP', value: 96, ...owner },
  { kind: 'CLS', value: 0.012, ...owner },
  { kind: 'TTFB', value: 210, ...owner },
  { kind: 'page-view', ...owner },
  { kind: 'error', name: 'TypeError', ...owner },
  { kind: 'remote-load-failure', ...owner, remote: 'mfe_club' },
  { kind: 'fallback', ...owner, remote: 'mfe_club' },
];

/**
 * The rum router in a small app of its own, with the shop's JSON 404 and error handler after it (as
 * app.ts mounts every module), its own Prometheus registry and window, and the real rate limiter.
 * `registry: null` leaves the registry out (the contract's remotes and route table).
 */
export function rumApp({ limit = 1_000, registry = KNOWN, now }: { limit?: number; registry?: KnownRemotes | null; now?: () => number } = {}) {
  const prometheus = new client.Registry();
  const metrics = new RumMetrics(prometheus);
  const window = new RumWindow({ now });
  const app = express();
  app.set('trust proxy', 1);
  app.use(rumRouter({ rateLimit: { limit, windowMs: 60_000 }, sampleRate: 0.5, registry: registry ? () => registry : undefined, metrics, window }));
  app.use('/api', apiNotFound);
  app.use(errorHandler(createLogger({ logLevel: 'silent' })));
  return { app, prometheus, metrics, window, path: RUM_API_PATH };
}

/** The value of one series in Prometheus' text, e.g. `rum_page_views_total{remote="mfe_catalog",…}`; undefined when absent. */
export async function seriesValue(prometheus: client.Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = (await prometheus.getMetricsAsJSON()).find((candidate) => candidate.name === name.replace(/_(bucket|count|sum)$/, ''));
  const wanted = Object.entries(labels);
  const value = metric?.values.find((candidate) =>
    (candidate as { metricName?: string }).metricName === undefined || (candidate as { metricName?: string }).metricName === name
      ? wanted.every(([key, expected]) => String((candidate.labels as Record<string, unknown>)[key]) === expected)
      : false,
  );
  return value?.value;
}
