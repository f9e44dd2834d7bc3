import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import { sql } from 'kysely';
import client from 'prom-client';
import type { AppDatabase } from '../db';
import { clusterMetricsFromPrimary, inClusterWorker, shareWithPrimary } from './cluster-metrics';
import { sendError } from './errors';

/**
 * Prometheus metrics (prom-client, the maintained client for Node; docs/performance.md):
 * - request rate and latency per route, labelled by the Express route *pattern* (`/api/products/:sku`),
 *   never the raw URL, so a flood of distinct URLs cannot grow the series;
 * - server-render time and fallbacks per remote (web/server-pages.ts records them);
 * - the mail outbox's backlog and failures and the PostgreSQL pool, read from the database at scrape time;
 * - Node's default process metrics.
 * Process-wide metrics live in one registry (a process has one event loop and one renderer); what needs
 * an app's database is registered per app and merged in at scrape time.
 */
export const processRegistry = new client.Registry();
client.collectDefaultMetrics({ register: processRegistry });

const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

const latency = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its response, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [processRegistry],
});

const renderTime = new client.Histogram({
  name: 'ssr_render_duration_seconds',
  help: 'Server render of a page (layout and the owning remote with its data), by owning remote.',
  labelNames: ['remote'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.45, 0.75, 1.5],
  registers: [processRegistry],
});

const renderFallbacks = new client.Counter({
  name: 'ssr_fallbacks_total',
  help: 'Page areas left to the browser (over budget, a load or render error), by remote; "page" = the whole render.',
  labelNames: ['remote'] as const,
  registers: [processRegistry],
});

/** Requests no route claimed (static files, the 404 of an unknown path) share one label. */
const UNROUTED = '(other)';

/**
 * The route pattern that answered, e.g. '/api/products/:sku'; UNROUTED when no route did. A route that
 * failed was answered by the error handler, after its router had given back its mount path (baseUrl is
 * '' again): the app mounts its API routers on '/api' only (app.ts), so that is the prefix then.
 */
function routeOf(req: Request): string {
  const pattern = req.route?.path;
  if (typeof pattern !== 'string') return UNROUTED;
  const mount = req.baseUrl || (req.originalUrl.startsWith('/api/') && !pattern.startsWith('/api') ? '/api' : '');
  return `${mount}${pattern}`;
}

/**
 * The labelled series by method, route and status, looked up once: routes are patterns and statuses a
 * few codes, so this stays small, and a request skips prom-client's label hashing.
 */
const seriesByKey = new Map<string, { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> }>();

/** Counts one answered request; the fast listing path (catalog/listing-answers.ts) calls it too. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${route} ${status}`;
  let series = seriesByKey.get(key);
  if (!series) {
    series = { count: requests.labels(method, route, String(status)), time: latency.labels(method, route) };
    seriesByKey.set(key, series);
  }
  series.count.inc();
  series.time.observe(seconds);
}

/** Per request: one timestamp and, at the end, one counter and one histogram update. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.once('finish', () => recordRequest(req.method, routeOf(req), res.statusCode, (performance.now() - started) / 1000));
  next();
};

/** A page render: `remotes` is each area's outcome ('server' | 'client'); null = the whole render failed. */
export function recordRender(owner: string | undefined, ms: number, remotes: Record<string, string> | null): void {
  renderTime.labels(owner ?? 'layout').observe(ms / 1000);
  if (remotes === null) {
    renderFallbacks.labels('page').inc();
    return;
  }
  for (const [remote, mode] of Object.entries(remotes)) if (mode !== 'server') renderFallbacks.labels(remote).inc();
}

/** A scrape while the database is down still answers: the database's series are then left out. */
const counted = <T>(query: Promise<{ rows: T[] }>): Promise<T[] | undefined> =>
  query.then(
    (result) => result.rows,
    () => undefined,
  );

/** The metrics that read an app's database, collected when scraped (a few cheap counts). */
function databaseRegistry(db: AppDatabase): client.Registry {
  const registry = new client.Registry();
  new client.Gauge({
    name: 'mail_outbox_messages',
    help: 'Mails in the outbox by status: pending (backlog, retries included), failed (given up after the last attempt), sent.',
    labelNames: ['status'] as const,
    // Every instance reads the same table: across a cluster, one reading, not the sum.
    aggregator: 'first',
    registers: [registry],
    async collect() {
      const rows = await counted(sql<{ status: string; count: number }>`select status, count(*)::int as count from outbox group by status`.execute(db.kysely));
      if (!rows) return;
      for (const status of ['pending', 'failed', 'sent']) this.labels(status).set(rows.find((row) => row.status === status)?.count ?? 0);
    },
  });
  new client.Gauge({
    name: 'mail_outbox_retrying',
    help: 'Pending mails whose delivery failed at least once (SMTP errors waiting for their next attempt).',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      const rows = await counted(sql<{ count: number }>`select count(*)::int as count from outbox where status = 'pending' and attempts > 0`.execute(db.kysely));
      if (rows) this.set(rows[0]?.count ?? 0);
    },
  });
  const pool = db.pool;
  if (pool) {
    // PostgreSQL: the pg Pool's connections. PGlite has a single connection in a worker and no pool,
    // so these series are absent there.
    new client.Gauge({
      name: 'db_pool_connections',
      // Each instance has its own pool: summed across a cluster.
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.labels('total').set(pool.totalCount);
        this.labels('idle').set(pool.idleCount);
        this.labels('waiting').set(pool.waitingCount);
      },
    });
  }
  return registry;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export interface MetricsOptions {
  db: AppDatabase;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
  /** Without a token, /metrics is served only outside production (it tells the shop's traffic to anyone). */
  isProduction: boolean;
}

/**
 * GET /metrics in Prometheus' text format. Production without METRICS_TOKEN: off. With a token, a
 * request without the right `Authorization: Bearer` gets the same JSON 404, as if there were no such
 * path (nothing to probe for). Development and tests without a token: open.
 */
export function metricsRouter(options: MetricsOptions): Router {
  const router = Router();
  const perApp = databaseRegistry(options.db);
  const clustered = inClusterWorker();
  if (clustered) shareWithPrimary([processRegistry, perApp]);
  router.get('/metrics', async (req, res) => {
    const allowed = options.token === undefined ? !options.isProduction : sameSecret(req.get('authorization') ?? '', `Bearer ${options.token}`);
    if (!allowed) return sendError(res, 404, 'NOT_FOUND', `No route for GET /metrics`);
    res.set('Cache-Control', 'no-store').type(client.Registry.PROMETHEUS_CONTENT_TYPE);
    if (!clustered) return void res.send(await client.Registry.merge([processRegistry, perApp]).metrics());
    try {
      res.send(await clusterMetricsFromPrimary());
    } catch (error) {
      // A worker being replaced can leave a scrape without its answer: the next scrape is whole again.
      req.log?.warn({ err: error }, 'cluster metrics unavailable');
      res.set('Retry-After', '5');
      sendError(res, 503, 'SERVICE_UNAVAILABLE', 'The metrics of every instance could not be gathered; try again.');
    }
  });
  return router;
}
