import { LOCALES } from '@ama/contracts';
import { sql } from 'kysely';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import type { AppDatabase } from '../db/open';
import { EVENT_SEED, type EventSeed } from './seed-data';
import { withEvents } from './tables';

/**
 * Loads the shop's events (seed-data.ts) that are not in the database yet, in one transaction; events
 * already there (and their registrations and seat counts) are left as they are. Run at every start.
 */
export async function seedEvents(database: AppDatabase, events: readonly EventSeed[] = EVENT_SEED): Promise<{ inserted: number }> {
  return database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    const db = withEvents(trx);
    const existing = new Set((await db.selectFrom('events').select('key').execute()).map((row) => row.key));
    const missing = events.filter((event) => !existing.has(event.key));
    if (missing.length === 0) return { inserted: 0 };
    await db
      .insertInto('events')
      .values(
        missing.map((event) => ({
          key: event.key,
          starts_at: event.startsAt,
          ends_at: event.endsAt,
          time_zone: 'Europe/Rome',
          capacity: event.capacity,
          seats_reserved: event.seatsReserved,
          status: event.status,
        })),
      )
      .execute();
    await db
      .insertInto('event_translations')
      .values(
        missing.flatMap((event) =>
          LOCALES.map((locale) => {
            const texts = event.texts[locale];
            return {
              event_key: event.key,
              locale,
              title: texts.title,
              summary: texts.summary,
              description: texts.description,
              venue_name: texts.venueName,
              address: texts.address,
              city: texts.city,
            };
          }),
        ),
      )
      .execute();
    return { inserted: missing.length };
  });
}
