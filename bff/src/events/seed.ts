import { LOCALES } from '@ama/contracts';
import { sql } from 'kysely';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import type { AppDatabase } from '../db/open';
import { EVENT_SEED, type EventSeed } from './seed-data';

const DAY_MS = 86_400_000;
const shiftYear = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

/**
 * The seed as a database created at `now` gets it: the season ahead moved on by as many whole years as
 * it takes for its first event to be at least a day away. Day, month, hour and season stay (the texts
 * speak of winter and spring); the keys carry the new year. Events outside the season (the Milan
 * showroom evening of 3 October 2024) never move.
 */
export function seasonAheadAt(events: readonly EventSeed[], now: Date): EventSeed[] {
  const season = events.filter((event) => event.inSeasonAhead);
  const first = Math.min(...season.map((event) => Date.parse(event.startsAt)));
  let years = 0;
  while (Date.parse(shiftYear(new Date(first).toISOString(), years)) < now.getTime() + DAY_MS) years += 1;
  if (years === 0) return [...events];
  return events.map((event) =>
    event.inSeasonAhead
      ? {
          ...event,
          key: event.key.replace(/-(\d{4})$/, (_, year: string) => `-${Number(year) + years}`),
          startsAt: shiftYear(event.startsAt, years),
          endsAt: shiftYear(event.endsAt, years),
        }
      : event,
  );
}

/**
 * Loads the shop's events (seed-data.ts) that are not in the database yet, in one transaction; events
 * already there (and their registrations and seat counts) are left as they are. Run at every start.
 */
export async function seedEvents(database: AppDatabase, events: readonly EventSeed[] = seasonAheadAt(EVENT_SEED, new Date())): Promise<{ inserted: number }> {
  return database.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    const db = trx;
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
