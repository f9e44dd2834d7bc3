import {
  APPOINTMENTS,
  appointmentBookingResponseSchema,
  appointmentCancelResponseSchema,
  appointmentSlotsResponseSchema,
  errorBodySchema,
  storesResponseSchema,
} from '@ama/contracts';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';

import { describeWithDatabase, testConfig } from '../test-support/engines';
import { zonedInstant } from '../domain/time-zones';

/** A fixed "now": Tuesday 10 March 2026, 11:20 in Milan (10:20 UTC). */
const NOW = new Date('2026-03-10T10:20:00Z');
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';

describeWithDatabase('appointments and stores API', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({
      config: testConfig({ PUBLIC_URL: 'https://shop.example' }),
      db: context().db,
      appointments: { now: () => NOW, rateLimit: { limit: 100_000, windowMs: 60_000 } },
    });
  });
  const slots = (query: Record<string, string>) => request(app).get('/api/appointments/slots').query(query);
  const book = (body: unknown, locale = 'en') => request(app).post(`/api/appointments?locale=${locale}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '347 123 4567', privacy: true };
  const lastMail = async (to: string) => context().db.kysely.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id', 'desc').executeTakeFirst();

  describe('GET /api/appointments/slots', () => {
    it("follows the store's opening hours in its time zone and leaves out the past", async () => {
      const res = await slots({ kind: 'store', place: 'roma-via-condotti', date: TUESDAY });
      expect(res.status).toBe(200);
      const body = appointmentSlotsResponseSchema.parse(res.body);
      expect(body.timeZone).toBe('Europe/Rome');
      expect(body.slotMinutes).toBe(APPOINTMENTS.slotMinutes);
      // 10:00–19:00 in Rome; 10:00 and 11:00 have begun at 11:20.
      expect(body.slots.map((slot) => slot.time)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
      expect(body.slots[0]!.start).toBe('2026-03-10T11:00:00.000Z');
    });

    it('uses the place clock abroad (New York, UTC−4 in March after the DST change) and split hours', async () => {
      const ny = appointmentSlotsResponseSchema.parse((await slots({ kind: 'store', place: 'new-york-madison', date: WEDNESDAY })).body);
      expect(ny.timeZone).toBe('America/New_York');
      expect(ny.slots[0]).toEqual({ time: '10:00', start: '2026-03-11T14:00:00.000Z' });
      const turin = appointmentSlotsResponseSchema.parse((await slots({ kind: 'store', place: 'torino-via-roma', date: WEDNESDAY })).body);
      expect(turin.slots.map((slot) => slot.time)).toEqual(['10:00', '11:00', '12:00', '15:30', '16:30', '17:30', '18:30']);
    });

    it('offers the call centre for calls, and nothing on a closed day', async () => {
      const call = appointmentSlotsResponseSchema.parse((await slots({ kind: 'video', date: WEDNESDAY })).body);
      expect(call.timeZone).toBe('Europe/Rome');
      expect(call.slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
      const sunday = appointmentSlotsResponseSchema.parse((await slots({ kind: 'phone', date: '2026-03-15' })).body);
      expect(sunday.slots).toEqual([]);
      const mondayShowroom = appointmentSlotsResponseSchema.parse((await slots({ kind: 'showroom', place: 'milano-showroom', date: '2026-03-16' })).body);
      expect(mondayShowroom.slots).toEqual([]);
    });

    it.each([
      [{ kind: 'store', place: 'roma-via-condotti', date: '2026-03-09' }, 'date', 'date_in_past'],
      [{ kind: 'store', place: 'roma-via-condotti', date: '2027-03-09' }, 'date', 'date_too_far'],
      [{ kind: 'store', place: 'roma-via-condotti', date: '2026-02-30' }, 'date', 'invalid_date'],
      [{ kind: 'store', date: TUESDAY }, 'place', 'place_required'],
      [{ kind: 'phone', place: 'roma-via-condotti', date: TUESDAY }, 'place', 'place_not_allowed'],
      [{ kind: 'store', place: 'atlantis', date: TUESDAY }, 'place', 'unknown_place'],
      [{ kind: 'store', place: 'milano-showroom', date: TUESDAY }, 'place', 'unknown_place'],
      [{ kind: 'teleport', date: TUESDAY }, 'kind', 'invalid_kind'],
    ])('refuses %j with 400 (%s: %s)', async (query, field, problem) => {
      const res = await slots(query);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error.fields?.[field]).toBe(problem);
    });
  });

  describe('POST /api/appointments', () => {
    it('books a video call: 201, the slot is gone, and the e-mail in the shopper’s language has the cancel link and the link placeholder', async () => {
      const start = '2026-03-11T09:00:00.000Z';
      const res = await book({ kind: 'video', place: null, start, ...contact, email: 'video@example.com' }, 'it');
      expect(res.status).toBe(201);
      const { appointment } = appointmentBookingResponseSchema.parse(res.body);
      expect(appointment).toMatchObject({ kind: 'video', place: null, start, end: '2026-03-11T10:00:00.000Z', timeZone: 'Europe/Rome', status: 'booked' });
      const free = appointmentSlotsResponseSchema.parse((await slots({ kind: 'video', date: WEDNESDAY })).body);
      expect(free.slots.map((slot) => slot.start)).not.toContain(start);
      // A phone call at the same hour is another line.
      const phone = appointmentSlotsResponseSchema.parse((await slots({ kind: 'phone', date: WEDNESDAY })).body);
      expect(phone.slots.map((slot) => slot.start)).toContain(start);
      const mail = await lastMail('video@example.com');
      expect(mail?.subject).toBe('AMA: il tuo appuntamento è confermato');
      expect(mail?.text).toContain('Il link della videochiamata ti sarà inviato dal nostro staff');
      const token = /https:\/\/shop\.example\/it\/book-an-appointment\?cancel=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
      expect(token).toBeDefined();
      const stored = await sql<{ cancel_token_hash: string; phone: string }>`select cancel_token_hash, phone from appointments where email = 'video@example.com'`.execute(
        context().db.kysely,
      );
      expect(stored.rows[0]!.cancel_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.rows[0]!.cancel_token_hash).not.toContain(token);
      expect(stored.rows[0]!.phone).toBe('+393471234567');
    });

    it('answers 409 SLOT_TAKEN to a second booking of the same slot; a cancellation frees it; cancelling twice is harmless', async () => {
      const start = zonedInstant(WEDNESDAY, '15:30', 'Europe/Rome')!.toISOString();
      const body = { kind: 'store', place: 'torino-via-roma', start, ...contact, email: 'first@example.com' };
      expect((await book(body)).status).toBe(201);
      const second = await book({ ...body, email: 'second@example.com' });
      expect(second.status).toBe(409);
      expect(errorBodySchema.parse(second.body).error).toMatchObject({ code: 'SLOT_TAKEN', fields: { start: 'slot_taken' } });

      const token = /cancel=([A-Za-z0-9_-]+)/.exec((await lastMail('first@example.com'))!.text)![1]!;
      const cancel = () => request(app).post('/api/appointments/cancel').set('Content-Type', 'application/json').send({ token });
      const first = await cancel();
      expect(first.status).toBe(200);
      expect(appointmentCancelResponseSchema.parse(first.body)).toMatchObject({ alreadyCancelled: false, appointment: { status: 'cancelled', place: { id: 'torino-via-roma' } } });
      // The customer is told, once.
      const mailsToFirst = () => context().db.kysely.selectFrom('outbox').select('subject').where('to', '=', 'first@example.com').orderBy('id').execute();
      expect((await mailsToFirst()).map((mail) => mail.subject)).toEqual(['AMA: your appointment is confirmed', 'AMA: your appointment is cancelled']);
      const again = await cancel();
      expect(again.status).toBe(200);
      expect(appointmentCancelResponseSchema.parse(again.body).alreadyCancelled).toBe(true);
      expect(await mailsToFirst()).toHaveLength(2);

      const free = appointmentSlotsResponseSchema.parse((await slots({ kind: 'store', place: 'torino-via-roma', date: WEDNESDAY })).body);
      expect(free.slots.map((slot) => slot.start)).toContain(start);
      expect((await book({ ...body, email: 'second@example.com' })).status).toBe(201);
    });

    it.each([
      [{ kind: 'store', place: 'roma-via-condotti', start: '2026-03-10T10:00:00.000Z' }, 'start', 'slot_unavailable'], // begun
      [{ kind: 'store', place: 'roma-via-condotti', start: '2026-03-11T09:30:00.000Z' }, 'start', 'slot_unavailable'], // not on the grid
      [{ kind: 'store', place: 'roma-via-condotti', start: '2026-03-11T06:00:00.000Z' }, 'start', 'slot_unavailable'], // before opening
      [{ kind: 'store', place: 'roma-via-condotti', start: 'tomorrow' }, 'start', 'invalid_slot'],
      [{ kind: 'store', place: 'roma-via-condotti', start: '2026-03-01T10:00:00.000Z' }, 'start', 'date_in_past'],
      [{ kind: 'store', place: 'nowhere', start: '2026-03-11T09:00:00.000Z' }, 'place', 'unknown_place'],
      [{ kind: 'phone', start: '2026-03-11T09:00:00.000Z', phone: '123' }, 'phone', 'invalid_phone'],
      [{ kind: 'phone', start: '2026-03-11T09:00:00.000Z', email: 'nope' }, 'email', 'invalid_email'],
      [{ kind: 'phone', start: '2026-03-11T09:00:00.000Z', privacy: false }, 'privacy', 'privacy_required'],
      [{ kind: 'phone', start: '2026-03-11T09:00:00.000Z', name: '' }, 'name', 'required'],
      [{ kind: 'phone', start: '2026-03-11T09:00:00.000Z', name: 'A\u0000' }, 'name', 'control_characters'],
    ])('refuses %j with 400 (%s: %s)', async (fields, field, problem) => {
      const res = await book({ ...contact, ...fields });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error.fields?.[field]).toBe(problem);
    });

    it('answers bad bodies with 4xx JSON, never 500', async () => {
      for (const body of ['[]', 'null', '"x"', '{', JSON.stringify({ ...contact, kind: 'phone', start: '2026-03-11T09:00:00.000Z', extra: 1 })]) {
        const res = await request(app).post('/api/appointments').set('Content-Type', 'application/json').send(body);
        expect(res.status).toBe(400);
        expect(errorBodySchema.safeParse(res.body).success).toBe(true);
      }
      const form = await request(app).post('/api/appointments').type('form').send('kind=phone');
      expect(form.status).toBe(415);
      const cancel = await request(app)
        .post('/api/appointments/cancel')
        .set('Content-Type', 'application/json')
        .send({ token: 'x'.repeat(43) });
      expect(cancel.status).toBe(404);
      const badToken = await request(app).post('/api/appointments/cancel').set('Content-Type', 'application/json').send({ token: '<script>' });
      expect(badToken.status).toBe(400);
    });
  });

  describe('GET /api/stores', () => {
    const stores = (query: Record<string, string>) => request(app).get('/api/stores').query(query);

    it('lists the stores by distance from an entered city, in its local name too', async () => {
      for (const near of ['Firenze', 'Florence']) {
        const body = storesResponseSchema.parse((await stores({ near })).body);
        expect(body.place).toMatchObject({ name: 'Florence', country: 'IT' });
        expect(body.stores[0]!.id).toBe('firenze-ponte-vecchio');
        expect(body.stores[1]!.id).toBe('bologna-galleria-cavour');
        const distances = body.stores.map((store) => store.distanceKm!);
        expect([...distances].sort((a, b) => a - b)).toEqual(distances);
        expect(distances[0]).toBeLessThan(2);
      }
      // The first search reads the gazetteer (about a second, more under jest's transform).
    }, 60_000);

    it('lists the stores by distance from coordinates (near Lugano)', async () => {
      const body = storesResponseSchema.parse((await stores({ lat: '46.0', lng: '8.95' })).body);
      expect(body.search).toBe('coordinates');
      expect(body.stores.map((store) => store.id).slice(0, 3)).toEqual(['lugano-via-nassa', 'milano-brera', 'milano-showroom']);
      expect(body.stores[0]!.openingHours.sun).toEqual([]);
    });

    it('answers an unknown place with 200, no place and no stores; without a position, all of them', async () => {
      expect(storesResponseSchema.parse((await stores({ near: 'Xyzzyville' })).body)).toEqual({ search: 'near', place: null, stores: [] });
      const all = storesResponseSchema.parse((await stores({})).body);
      expect(all.stores.length).toBeGreaterThanOrEqual(15);
      expect(all.stores[0]!.id).toBe('milano-showroom');
    });

    it.each([
      [{ lat: '91', lng: '0' }, 'lat'],
      [{ lat: 'north', lng: '0' }, 'lat'],
      [{ lat: '45' }, 'lng'],
      [{ near: 'Milano', lat: '45', lng: '9' }, 'near'],
      [{ near: 'x'.repeat(101) }, 'near'],
    ])('refuses %j with 400', async (query, field) => {
      const res = await stores(query);
      expect(res.status).toBe(400);
      expect(Object.keys(errorBodySchema.parse(res.body).error.fields ?? {})).toContain(field);
    });
  });
});

describeWithDatabase(
  '100 concurrent bookings of one slot',
  (context) => {
    it('gives the slot to exactly one (201) and answers the 99 others 409', async () => {
      const app = createApp({ config: testConfig(), db: context().db, appointments: { now: () => NOW, rateLimit: { limit: 100_000, windowMs: 60_000 } } });
      const start = '2026-03-12T14:00:00.000Z';
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          request(app)
            .post('/api/appointments?locale=en')
            .set('Content-Type', 'application/json')
            .send({ kind: 'showroom', place: 'milano-showroom', start, name: `Guest ${index}`, email: `guest${index}@example.com`, phone: '+39 347 123 4567', privacy: true }),
        ),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(99);
      const rows = await sql<{ n: number }>`select count(*)::int as n from appointments where starts_at = ${new Date(start)} and status = 'booked'`.execute(context().db.kysely);
      expect(rows.rows[0]!.n).toBe(1);
      const mails = await sql<{ n: number }>`select count(*)::int as n from outbox where "to" like 'guest%@example.com'`.execute(context().db.kysely);
      expect(mails.rows[0]!.n).toBe(1);
    }, 60_000);
  },
  ['postgres'],
);
