import type { RecaptchaConfig } from '../http/recaptcha';
import type { ModuleDeps, ShopModule } from '../modules/shop-module';
import type { ClubMemberPort } from './club-membership';
import { eventPageUrl } from './event-links';
import type { EventPageUrl } from './invitations';
import { eventsEndpoints } from './openapi';
import { eventsPageStatus } from './page-status';
import { eventsRouter, type EventsRouterOptions } from './routes';

type EventsDeps = ModuleDeps<EventsRouterOptions['config'] & RecaptchaConfig> & {
  /** Events' clock and write budget (tests register many guests from one address). */
  events?: Pick<EventsRouterOptions, 'now' | 'rateLimit'>;
};

/** What the events read of other modules. */
export interface EventsNeeds {
  /** The club's answer to "whom does this member link name", for events for Club AMA members (never its tables). */
  clubMembers: ClubMemberPort;
}

/** What the events answer other modules. */
export interface EventsPorts {
  /** An event's page at the shop's public address: the back office's saves link the members' invitations to it. */
  eventPageUrl: EventPageUrl;
}

/** Events in the app: their API, the statuses of their pages, and their pages' addresses. */
export const eventsModule: ShopModule<EventsDeps, EventsNeeds, EventsPorts> = {
  name: 'events',
  endpoints: eventsEndpoints,
  setUp: ({ db, config, events }) => ({
    provides: { eventPageUrl: eventPageUrl(config) },
    pageStatus: eventsPageStatus(db.kysely, events?.now),
    mount(app, { clubMembers }) {
      app.use('/api', eventsRouter({ db, config, recaptcha: config, clubMembers, ...events }));
    },
  }),
};
