import type { CoreConfig } from '../config';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import type { PaymentProvider } from '../payment';
import { backofficeEndpoints } from './openapi';
import { backofficeRouter, type BackofficeRouterOptions } from './routes';
import type { BackofficeSettings } from './settings';

type BackofficeDeps = ModuleDeps<Pick<CoreConfig, 'servedOverHttps'> & BackofficeSettings> & {
  /** Refunds go through the shop's payment service. */
  payments: PaymentProvider;
  /** The back office's clock (tests move past a lock-out or a session's end). */
  backoffice?: { now: () => Date };
};

/** What the back office reads of the modules whose data it changes without importing them for it. */
export type BackofficeNeeds = Pick<BackofficeRouterOptions, 'onCatalogueChanged' | 'clubLinks' | 'designLinks' | 'eventPageUrl'>;

/** The back office (docs/backoffice.md): staff sessions, their own guards, refunds through the same provider. */
export const backofficeModule: ShopModule<BackofficeDeps, BackofficeNeeds> = {
  name: 'backoffice',
  endpoints: backofficeEndpoints,
  setUp: ({ db, config, payments, backoffice }) => ({
    mount(app, { onCatalogueChanged, clubLinks, designLinks, eventPageUrl }) {
      app.use(
        '/api',
        backofficeRouter({
          db: db.kysely,
          settings: config.backoffice,
          payments,
          secureCookie: config.servedOverHttps,
          now: backoffice?.now ?? (() => new Date()),
          onCatalogueChanged,
          clubLinks,
          designLinks,
          eventPageUrl,
        }),
      );
    },
  }),
};
