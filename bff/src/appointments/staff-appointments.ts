import { needsPlace, SHOP_TIME_ZONE, type Locale, type StaffAppointment, type StaffAppointmentList } from '@ama/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db';
import { ConflictError, NotFoundError, RuleViolationError } from '../domain/errors';
import { enqueueMail } from '../mail';
import { findStore } from '../stores';
import { placeView } from './service';
import { callSchedule, placeSchedule, type Schedule } from './slots';
import { buildAppointmentCancelledMail, buildVideoLinkMail } from './staff-mail';
import type { AppointmentsTable } from './tables';

/** Written in the change's own transaction by the caller (the back office's audit log). */
export type AppointmentChangeRecorder = (trx: Kysely<Database>, change: { id: number; action: 'video-link' | 'cancel' }) => Promise<void>;

async function scheduleOf(db: Kysely<Database>, row: Selectable<AppointmentsTable>): Promise<Schedule> {
  return needsPlace(row.kind) ? placeSchedule(row.kind, (await findStore(db, row.place_id!))!) : callSchedule(row.kind);
}

async function staffView(db: Kysely<Database>, row: Selectable<AppointmentsTable>): Promise<StaffAppointment> {
  const schedule = await scheduleOf(db, row);
  return {
    id: Number(row.id),
    kind: row.kind,
    place: placeView(schedule.place),
    start: new Date(row.starts_at).toISOString(),
    end: new Date(row.ends_at).toISOString(),
    timeZone: schedule.timeZone,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale as Locale,
    status: row.status,
    videoLink: row.video_link,
  };
}

/** One day's appointments (Italian time), in the order they start, cancelled ones too. */
export async function listStaffAppointments(db: Kysely<Database>, date: string): Promise<StaffAppointmentList> {
  const rows = await db
    .selectFrom('appointments')
    .selectAll()
    .where(sql<boolean>`(starts_at at time zone ${SHOP_TIME_ZONE})::date = ${date}::date`)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  const appointments = [];
  for (const row of rows) appointments.push(await staffView(db, row));
  return { date, appointments };
}

/** The booked appointment `id`, locked for the change; refuses a cancelled one. */
async function bookedForUpdate(trx: Kysely<Database>, id: number) {
  const row = await trx.selectFrom('appointments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('No such appointment');
  if (row.status === 'cancelled') throw new ConflictError('This appointment is cancelled', 'APPOINTMENT_CANCELLED');
  return row;
}

const recipientOf = async (db: Kysely<Database>, row: Selectable<AppointmentsTable>) => {
  const view = await staffView(db, row);
  return { email: view.email, name: view.name, locale: view.locale, start: view.start, timeZone: view.timeZone };
};

/** Sets (or replaces) a video call's link and e-mails it to the customer, in one transaction. */
export async function sendVideoLink(db: Kysely<Database>, id: number, videoLink: string, record?: AppointmentChangeRecorder): Promise<StaffAppointment> {
  return db.transaction().execute(async (trx) => {
    const row = await bookedForUpdate(trx, id);
    if (row.kind !== 'video') throw new RuleViolationError('Only a video call has a link', { videoLink: 'not_a_video_call' });
    const updated = await trx.updateTable('appointments').set({ video_link: videoLink }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await enqueueMail(trx, buildVideoLinkMail(await recipientOf(trx, updated), videoLink));
    await record?.(trx, { id, action: 'video-link' });
    return staffView(trx, updated);
  });
}

/** Staff cancel an appointment: the slot is free again and the customer is e-mailed, in one transaction. */
export async function cancelAppointmentByStaff(db: Kysely<Database>, id: number, now: Date, record?: AppointmentChangeRecorder): Promise<StaffAppointment> {
  return db.transaction().execute(async (trx) => {
    await bookedForUpdate(trx, id);
    const updated = await trx.updateTable('appointments').set({ status: 'cancelled', cancelled_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await enqueueMail(trx, buildAppointmentCancelledMail(await recipientOf(trx, updated), 'staff'));
    await record?.(trx, { id, action: 'cancel' });
    return staffView(trx, updated);
  });
}
