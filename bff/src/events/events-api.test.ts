import { randomBytes } from 'node:crypto';
import {
  devOutboxResponseSchema,
  errorBodySchema,
  eventCancellationResponseSchema,
  eventDetailSchema,
  eventListResponseSchema,
  eventRegistrationResponseSchema,
  type EventRegistrationInput,
} from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';

import { describeWithDatabase, testConfig } from '../test-support/engines';
import { hashCancelToken, registerForEvent } from './register';
import { seasonAheadAt, seedEvents } from './seed';
import { EVENT_SEED, type EventSeed } from './seed-data';

/** The events' clock in this file: late November 2026, as the seed's calendar expects. */
const NOW = new Date('2026-11-25T10:00:00Z');

/** The test database is seeded today: the season ahead as a shop created today has it (seed.ts). */
const SEASON = seasonAheadAt(EVENT_SEED, new Date());
const seasonKey = (base: string) => SEASON.find((event) => event.key.startsWith(`${base}-`))!.key;
const PUBLIC_URL = 'https://shop.example';

let serial = 0;
const uniqueEmail = () => `guest${++serial}.${Date.now()}@example.com`;
const validBody = (overrides: Partial<EventRegistrationInput> = {}): EventRegistrationInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+39 02 1234 5678',
  email: uniqueEmail(),
  company: 'Analytical Engines Srl',
  companions: [],
  presence: 'yes',
  conditions: true,
  privacy: true,
  ...overrides,
});

/** An event of this test's own, so tests never share seats. */
function testEvent(capacity: number, seatsReserved = 0, overrides: Partial<EventSeed> = {}): EventSeed {
  const texts = EVENT_SEED[1]!.texts;
  return {
    key: `test-${randomBytes(5).toString('hex')}`,
    startsAt: '2027-06-01T18:30:00+02:00',
    endsAt: '2027-06-01T21:30:00+02:00',
    capacity,
    seatsReserved,
    status: 'open',
    texts,
    ...overrides,
  };
}

describeWithDatabase('events API', (context) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({
      config: testConfig({ PUBLIC_URL, DEV_OUTBOX: '1' }),
      db: context().db,
      events: { now: () => NOW, rateLimit: { limit: 100_000, windowMs: 60_000 } },
    });
  });
  const kysely = () => context().db.kysely;
  const addEvent = async (event: EventSeed) => {
    await seedEvents(context().db, [event]);
    return event.key;
  };
  const register = (key: string, body: unknown, locale = 'en') =>
    request(app)
      .post(`/api/events/${key}/registrations?locale=${locale}`)
      .send(body as object);
  const cancel = (token: unknown, locale = 'en') =>
    request(app)
      .post(`/api/events/registrations/cancel?locale=${locale}`)
      .send({ token } as object);
  const seatsLeft = async (key: string) => eventDetailSchema.parse((await request(app).get(`/api/events/${key}?locale=en`)).body).seatsLeft;
  const registrationsOf = (key: string) => kysely().selectFrom('event_registrations').selectAll().where('event_key', '=', key).execute();
  const mailsTo = (email: string) => kysely().selectFrom('outbox').selectAll().where('to', '=', email).execute();

  describe('reading', () => {
    it('lists upcoming events soonest first, and past ones apart, in the asked language', async () => {
      const res = await request(app).get('/api/events?locale=de');
      expect(res.status).toBe(200);
      const list = eventListResponseSchema.parse(res.body);
      const season = SEASON.filter((event) => event.inSeasonAhead);
      const seeded = new Set(season.map((event) => event.key));
      const upcoming = list.upcoming.filter((event) => seeded.has(event.key));
      expect(upcoming.map((event) => event.key.replace(/-\d{4}$/, ''))).toEqual([
        'valenza-atelier-winter-evening',
        'rome-holiday-preview',
        'milan-lab-grown-diamonds-talk',
        'florence-spring-collection',
        'venice-biennale-dinner',
      ]);
      expect(upcoming.map((event) => event.state)).toEqual(['open', 'open', 'sold_out', 'open', 'cancelled']);
      expect(list.past).toEqual([
        expect.objectContaining({
          key: 'milan-showroom-evening-2024',
          title: 'Ein Abend im Showroom Mailand',
          city: 'Mailand',
          state: 'past',
          startsAt: '2024-10-03T18:30:00+02:00',
          timeZone: 'Europe/Rome',
        }),
      ]);
      // Winter time in Rome: +01:00.
      expect(upcoming[0]!.startsAt).toBe(season[0]!.startsAt);
    });

    it('reads one event; an unknown or malformed key is a 404 JSON, an unknown locale a 400', async () => {
      const res = await request(app).get(`/api/events/${seasonKey('rome-holiday-preview')}?locale=it`);
      expect(res.status).toBe(200);
      expect(eventDetailSchema.parse(res.body)).toMatchObject({ title: 'Anteprima delle feste a Roma', state: 'open', capacity: 40, seatsLeft: 3 });

      for (const path of ['/api/events/no-such-event?locale=en', '/api/events/Not%20A%20Key?locale=en', `/api/events/${'a'.repeat(200)}?locale=en`]) {
        const missing = await request(app).get(path);
        expect(missing.status).toBe(404);
        expect(errorBodySchema.parse(missing.body).error.code).toBe('NOT_FOUND');
      }
      const badLocale = await request(app).get(`/api/events/${seasonKey('rome-holiday-preview')}?locale=fr`);
      expect(badLocale.status).toBe(400);
      expect(errorBodySchema.parse(badLocale.body).error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('registering', () => {
    it('registers a guest with companions, takes their seats and queues the e-mail in their language with a cancellation link', async () => {
      const key = await addEvent(testEvent(20));
      const email = uniqueEmail();
      const res = await register(key, validBody({ email, firstName: ' Giulia ', phone: '347 123 4567', companions: [{ name: 'Marco Rossi' }, { name: 'Sara Bianchi' }] }), 'it');

      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const { registration } = eventRegistrationResponseSchema.parse(res.body);
      expect(registration).toMatchObject({ eventKey: key, email, firstName: 'Giulia', seats: 3, presence: 'yes', companions: ['Marco Rossi', 'Sara Bianchi'] });
      expect(registration.cancelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await seatsLeft(key)).toBe(17);

      const [stored] = await registrationsOf(key);
      expect(stored).toMatchObject({ first_name: 'Giulia', phone: '+393471234567', seats: 3, presence: true, status: 'confirmed', locale: 'it' });
      // Only the token's hash is kept.
      expect(Buffer.compare(stored!.cancel_token_hash, hashCancelToken(registration.cancelToken))).toBe(0);
      expect(JSON.stringify(await registrationsOf(key))).not.toContain(registration.cancelToken);
      const companions = await kysely().selectFrom('event_companions').select(['position', 'name']).where('registration_id', '=', stored!.id).orderBy('position').execute();
      expect(companions).toEqual([
        { position: 1, name: 'Marco Rossi' },
        { position: 2, name: 'Sara Bianchi' },
      ]);

      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe("AMA: la tua registrazione a «Serata d'inverno nel laboratorio di Valenza»");
      expect(mail!.text).toContain('Gentile Giulia,');
      expect(mail!.text).toContain('martedì 1 giugno 2027, 18:30 (CEST, ora italiana)');
      expect(mail!.text).toContain('Posti riservati: 3 (tu e 2 accompagnatori)');
      expect(mail!.text).toContain(`${PUBLIC_URL}/it/events/booking?cancel=${registration.cancelToken}`);
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/it/events/booking?cancel=${registration.cancelToken}"`);

      // The dev outbox, as the e2e journey reads it.
      const outbox = devOutboxResponseSchema.parse((await request(app).get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body);
      expect(outbox.mails).toHaveLength(1);
    });

    it('writes the German e-mail formally and escapes names in its HTML', async () => {
      const key = await addEvent(testEvent(20));
      const email = uniqueEmail();
      const res = await register(key, validBody({ email, firstName: '<b>Ada</b>', lastName: 'O\'Neil & "Co"', companions: [{ name: '<script>x</script>' }] }), 'de');
      expect(res.status).toBe(201);
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('AMA: Ihre Anmeldung zu „Winterabend im Atelier in Valenza“');
      expect(mail!.text).toContain('Guten Tag <b>Ada</b> O\'Neil & "Co",');
      expect(mail!.html).toContain('Guten Tag &lt;b&gt;Ada&lt;/b&gt; O&#39;Neil &amp; &quot;Co&quot;,');
      expect(mail!.html).toContain('<li>&lt;script&gt;x&lt;/script&gt;</li>');
      expect(mail!.html).not.toContain('<script>');
    });

    it('refuses a second registration of the same e-mail for the same event (any letter case), and writes nothing', async () => {
      const key = await addEvent(testEvent(20));
      const email = uniqueEmail();
      expect((await register(key, validBody({ email }))).status).toBe(201);
      const again = await register(key, validBody({ email: email.toUpperCase(), companions: [{ name: 'Someone' }] }));
      expect(again.status).toBe(409);
      expect(errorBodySchema.parse(again.body).error).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'already_registered' } });
      expect(await registrationsOf(key)).toHaveLength(1);
      expect(await mailsTo(email.toUpperCase())).toHaveLength(0);
      expect(await seatsLeft(key)).toBe(19);
      // Another event is another registration.
      expect((await register(await addEvent(testEvent(5)), validBody({ email }))).status).toBe(201);
    });

    it('refuses a past event, a cancelled one and a sold-out one with their own codes', async () => {
      const past = await register('milan-showroom-evening-2024', validBody());
      expect(past.status).toBe(409);
      expect(errorBodySchema.parse(past.body).error.code).toBe('EVENT_PAST');

      const cancelled = await register(seasonKey('venice-biennale-dinner'), validBody());
      expect(cancelled.status).toBe(409);
      expect(errorBodySchema.parse(cancelled.body).error.code).toBe('EVENT_CANCELLED');

      const soldOut = await register(seasonKey('milan-lab-grown-diamonds-talk'), validBody());
      expect(soldOut.status).toBe(409);
      expect(errorBodySchema.parse(soldOut.body).error.code).toBe('SOLD_OUT');

      const unknown = await register('no-such-event', validBody());
      expect(unknown.status).toBe(404);
      for (const key of ['milan-showroom-evening-2024', seasonKey('venice-biennale-dinner'), seasonKey('milan-lab-grown-diamonds-talk')]) {
        expect(await registrationsOf(key)).toHaveLength(0);
      }
    });

    it('fills the last seats with companions, then refuses a party that needs more seats than are left', async () => {
      const key = await addEvent(testEvent(10, 5));
      // 5 left: a guest with two companions takes 3.
      expect((await register(key, validBody({ companions: [{ name: 'A' }, { name: 'B' }] }))).status).toBe(201);
      expect(await seatsLeft(key)).toBe(2);
      // 3 needed, 2 left: sold out for them, nothing written.
      const email = uniqueEmail();
      const tooMany = await register(key, validBody({ email, companions: [{ name: 'C' }, { name: 'D' }] }));
      expect(tooMany.status).toBe(409);
      expect(errorBodySchema.parse(tooMany.body).error.code).toBe('SOLD_OUT');
      expect(await mailsTo(email)).toHaveLength(0);
      // Exactly the last 2 seats.
      expect((await register(key, validBody({ companions: [{ name: 'E' }] }))).status).toBe(201);
      const detail = eventDetailSchema.parse((await request(app).get(`/api/events/${key}?locale=en`)).body);
      expect(detail).toMatchObject({ seatsLeft: 0, state: 'sold_out' });
      // A guest who replies they will not come takes no seat.
      expect((await register(key, validBody({ presence: 'no' }))).status).toBe(201);
    });

    it('answers every bad input with a 400 JSON naming the field, never a 500', async () => {
      const key = await addEvent(testEvent(20));
      const cases: [unknown, Record<string, string>][] = [
        [{ ...validBody(), firstName: '' }, { firstName: 'required' }],
        [{ ...validBody(), phone: '12' }, { phone: 'invalid_phone' }],
        [{ ...validBody(), email: 'not-an-email' }, { email: 'invalid_email' }],
        [{ ...validBody(), company: 'A\u0000B' }, { company: 'control_characters' }],
        [{ ...validBody(), conditions: false }, { conditions: 'conditions_required' }],
        [{ ...validBody(), privacy: undefined }, { privacy: 'privacy_required' }],
        [{ ...validBody(), presence: 'maybe' }, { presence: 'presence_required' }],
        [{ ...validBody(), companions: Array.from({ length: 5 }, (_, index) => ({ name: `C${index}` })) }, { companions: 'too_many_companions' }],
        [{ ...validBody(), companions: [{ name: '' }] }, { 'companions.0.name': 'required' }],
        [{ ...validBody(), presence: 'no', companions: [{ name: 'X' }] }, { companions: 'companions_when_absent' }],
        [{ ...validBody(), firstName: 'x'.repeat(81) }, { firstName: 'too_long' }],
      ];
      for (const [body, fields] of cases) {
        const res = await register(key, body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(errorBodySchema.parse(res.body).error.fields).toMatchObject(fields);
      }
      for (const body of [null, [], 'text', 42, { ...validBody(), extra: 1 }, { ...validBody(), companions: 'Marco' }]) {
        const res = await register(key, body === null ? 'null' : body).set('Content-Type', 'application/json');
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        errorBodySchema.parse(res.body);
      }
      const malformed = await request(app).post(`/api/events/${key}/registrations?locale=en`).set('Content-Type', 'application/json').send('{"firstName":');
      expect(malformed.status).toBe(400);
      const form = await request(app).post(`/api/events/${key}/registrations?locale=en`).type('form').send('firstName=Ada');
      expect(form.status).toBe(415);
      const badLocale = await request(app).post(`/api/events/${key}/registrations?locale=xx`).send(validBody());
      expect(badLocale.status).toBe(400);
      expect(await registrationsOf(key)).toHaveLength(0);
    });
  });

  describe('cancelling', () => {
    it('frees the seats for the next guest; a second cancellation is harmless and says so', async () => {
      const key = await addEvent(testEvent(3));
      const first = eventRegistrationResponseSchema.parse((await register(key, validBody({ companions: [{ name: 'A' }, { name: 'B' }] }), 'de')).body).registration;
      expect(await seatsLeft(key)).toBe(0);
      expect((await register(key, validBody())).status).toBe(409);

      const res = await cancel(first.cancelToken, 'es');
      expect(res.status).toBe(200);
      expect(eventCancellationResponseSchema.parse(res.body).cancellation).toEqual({
        alreadyCancelled: false,
        event: { key, title: 'Velada de invierno en el taller de Valenza', startsAt: '2027-06-01T18:30:00+02:00', timeZone: 'Europe/Rome' },
      });
      expect(await seatsLeft(key)).toBe(3);
      expect((await registrationsOf(key))[0]).toMatchObject({ status: 'cancelled', cancelled_at: expect.anything() });

      // The guest hears of it in the language they registered in (German), whichever page they cancelled from.
      const mails = await mailsTo(first.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['AMA: Ihre Anmeldung zu „Winterabend im Atelier in Valenza“', 'AMA: „Winterabend im Atelier in Valenza“ – Absage']);
      expect(mails[1]!.text).toContain('Ihre Anmeldung zu „Winterabend im Atelier in Valenza“');

      const twice = await cancel(first.cancelToken);
      expect(twice.status).toBe(200);
      expect(await mailsTo(first.email)).toHaveLength(2);
      expect(eventCancellationResponseSchema.parse(twice.body).cancellation.alreadyCancelled).toBe(true);
      expect(await seatsLeft(key)).toBe(3);

      // The next guest gets the seats; the one who cancelled may register again.
      expect((await register(key, validBody({ companions: [{ name: 'C' }] }))).status).toBe(201);
      expect((await register(key, validBody({ email: first.email }))).status).toBe(201);
      expect(await seatsLeft(key)).toBe(0);
    });

    it('answers 404 for a token that names nothing and 400 for one that is not a token', async () => {
      const unknown = await cancel(randomBytes(32).toString('base64url'));
      expect(unknown.status).toBe(404);
      expect(errorBodySchema.parse(unknown.body).error.code).toBe('NOT_FOUND');
      for (const token of ['short', 42, null, 'x'.repeat(43) + '\u0000', 'a'.repeat(44)]) {
        const res = await cancel(token);
        expect({ token, status: res.status }).toEqual({ token, status: 400 });
      }
    });
  });

  describe('capacity under concurrency', () => {
    it('200 simultaneous one-seat registrations for a 50-seat event: exactly 50 confirmed, 150 sold out, nothing half-written', async () => {
      const key = await addEvent(testEvent(50));
      const cancelUrl = () => 'https://shop.example/cancel';
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, index) =>
          registerForEvent(kysely(), key, { ...validBody({ email: `race${index}.${key}@example.com` }), phone: '+390212345678' } as never, 'en', { now: NOW, cancelUrl }),
        ),
      );
      const confirmed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(confirmed).toHaveLength(50);
      expect(refused).toHaveLength(150);
      expect(new Set(refused.map((outcome) => (outcome.reason as Error).message))).toEqual(new Set(['sold_out']));

      const rows = await registrationsOf(key);
      expect(rows).toHaveLength(50);
      const event = await kysely().selectFrom('events').select(['seats_taken']).where('key', '=', key).executeTakeFirstOrThrow();
      expect(event.seats_taken).toBe(50);
      const mails = await kysely().selectFrom('outbox').select('to').where('to', 'like', `race%.${key}@example.com`).execute();
      expect(mails).toHaveLength(50);
    }, 60_000);

    it('parties with companions racing for the last seats never exceed the capacity', async () => {
      const key = await addEvent(testEvent(10, 3));
      const cancelUrl = () => 'https://shop.example/cancel';
      const parties = Array.from({ length: 12 }, (_, index) => (index % 3) + 1);
      const outcomes = await Promise.allSettled(
        parties.map((size, index) =>
          registerForEvent(
            kysely(),
            key,
            {
              ...validBody({ email: `party${index}.${key}@example.com`, companions: Array.from({ length: size - 1 }, (_, n) => ({ name: `Guest ${n}` })) }),
              phone: '+390212345678',
            } as never,
            'en',
            { now: NOW, cancelUrl },
          ),
        ),
      );
      const taken = outcomes.reduce((sum, outcome, index) => sum + (outcome.status === 'fulfilled' ? parties[index]! : 0), 0);
      const event = await kysely().selectFrom('events').select(['seats_taken']).where('key', '=', key).executeTakeFirstOrThrow();
      expect(event.seats_taken).toBe(taken);
      expect(taken).toBeLessThanOrEqual(7);
      // The last registrations failed only because no party fitted any more.
      expect(7 - taken).toBeLessThan(Math.min(...parties.filter((_, index) => outcomes[index]!.status === 'rejected')));
    }, 60_000);
  });
});
