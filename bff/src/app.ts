import compression from 'compression';
import { RECAPTCHA } from '@ama/contracts';
import express, { type Router } from 'express';
import { appointmentsRouter, type AppointmentsRouterOptions } from './appointments';
import { backofficeRouter } from './backoffice';
import { cartDiscountRouter, cartItemCount, cartRouter, createCartService, createDiscountService } from './cart';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { catalogPageStatus, catalogRouter, createCatalogService, fastListing, GZIP_THRESHOLD, ListingAnswers, productImagesRouter, type CatalogOptions } from './catalog';
import { clubMemberIdentity, clubMemberLinks, clubPageStatus, clubRouter, recordClubPurchase, type ClubRouterOptions } from './club';
import type { AppConfig } from './app-config';
import type { AppDatabase } from './db';
import { apiNotFound, apiOptions, errorHandler } from './http/errors';
import { healthRouter } from './http/health';
import { withRateLimitCounters } from './http/rate-limit';
import { recaptchaGuard } from './http/recaptcha';
import { requestLogging } from './http/request-logging';
import { searchRateLimit } from './http/search-rate-limit';
import { metricsRouter, requestMetrics } from './http/metrics';
import { corsForRemotes, dataHeaders, securityHeaders } from './http/security';
import { createLogger, type Logger } from './logger';
import { devOutboxRouter } from './mail';
import { eventsPageStatus, eventsRouter, type EventsRouterOptions } from './events';
import { markWelcomeCodeRedeemed, newsletterRouter } from './newsletter';
import { openApiRouter } from './openapi/routes';
import { documentedEndpoints } from './api-endpoints';
import { cartDiscountRedemption, createOrderService, hasEarlierOrder, ordersRouter } from './orders';
import { createPaymentProvider, type PaymentProvider } from './payment';
import { storesRouter } from './stores';
import { providePageStatus } from './web/page-status';
import { visitorCountsRouter, visitorWriteGuard } from './visitor';
import { createWishlistService, wishlistItemCount, wishlistRouter } from './wishlist';

export interface AppDeps {
  config: AppConfig;
  db: AppDatabase;
  logger?: Logger;
  /** The lead's router for /api/registry, static assets and HTML pages; it calls next() for the rest. */
  web?: Router;
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
}

/** The whole HTTP application; main.ts only adds the listening socket. Rate limits count in PostgreSQL when there is one (shared by instances). */
export const createApp = (deps: AppDeps): express.Express => withRateLimitCounters(deps.config.rateLimitStore === 'database' ? deps.db.pool : undefined, () => buildApp(deps));

function buildApp(deps: AppDeps): express.Express {
  const logger = deps.logger ?? createLogger(deps.config);
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY hops are trusted for the client IP only (rate limits per shopper, not per proxy);
  // redirects and links never read Host or X-Forwarded-* (docs/security.md): they are relative.
  app.set('trust proxy', deps.config.trustProxy);

  // Lean per-request work (docs/performance.md): a repeated catalogue listing is answered before
  // Express; otherwise one log line (debug for successful data reads), one metrics sample, constant
  // headers for data and the nonce CSP for pages only, CORS only for a request with an Origin, and
  // compression only for bodies worth it.
  const listingAnswers = new ListingAnswers({ ttlMs: deps.catalog?.cacheTtlMs, maxEntries: deps.catalog?.cacheEntries });
  const fast = fastListing({ answers: listingAnswers, headers: dataHeaders(deps.config), logger });
  const handle = (app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void }).handle.bind(app);
  (app as unknown as { handle: typeof handle }).handle = (req, res, next) => {
    if (!fast(req, res)) handle(req, res, next);
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

  app.use(healthRouter(deps.db));
  app.use(metricsRouter({ db: deps.db, token: deps.metricsToken ?? process.env.METRICS_TOKEN, isProduction: deps.config.isProduction }));
  const catalog = createCatalogService(deps.db.kysely, deps.catalog);
  // Product renders are files outside /api/ (docs/seo.md), answered before the web router's pages.
  app.use(productImagesRouter(catalog));
  // Each page's status is decided before its render, by the module that owns what the route names (docs/seo.md#statuses).
  providePageStatus(app, { ...catalogPageStatus(catalog), ...eventsPageStatus(deps.db.kysely, deps.events?.now), ...clubPageStatus(deps.config) });
  if (deps.web) app.use(deps.web);

  app.use('/api/products', searchRateLimit(deps.config.searchRateLimit));
  app.use('/api', catalogRouter(catalog, listingAnswers));
  app.use('/api', newsletterRouter({ db: deps.db, rateLimit: deps.config.newsletterRateLimit, recaptcha: deps.config }));
  app.use('/api', clubRouter({ db: deps.db, config: deps.config, now: deps.club?.now, signUpGuards: [recaptchaGuard(deps.config, RECAPTCHA.actions.clubSignUp)] }));
  app.use('/api', storesRouter({ db: deps.db, warm: deps.warmCaches ?? false }));
  // The club's answer to "whom does this member link name" for the club services; appointments never import the club.
  const clubMembers = clubMemberIdentity(deps.db.kysely, deps.config.club.linkSecret);
  app.use('/api', appointmentsRouter({ db: deps.db, config: deps.config, recaptcha: deps.config, clubMembers, ...deps.appointments }));
  app.use('/api', eventsRouter({ db: deps.db, config: deps.config, recaptcha: deps.config, ...deps.events }));
  // One guard for the cart's and the wishlist's writes: one rate-limit budget per IP for both.
  const writes = visitorWriteGuard(deps.config.cartRateLimit);
  const secureCookie = deps.config.servedOverHttps;
  app.use('/api', cartRouter({ cart: createCartService(deps.db.kysely), writes, secureCookie }));
  // The orders answer a first-purchase code's "has this e-mail ordered?" (the cart reads no orders).
  const discounts = createDiscountService(deps.db.kysely, { hasEarlierOrder });
  app.use('/api', cartDiscountRouter({ discounts, writes, attempts: deps.config.discountRateLimit, secureCookie }));
  app.use('/api', visitorCountsRouter({ cartItems: cartItemCount(deps.db.kysely), wishlistItems: wishlistItemCount(deps.db.kysely) }));
  app.use('/api', wishlistRouter({ wishlist: createWishlistService(deps.db.kysely), writes, secureCookie }));
  // Orders have their own, smaller budget per IP (card testing), behind the same JSON guard as cart writes.
  // The modules that follow an order are wired here, so orders import neither the club nor the newsletter.
  const payments = deps.payments ?? createPaymentProvider(deps.config, deps.db);
  const orders = createOrderService({
    db: deps.db.kysely,
    payments,
    redeemDiscount: cartDiscountRedemption(markWelcomeCodeRedeemed),
    onPlaced: recordClubPurchase,
  });
  app.use('/api', ordersRouter({ orders, writes: visitorWriteGuard(deps.config.orderRateLimit) }));
  // The back office (docs/backoffice.md): staff sessions, their own guards, refunds through the same provider.
  app.use(
    '/api',
    backofficeRouter({
      db: deps.db.kysely,
      settings: deps.config.backoffice,
      payments,
      secureCookie,
      now: deps.backoffice?.now ?? (() => new Date()),
      onCatalogueChanged: () => catalog.invalidate(),
      clubLinks: clubMemberLinks(deps.config, deps.club?.now),
    }),
  );
  // Off → the path falls through to the JSON 404 below, as if it did not exist.
  if (deps.config.devOutbox) app.use('/api', devOutboxRouter(deps.db));
  app.use('/api', openApiRouter(deps.config, documentedEndpoints(deps.config, { web: Boolean(deps.web) })));
  app.use('/api', apiNotFound);

  app.use(errorHandler(logger));
  return app;
}
