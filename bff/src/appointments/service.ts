import {
  APPOINTMENTS,
  isClubServiceKind,
  needsPlace,
  normalisePhone,
  ROUTES,
  type AppointmentBooking,
  type AppointmentCancelResponse,
  type AppointmentKind,
  type AppointmentSlotsQuery,
  type AppointmentSlotsResponse,
  type AppointmentView,
  type Locale,
  type Store,
} from '@ama/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { enqueueMail } from '../mail';
import { findStore } from '../stores';
import { buildAppointmentMail } from './mail';
import { buildAppointmentCancelledMail } from './staff-mail';
import { callSchedule, checkDay, daySlots, placeSchedule, type Schedule } from './slots';
import { type AppointmentsTable } from './tables';
import { wallClock } from '../domain/time-zones';
import { liveServiceBooking, serviceYearOf, type ServiceMember } from './club-services';

const invalid = (field: string, problem: string, message = 'The request is not valid') => new HttpError(400, 'VALIDATION_FAILED', message, { [field]: problem });

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newCancelToken = (): string => randomBytes(APPOINTMENTS.cancelTokenBytes).toString('base64url');

/** The schedule a kind and place follow, or a 400 naming the place. */
async function scheduleFor(kysely: Kysely<Database>, kind: AppointmentKind, placeId: string | null): Promise<Schedule> {
  if (!needsPlace(kind)) return callSchedule(kind);
  const store = placeId ? await findStore(kysely, placeId) : undefined;
  // A store visit happens at a store, a showroom visit at the showroom; a club service at either.
  const fits = store && (isClubServiceKind(kind) || store.kind === (kind === 'showroom' ? 'showroom' : 'store'));
  if (!store || !fits) throw invalid('place', 'unknown_place', 'No such place for this kind of appointment');
  return placeSchedule(kind, store);
}

/** Starts already booked for a resource between two instants. */
async function bookedStarts(kysely: Kysely<Database>, resource: string, from: Date, to: Date): Promise<Set<number>> {
  const rows = await kysely
    .selectFrom('appointments')
    .select('starts_at')
    .where('resource', '=', resource)
    .where('status', '=', 'booked')
    .where('starts_at', '>=', from)
    .where('starts_at', '<=', to)
    .execute();
  return new Set(rows.map((row) => new Date(row.starts_at).getTime()));
}

export async function freeSlots(kysely: Kysely<Database>, query: AppointmentSlotsQuery, now: Date): Promise<AppointmentSlotsResponse> {
  const schedule = await scheduleFor(kysely, query.kind, query.place);
  const dayProblem = checkDay(query.date, schedule.timeZone, now);
  if (dayProblem) throw invalid('date', dayProblem);
  const slots = daySlots(schedule, query.date, now);
  const booked = slots.length ? await bookedStarts(kysely, schedule.resource, slots[0]!.startsAt, slots.at(-1)!.startsAt) : new Set<number>();
  return {
    kind: query.kind,
    place: query.place,
    date: query.date,
    timeZone: schedule.timeZone,
    slotMinutes: APPOINTMENTS.slotMinutes,
    slots: slots.filter((slot) => !booked.has(slot.startsAt.getTime())).map(({ start, time }) => ({ start, time })),
  };
}

export const placeView = (store: Store | null): AppointmentView['place'] =>
  store ? { id: store.id, name: store.name, address: store.address, postalCode: store.postalCode, city: store.city, country: store.country, phone: store.phone } : null;

const view = (row: Selectable<AppointmentsTable>, schedule: Schedule): AppointmentView => ({
  kind: row.kind,
  place: placeView(schedule.place),
  start: new Date(row.starts_at).toISOString(),
  end: new Date(row.ends_at).toISOString(),
  timeZone: schedule.timeZone,
  name: row.name,
  email: row.email,
  status: row.status,
});

export interface BookingContext {
  locale: Locale;
  /** Origin of the links in the e-mail (PUBLIC_URL). */
  origin: string;
  now: Date;
  /** A club service's member (routes checked the entitlement): the booking is theirs, in their name and language. */
  member?: ServiceMember;
}

export type BookingResult = { outcome: 'booked'; appointment: AppointmentView } | { outcome: 'taken' } | { outcome: 'used' };

/**
 * Books a slot in ONE transaction with its confirmation e-mail. The slot must be one the place's hours
 * offer that day and not have started; whether it is still free is decided by the database: the insert
 * does nothing when the partial unique index (resource, starts_at) already holds a live booking, so of
 * any number of simultaneous requests exactly one gets the row and the others 'taken'.
 */
export async function bookAppointment(kysely: Kysely<Database>, input: AppointmentBooking, context: BookingContext): Promise<BookingResult> {
  const schedule = await scheduleFor(kysely, input.kind, input.place);
  const start = new Date(input.start);
  const { date } = wallClock(start, schedule.timeZone);
  const dayProblem = checkDay(date, schedule.timeZone, context.now);
  if (dayProblem) throw invalid('start', dayProblem);
  const slot = daySlots(schedule, date, context.now).find((candidate) => candidate.startsAt.getTime() === start.getTime());
  if (!slot) throw invalid('start', 'slot_unavailable', 'That time is not an appointment slot of this place');
  const phone = normalisePhone(input.phone, schedule.place?.country ?? 'IT') ?? normalisePhone(input.phone, 'IT');
  if (!phone) throw invalid('phone', 'invalid_phone');

  const token = newCancelToken();
  const { member } = context;
  // Benefits are personal: a club service is booked in the member's name, e-mail and language.
  const locale = member?.locale ?? context.locale;
  const service = member && isClubServiceKind(input.kind) ? { memberId: member.id, kind: input.kind, year: serviceYearOf(slot.startsAt) } : null;
  return kysely.transaction().execute(async (trx) => {
    if (service && (await liveServiceBooking(trx, service.memberId, service.kind, service.year))) return { outcome: 'used' } as const;
    const insert = trx.insertInto('appointments').values({
      kind: input.kind,
      place_id: schedule.place?.id ?? null,
      resource: schedule.resource,
      starts_at: slot.startsAt,
      ends_at: slot.endsAt,
      name: member ? `${member.name} ${member.lastname}` : input.name,
      email: member?.email ?? input.email,
      phone,
      locale,
      privacy_accepted_at: context.now,
      cancel_token_hash: hashToken(token),
      club_member_id: service?.memberId ?? null,
      service_year: service?.year ?? null,
    });
    // A service has two once-only rules (the slot, the member's year): any conflict does nothing, and
    // the year's row, committed by then (the insert waited for it), tells which one refused.
    const row = await (
      service
        ? insert.onConflict((conflict) => conflict.doNothing())
        : insert.onConflict((conflict) => conflict.columns(['resource', 'starts_at']).where('status', '=', 'booked').doNothing())
    )
      .returningAll()
      .executeTakeFirst();
    if (!row) return service && (await liveServiceBooking(trx, service.memberId, service.kind, service.year)) ? ({ outcome: 'used' } as const) : ({ outcome: 'taken' } as const);
    const appointment = view(row, schedule);
    const cancelUrl = `${context.origin}/${locale}${ROUTES.bookAnAppointment}?cancel=${token}`;
    await enqueueMail(trx, buildAppointmentMail({ appointment, phone, locale, cancelUrl }));
    return { outcome: 'booked', appointment } as const;
  });
}

/**
 * Cancels by the e-mail's token: the row is found by the token's SHA-256 (the token itself is never
 * stored, and comparing hashes of a 256-bit secret leaks nothing useful through timing). Cancelling
 * again is harmless: the answer says it already was (and sends no second e-mail). undefined for a token
 * that matches nothing.
 */
export async function cancelAppointment(kysely: Kysely<Database>, token: string, now: Date): Promise<AppointmentCancelResponse | undefined> {
  return kysely.transaction().execute(async (trx) => {
    const tables = trx;
    const row = await tables.selectFrom('appointments').selectAll().where('cancel_token_hash', '=', hashToken(token)).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const schedule = needsPlace(row.kind) ? placeSchedule(row.kind, (await findStore(trx, row.place_id!))!) : callSchedule(row.kind);
    if (row.status === 'cancelled') return { appointment: view(row, schedule), alreadyCancelled: true };
    const updated = await tables.updateTable('appointments').set({ status: 'cancelled', cancelled_at: now }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    const appointment = view(updated, schedule);
    // The customer gets a confirmation of their own cancellation, in the language they booked in.
    const recipient = { email: updated.email, name: updated.name, locale: updated.locale as Locale, start: appointment.start, timeZone: appointment.timeZone };
    await enqueueMail(trx, buildAppointmentCancelledMail(recipient, 'customer'));
    return { appointment, alreadyCancelled: false };
  });
}
