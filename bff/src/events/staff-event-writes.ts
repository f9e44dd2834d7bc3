import { EVENTS, LOCALES, type Locale, type StaffEventCreate, type StaffEventEdit, type StaffEventEditable } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError, NotFoundError, RuleViolationError } from '../domain/errors';
import { wallClock, zonedInstant } from '../domain/time-zones';
import { enqueueMail } from '../mail';
import { accessAfterSave, invitesMembers } from './access';
import { buildEventChangeMail } from './event-change-mail';
import { inviteClubMembers, type EventPageUrl } from './invitations';
import { selectEvents, toSummary } from './repository';

/** Written in the change's own transaction by the caller (the back office's audit log). */
export type EventEditRecorder = (trx: Kysely<Database>, change: { key: string; action: 'create' | 'edit'; guestsNotified: number }) => Promise<void>;

/** Where the Club AMA members' invitations point (the events module's port, made of the shop's public address). */
export interface EventWriteLinks {
  eventPageUrl: EventPageUrl;
  /** A member's link token (the club's): an invitation's link carries it, so the member is recognised when registering. */
  memberToken?: (memberId: string) => string;
}

/** A wall-clock time at the venue as an instant; a time a daylight-saving change skips is refused at its field. */
function instantAt(local: string, timeZone: string, field: string): Date {
  const instant = zonedInstant(local.slice(0, 10), local.slice(11, 16), timeZone);
  if (!instant) throw new RuleViolationError('This time does not exist at the venue (the clocks go forward)', { [field]: 'invalid_time' });
  return instant;
}

const translations = (key: string, texts: StaffEventEdit['texts']) =>
  LOCALES.map((locale) => ({
    event_key: key,
    locale,
    title: texts[locale].title,
    summary: texts[locale].summary,
    description: texts[locale].description,
    venue_name: texts[locale].venueName,
    address: texts[locale].address,
    city: texts[locale].city,
  }));

/** The edit form's starting point: wall-clock times at the venue and the four languages' texts. */
export async function editableEvent(db: Kysely<Database>, key: string): Promise<StaffEventEditable | null> {
  const event = await db
    .selectFrom('events')
    .select(['starts_at', 'ends_at', 'time_zone', 'capacity', 'seats_reserved', 'access', 'members_first_days'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!event) return null;
  const rows = await db.selectFrom('event_translations').selectAll().where('event_key', '=', key).execute();
  const local = (instant: Date) => {
    const clock = wallClock(instant, event.time_zone);
    return `${clock.date}T${clock.time}`;
  };
  const texts = Object.fromEntries(
    rows.map((row) => [row.locale, { title: row.title, summary: row.summary, description: row.description, venueName: row.venue_name, address: row.address, city: row.city }]),
  ) as StaffEventEditable['texts'];
  return {
    startsAt: local(event.starts_at),
    endsAt: local(event.ends_at),
    capacity: event.capacity,
    seatsReserved: event.seats_reserved,
    texts,
    access: event.access,
    membersFirstDays: event.members_first_days,
  };
}

/**
 * A new event, open for registration, in four languages; its key must be free and its start ahead. For
 * members (only, or first), every active Club AMA member is invited in the same transaction.
 */
export async function createEvent(db: Kysely<Database>, input: StaffEventCreate, now: Date, record: EventEditRecorder | undefined, links: EventWriteLinks): Promise<void> {
  // Events staff create are in Italy, as every event of the shop so far (the venue's zone is kept per event).
  const startsAt = instantAt(input.startsAt, EVENTS.timeZone, 'startsAt');
  const endsAt = instantAt(input.endsAt, EVENTS.timeZone, 'endsAt');
  if (startsAt <= now) throw new RuleViolationError('An event starts in the future', { startsAt: 'in_the_past' });
  const access = accessAfterSave(input, undefined, startsAt, now);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('events')
      .values({
        key: input.key,
        starts_at: startsAt,
        ends_at: endsAt,
        time_zone: EVENTS.timeZone,
        capacity: input.capacity,
        seats_reserved: input.seatsReserved,
        status: 'open',
        ...access,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) throw new ConflictError('Another event has this key', 'EVENT_KEY_TAKEN');
    await trx.insertInto('event_translations').values(translations(input.key, input.texts)).execute();
    if (invitesMembers(access.access)) await inviteClubMembers(trx, input.key, now, links);
    await record?.(trx, { key: input.key, action: 'create', guestsNotified: 0 });
  });
}

/**
 * Edits an event, its row locked as a registration locks it, so the capacity never falls under the
 * seats held (reserved + taken). When the time or the place changes, every confirmed guest is e-mailed
 * the new one in their language, in the same transaction; when the access changes to members only or
 * members first, so is every active Club AMA member not yet invited.
 */
export async function editEvent(
  db: Kysely<Database>,
  key: string,
  input: StaffEventEdit,
  now: Date,
  record: EventEditRecorder | undefined,
  links: EventWriteLinks,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['status', 'seats_taken', 'starts_at', 'ends_at', 'time_zone', 'access', 'members_first_days', 'public_registration_opens_at'])
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new NotFoundError('No such event');
    if (event.status === 'cancelled') throw new ConflictError('This event is cancelled', 'EVENT_CANCELLED');
    if (input.capacity < input.seatsReserved + event.seats_taken) {
      throw new RuleViolationError('The capacity is under the seats already held', { capacity: 'below_seats_held' });
    }
    const startsAt = instantAt(input.startsAt, event.time_zone, 'startsAt');
    const endsAt = instantAt(input.endsAt, event.time_zone, 'endsAt');
    const before = await trx.selectFrom('event_translations').select(['locale', 'venue_name', 'address', 'city']).where('event_key', '=', key).execute();
    const placeMoved = before.some((row) => {
      const texts = input.texts[row.locale as Locale];
      return texts.venueName !== row.venue_name || texts.address !== row.address || texts.city !== row.city;
    });
    const timeMoved = startsAt.getTime() !== event.starts_at.getTime() || endsAt.getTime() !== event.ends_at.getTime();
    const access = accessAfterSave(input, event, startsAt, now);

    await trx
      .updateTable('events')
      .set({ starts_at: startsAt, ends_at: endsAt, capacity: input.capacity, seats_reserved: input.seatsReserved, ...access })
      .where('key', '=', key)
      .execute();
    await trx.deleteFrom('event_translations').where('event_key', '=', key).execute();
    await trx.insertInto('event_translations').values(translations(key, input.texts)).execute();

    const guests =
      timeMoved || placeMoved
        ? await trx
            .selectFrom('event_registrations')
            .select(['email', 'first_name', 'last_name', 'locale'])
            .where('event_key', '=', key)
            .where('status', '=', 'confirmed')
            .execute()
        : [];
    for (const guest of guests) {
      const locale = guest.locale as Locale;
      const [translated] = await selectEvents(trx, locale).where('events.key', '=', key).execute();
      await enqueueMail(trx, buildEventChangeMail({ email: guest.email, firstName: guest.first_name, lastName: guest.last_name, locale, event: toSummary(translated!, now) }));
    }
    // Changed to members only or members first: the members are invited (each once per event, ever).
    if (invitesMembers(access.access) && access.access !== event.access) await inviteClubMembers(trx, key, now, links);
    await record?.(trx, { key, action: 'edit', guestsNotified: guests.length });
    return guests.length;
  });
}
