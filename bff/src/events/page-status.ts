import { EVENT_BOOKING_PARAMS, eventKeySchema, ROUTES, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { PageStatusResolvers } from '../web/page-status';
import { findEvent } from './repository';

/**
 * The status of the pages that name an event, decided before they are rendered (docs/seo.md#statuses):
 * a key that names no event (or cannot be one) is a 404, as the events remote's pages and
 * GET /api/events/:key say. Past and cancelled events keep their pages.
 */
export function eventsPageStatus(kysely: Kysely<Database>, now: () => Date = () => new Date()): PageStatusResolvers {
  const eventStatus = async (key: string, locale: Locale) => {
    const parsed = eventKeySchema.safeParse(key);
    if (!parsed.success) return 404;
    return (await findEvent(kysely, parsed.data, locale, now())) ? 200 : 404;
  };
  return {
    [ROUTES.event]: ({ key = '' }, locale) => eventStatus(key, locale),
    // The registration for one event; a cancellation link, or no event at all, is the page of its own.
    [ROUTES.eventBooking]: async (_params, locale, query) => {
      const key = query.get(EVENT_BOOKING_PARAMS.event);
      return query.has(EVENT_BOOKING_PARAMS.cancel) || !key ? 200 : eventStatus(key, locale);
    },
  };
}
