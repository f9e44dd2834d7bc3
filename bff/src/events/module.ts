import type { RecaptchaConfig } from '../http/recaptcha';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import { eventsEndpoints } from './openapi';
import { eventsPageStatus } from './page-status';
import { eventsRouter, type EventsRouterOptions } from './routes';

type EventsDeps = ModuleDeps<EventsRouterOptions['config'] & RecaptchaConfig> & {
  /** Events' clock and write budget (tests register many guests from one address). */
  events?: Pick<EventsRouterOptions, 'now' | 'rateLimit'>;
};

/** Events in the app: their API and the statuses of their pages. */
export const eventsModule: ShopModule<EventsDeps> = {
  name: 'events',
  endpoints: eventsEndpoints,
  setUp: ({ db, config, events }) => ({
    pageStatus: eventsPageStatus(db.kysely, events?.now),
    mount(app) {
      app.use('/api', eventsRouter({ db, config, recaptcha: config, ...events }));
    },
  }),
};
