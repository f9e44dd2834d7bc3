import type { EventAccess, EventDetail, EventListResponse, EventState, EventSummary, Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

import { isoWithOffset } from '../domain/time-zones';
import { accessNow } from './access';

interface EventRow {
  key: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  country: string;
  capacity: number;
  seats_reserved: number;
  seats_taken: number;
  status: 'open' | 'cancelled';
  access: EventAccess;
  members_first_days: number | null;
  public_registration_opens_at: Date | null;
  title: string;
  summary: string;
  description: string;
  venue_name: string;
  address: string;
  city: string;
}

export const seatsLeftOf = (row: Pick<EventRow, 'capacity' | 'seats_reserved' | 'seats_taken'>): number => Math.max(0, row.capacity - row.seats_reserved - row.seats_taken);

/** docs/requirements.md#events: cancelled by the organiser wins; then past (from the date); then sold out; else open. */
export function stateOf(row: Pick<EventRow, 'status' | 'starts_at' | 'capacity' | 'seats_reserved' | 'seats_taken'>, now: Date): EventState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.starts_at.getTime() <= now.getTime()) return 'past';
  if (seatsLeftOf(row) === 0) return 'sold_out';
  return 'open';
}

export function toSummary(row: EventRow, now: Date): EventSummary {
  return {
    key: row.key,
    title: row.title,
    summary: row.summary,
    venueName: row.venue_name,
    address: row.address,
    city: row.city,
    startsAt: isoWithOffset(row.starts_at, row.time_zone),
    endsAt: isoWithOffset(row.ends_at, row.time_zone),
    timeZone: row.time_zone,
    state: stateOf(row, now),
    capacity: row.capacity,
    seatsLeft: seatsLeftOf(row),
    ...accessOf(row, now),
  };
}

/** Who may register now, and, while members' days run, when everyone may. */
function accessOf(row: EventRow, now: Date): Pick<EventSummary, 'access' | 'publicRegistrationOpensAt'> {
  const access = accessNow(row, now);
  const opensAt = access === 'members_first' && row.public_registration_opens_at ? isoWithOffset(row.public_registration_opens_at, row.time_zone) : null;
  return { access, publicRegistrationOpensAt: opensAt };
}

export const selectEvents = (kysely: Kysely<Database>, locale: Locale) =>
  kysely
    .selectFrom('events')
    .innerJoin('event_translations as t', (join) => join.onRef('t.event_key', '=', 'events.key').on('t.locale', '=', locale))
    .select([
      'events.key',
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.country',
      'events.capacity',
      'events.seats_reserved',
      'events.seats_taken',
      'events.status',
      'events.access',
      'events.members_first_days',
      'events.public_registration_opens_at',
      't.title',
      't.summary',
      't.description',
      't.venue_name',
      't.address',
      't.city',
    ]);

/** Upcoming events soonest first; past ones apart, latest first. */
export async function listEvents(kysely: Kysely<Database>, locale: Locale, now: Date): Promise<EventListResponse> {
  const rows = await selectEvents(kysely, locale).orderBy('events.starts_at').orderBy('events.key').execute();
  const upcoming: EventSummary[] = [];
  const past: EventSummary[] = [];
  for (const row of rows) (row.starts_at.getTime() <= now.getTime() ? past : upcoming).push(toSummary(row, now));
  return { upcoming, past: past.reverse() };
}

export async function findEvent(kysely: Kysely<Database>, key: string, locale: Locale, now: Date): Promise<EventDetail | null> {
  const row = await selectEvents(kysely, locale).where('events.key', '=', key).executeTakeFirst();
  return row ? { ...toSummary(row, now), description: row.description, country: row.country } : null;
}
