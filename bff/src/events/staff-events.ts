import type { Locale, StaffEventList, StaffEventResponse, StaffEventSummary, StaffRegistration } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain/errors';
import { enqueueMail } from '../mail';
import { buildCancellationMail } from './cancellation-mail';
import { selectEvents, toSummary } from './repository';
import { editableEvent } from './staff-event-writes';

/** Written in the cancellation's own transaction by the caller (the back office's audit log). */
export type EventCancellationRecorder = (trx: Kysely<Database>, change: { key: string; guests: number }) => Promise<void>;

async function staffSummaries(db: Kysely<Database>, locale: Locale, now: Date, key?: string): Promise<StaffEventSummary[]> {
  let query = selectEvents(db, locale)
    .select((eb) =>
      eb
        .selectFrom('event_registrations as r')
        .select(sql<string>`count(*)::bigint`.as('n'))
        .whereRef('r.event_key', '=', 'events.key')
        .where('r.status', '=', 'confirmed')
        .as('registrations'),
    )
    .orderBy('events.starts_at')
    .orderBy('events.key');
  if (key) query = query.where('events.key', '=', key);
  const rows = await query.execute();
  return rows.map((row) => ({ ...toSummary(row, now), seatsReserved: row.seats_reserved, seatsTaken: row.seats_taken, registrations: Number(row.registrations ?? 0) }));
}

/** Every event for staff (docs/backoffice.md): upcoming soonest first, then past ones latest first. */
export async function listStaffEvents(db: Kysely<Database>, locale: Locale, now: Date): Promise<StaffEventList> {
  const all = await staffSummaries(db, locale, now);
  const upcoming = all.filter((event) => event.state !== 'past');
  const past = all.filter((event) => event.state === 'past').reverse();
  return { events: [...upcoming, ...past] };
}

/** An event with every registration (cancelled ones too), its companions in order; null: no such event. */
export async function findStaffEvent(db: Kysely<Database>, key: string, locale: Locale, now: Date): Promise<StaffEventResponse | null> {
  const [event] = await staffSummaries(db, locale, now, key);
  if (!event) return null;
  const rows = await db.selectFrom('event_registrations').selectAll().where('event_key', '=', key).orderBy('created_at').orderBy('id').execute();
  const companions = rows.length
    ? await db
        .selectFrom('event_companions')
        .select(['registration_id', 'name'])
        .where(
          'registration_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('registration_id')
        .orderBy('position')
        .execute()
    : [];
  const registrations: StaffRegistration[] = rows.map((row) => ({
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    company: row.company,
    presence: row.presence,
    seats: row.seats,
    companions: companions.filter((companion) => companion.registration_id === row.id).map((companion) => companion.name),
    locale: row.locale as Locale,
    status: row.status,
    registeredAt: row.created_at.toISOString(),
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
  }));
  return { event, registrations, editable: (await editableEvent(db, key))! };
}

/**
 * The organiser cancels an event (docs/backoffice.md): in one transaction, with the event row locked as
 * a registration locks it, the event is marked cancelled (its page says so and takes no registration)
 * and every confirmed guest is e-mailed in their language; their registrations stay on record.
 */
export async function cancelEvent(db: Kysely<Database>, key: string, now: Date, record?: EventCancellationRecorder): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const event = await trx.selectFrom('events').select(['status']).where('key', '=', key).forUpdate().executeTakeFirst();
    if (!event) throw new NotFoundError('No such event');
    if (event.status === 'cancelled') throw new ConflictError('This event is cancelled already', 'EVENT_CANCELLED');
    await trx.updateTable('events').set({ status: 'cancelled' }).where('key', '=', key).execute();
    const guests = await trx
      .selectFrom('event_registrations')
      .select(['email', 'first_name', 'last_name', 'locale'])
      .where('event_key', '=', key)
      .where('status', '=', 'confirmed')
      .execute();
    for (const guest of guests) {
      const locale = guest.locale as Locale;
      const [translated] = await selectEvents(trx, locale).where('events.key', '=', key).execute();
      const summary = toSummary(translated!, now);
      await enqueueMail(trx, buildCancellationMail({ email: guest.email, firstName: guest.first_name, lastName: guest.last_name, locale, event: summary, by: 'organiser' }));
    }
    await record?.(trx, { key, guests: guests.length });
    return guests.length;
  });
}

/** A CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
const csvField = (value: string | number | boolean) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The registrations as CSV (RFC 4180, CRLF, a UTF-8 BOM so spreadsheets read accents right). */
export function registrationsCsv(registrations: StaffRegistration[]): string {
  const header = ['status', 'first_name', 'last_name', 'email', 'phone', 'company', 'attending', 'seats', 'companions', 'language', 'registered_at', 'cancelled_at'];
  const rows = registrations.map((r) => [
    r.status,
    r.firstName,
    r.lastName,
    r.email,
    r.phone,
    r.company,
    r.presence,
    r.seats,
    r.companions.join('; '),
    r.locale,
    r.registeredAt,
    r.cancelledAt ?? '',
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
