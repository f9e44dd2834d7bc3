import { appointmentsModule } from './appointments';
import { backofficeModule } from './backoffice';
import { cartModule } from './cart';
import { catalogModule } from './catalog';
import { clubModule } from './club';
import type { CoreConfig } from './config';
import { eventsModule } from './events';
import { healthRouter } from './http/health';
import { metricsRouter } from './http/metrics';
import { healthEndpoints } from './http/openapi';
import { devOutboxEndpoints, devOutboxRouter } from './mail';
import type { ModuleDeps, PortsOf, ShopModule } from './modules/shop-module';
import { newsletterModule } from './newsletter';
import { ordersModule } from './orders';
import { rumModule } from './rum';
import { storesModule } from './stores';
import { visitorModule } from './visitor';
import { wishlistModule } from './wishlist';

/** The load balancer's and the operator's endpoints, first and outside /api (the platform's). */
const healthModule: ShopModule<ModuleDeps<Pick<CoreConfig, 'isProduction'>> & { metricsToken?: string; serverCodeLoaded?: () => boolean }> = {
  name: 'health',
  endpoints: healthEndpoints,
  setUp: ({ db, config, metricsToken, serverCodeLoaded }) => ({
    mountBeforeWeb(app) {
      app.use(healthRouter(db, serverCodeLoaded));
      app.use(metricsRouter({ db, token: metricsToken ?? process.env.METRICS_TOKEN, isProduction: config.isProduction }));
    },
  }),
};

/** The development outbox, after every module's routes (the platform's). */
const devOutboxModule: ShopModule<ModuleDeps<CoreConfig>> = {
  name: 'dev-outbox',
  endpoints: devOutboxEndpoints,
  setUp: ({ db, config }) => ({
    mount(app) {
      // Off → the path falls through to the JSON 404 after it, as if it did not exist.
      if (config.devOutbox) app.use('/api', devOutboxRouter(db));
    },
  }),
};

/**
 * The shop's modules, in mount order: app.ts mounts them (each stage in this order: fast paths, routes
 * before the web front door, page statuses, then the API's routes after the web router) and
 * api-endpoints.ts documents their endpoints in the same order. A module brings its own definition
 * (`<module>Module`, exported by its index.ts): a new module is one line here; a new endpoint, route or
 * port of an existing one changes only its own folder (docs/architecture.md, "The BFF's modules").
 */
export const SHOP_MODULES = [
  healthModule,
  catalogModule,
  newsletterModule,
  clubModule,
  storesModule,
  appointmentsModule,
  eventsModule,
  cartModule,
  visitorModule,
  wishlistModule,
  ordersModule,
  backofficeModule,
  // Last of the modules with a rate limiter: the limiters' order names the counters instances share.
  rumModule,
  devOutboxModule,
] as const;

/**
 * The ports the modules answer each other, by name (their `Provides`): app.ts sets the modules up with
 * these, so TypeScript checks that each port a module reads is provided, with the type it reads.
 */
export type ShopPorts = PortsOf<typeof SHOP_MODULES>;
