import compression from 'compression';
import express, { type Router } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppointmentsRouterOptions } from './appointments';
import { GZIP_THRESHOLD, type CatalogOptions } from './catalog';
import type { ClubRouterOptions } from './club';
import type { AppConfig } from './app-config';
import type { AppDatabase } from './db';
import { apiNotFound, apiOptions, errorHandler } from './http/errors';
import { withRateLimitCounters } from './http/rate-limit';
import { requestLogging } from './http/request-logging';
import { requestMetrics } from './http/metrics';
import { corsForRemotes, securityHeaders } from './http/security';
import { createLogger, type Logger } from './logger';
import type { EventsRouterOptions } from './events';
import { setUpModules } from './modules/set-up';
import { openApiRouter } from './openapi/routes';
import { documentedEndpoints } from './api-endpoints';
import { createPaymentProvider, type PaymentProvider } from './payment';
import type { KnownRemotes } from './rum';
import { SHOP_MODULES, type ShopPorts } from './shop-modules';
import { providePageStatus } from './web/page-status';

export interface AppDeps {
  config: AppConfig;
  db: AppDatabase;
  logger?: Logger;
  /** The lead's router for /api/registry, static assets and HTML pages; it calls next() for the rest. */
  web?: Router;
  /** Whether the pages' server code has had its first load (the web router's): /readyz waits for it. */
  serverCodeLoaded?: () => boolean;
  catalog?: CatalogOptions;
  /** The payment service; PAYMENT_PROVIDER's when absent (tests pass a gateway they can inspect). */
  payments?: PaymentProvider;
  /** Read slow-to-load data (the stores' gazetteer) shortly after start: main.ts in production; never in tests, whose process outlives the app. */
  warmCaches?: boolean;
  /** Club AMA's clock (tests set the day of a sign-up or a code request). */
  club?: Pick<ClubRouterOptions, 'now'>;
  /** Appointments' clock and write budget (tests book many slots from one address). */
  appointments?: Pick<AppointmentsRouterOptions, 'now' | 'rateLimit'>;
  /** Events' clock and write budget (tests register many guests from one address). */
  events?: Pick<EventsRouterOptions, 'now' | 'rateLimit'>;
  /** The back office's clock (tests move past a lock-out or a session's end). */
  backoffice?: { now: () => Date };
  /** Bearer token for GET /metrics; METRICS_TOKEN by default (http/metrics.ts: off in production without one). */
  metricsToken?: string;
  /** The registry the web front door serves: real-user signals take its remotes and page types as labels (rum/labels.ts). */
  registry?: () => KnownRemotes;
}

/** The whole HTTP application; main.ts only adds the listening socket. Rate limits count in PostgreSQL when there is one (shared by instances). */
export const createApp = (deps: AppDeps): express.Express => withRateLimitCounters(deps.config.rateLimitStore === 'database' ? deps.db.pool : undefined, () => buildApp(deps));

/** What the modules are handed: the app's deps, with its logger and payment service settled. */
type ShopDeps = AppDeps & { logger: Logger; payments: PaymentProvider };

function buildApp(deps: AppDeps): express.Express {
  const logger = deps.logger ?? createLogger(deps.config);
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY hops are trusted for the client IP only (rate limits per shopper, not per proxy);
  // redirects and links never read Host or X-Forwarded-* (docs/security.md): they are relative.
  app.set('trust proxy', deps.config.trustProxy);

  // Every module's part of this app (shop-modules.ts lists them in mount order); nothing is mounted yet.
  // The orders and the back office share one payment service (refunds go through the provider that charged).
  const payments = deps.payments ?? createPaymentProvider(deps.config, deps.db);
  const modules = setUpModules<ShopDeps, ShopPorts>(SHOP_MODULES, { ...deps, logger, payments });

  // Lean per-request work (docs/performance.md): a repeated catalogue listing is answered before
  // Express (the modules' fast paths); otherwise one log line (debug for successful data reads), one
  // metrics sample, constant headers for data and the nonce CSP for pages only, CORS only for a
  // request with an Origin, and compression only for bodies worth it.
  const handle = (app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void }).handle.bind(app);
  (app as unknown as { handle: typeof handle }).handle = (req, res, next) => {
    if (!modules.fastPath(req, res)) handle(req, res, next);
  };
  app.use(requestLogging(logger));
  app.use(requestMetrics);
  app.use(securityHeaders(deps.config));
  app.use(corsForRemotes(deps.config));
  // OPTIONS on the API: Allow from the routes mounted below, not Express's answer from the web router's
  // catch-all page route. After CORS, which answers the configured remote origins' preflights itself.
  app.use(apiOptions(app));
  app.use(compression({ threshold: GZIP_THRESHOLD }));
  // No app-wide body parser: each route that takes a body parses it after its rate limiter (http/json-body.ts).

  // The health checks, then what a module serves outside /api/ before the web router's pages.
  modules.mountBeforeWeb(app);
  // Each page's status is decided before its render, by the module that owns what the route names (docs/seo.md#statuses).
  providePageStatus(app, modules.pageStatus);
  if (deps.web) app.use(deps.web);

  // The modules' routes under /api, each behind its own rate limiters, in list order: the limiters are
  // numbered as they are made, and the number names their counters shared by instances (http/rate-limit.ts).
  modules.mount(app);
  app.use('/api', openApiRouter(deps.config, documentedEndpoints(deps.config, { web: Boolean(deps.web) })));
  app.use('/api', apiNotFound);

  app.use(errorHandler(logger));
  return app;
}
